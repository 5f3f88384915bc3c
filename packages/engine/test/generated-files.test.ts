import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjustedReportDataSchema,
  baseReportDataSchema,
  employeeRowSchema,
  errorDetailSchema,
  extendedSalaryRangesDataSchema,
  processingErrorCodes,
  salaryRangesDataSchema,
} from '@parytet/contract/reports';
import { employeeRows, MAX_BASE_SALARY, MAX_BONUSES, processSalaryFile } from '#index.ts';
import { csvFile, HEADER, xlsxFile } from './helpers/build-files.ts';

// Every accepted file gives answers that are valid JSON and match the
// contract, and every refused one a clear code whose details PostgreSQL's jsonb can hold.
// Seeded, so a failure is reproducible; fast-check prints the smallest failing file.
const SEED = 1313;

const cents = (max: number) => fc.integer({ min: 1, max: max * 100 }).map((c) => c / 100);
/** An amount as people and spreadsheets write it, sometimes with a third decimal. */
const amountText = (max: number) =>
  fc.oneof(
    cents(max).map(String),
    cents(max).map((v) => v.toFixed(2).replace('.', ',')),
    cents(max).map((v) => v.toLocaleString('pl-PL', { minimumFractionDigits: 2 })),
    cents(max).map((v) => v.toLocaleString('en-US', { minimumFractionDigits: 2 })),
    fc.integer({ min: 5, max: max * 1000 - 5 }).map((m) => (m / 1000).toFixed(3)),
    fc.constantFrom(String(max), `${max}.00`, '0.01', '0.005'),
  );
const label = fc.oneof(
  fc.constantFrom('L1', 'L2', 'L10', 'Senior', 'Kierownik – Łódź', ' 1 '),
  fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== ''),
);

type Person = (string | number | null)[];
const person = fc.tuple(
  fc.constantFrom('Female', 'Male', 'kobieta', 'MĘŻCZYZNA'),
  label,
  label,
  fc.option(fc.constantFrom('Warszawa', 'Kraków'), { nil: null }),
  fc.option(fc.oneof(fc.integer({ min: 0, max: 250 }), fc.constantFrom(0.5, 249.5, 250)), {
    nil: null,
  }),
  fc.oneof(amountText(MAX_BASE_SALARY), cents(MAX_BASE_SALARY)),
  fc.option(fc.oneof(amountText(MAX_BONUSES), cents(MAX_BONUSES)), { nil: null }),
);
const validRows = fc.array(person, { minLength: 1, maxLength: 40 }).map((people) => [
  HEADER,
  ...people.map((p, i): Person => [`E${i + 1}`, ...p]),
  // Both genders, so most files are accepted and computed.
  ['W', 'Female', 'L1', 'P', null, 0, 4000, 0],
  ['M', 'Male', 'L1', 'P', null, 0, 5000, 0],
]);

/** Any text a cell may hold, hostile characters included. */
const hostileCell = fc.oneof(
  fc.string({ maxLength: 20, unit: 'binary' }),
  fc.constantFrom('\u0000', '\ud800x', 'x\udfff', '1e400', '99999999999999999999999999999999'),
  fc.double().map(String),
);
const hostileRows = fc
  .array(fc.array(hostileCell, { minLength: 6, maxLength: 10 }), { minLength: 1, maxLength: 10 })
  .chain((junk) =>
    validRows.map((rows) => [...rows, ...junk.map((cells, i) => [`J${i}`, ...cells.slice(1)])]),
  );

const roundTrips = (value: unknown) => expect(JSON.parse(JSON.stringify(value))).toEqual(value);
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const check = async (data: Buffer, fileName: string) => {
  const result = await processSalaryFile(data, fileName);
  if (!result.ok) {
    expect(processingErrorCodes).toContain(result.code);
    expect(result.code).not.toBe('UNKNOWN_ERROR');
    for (const detail of result.details) {
      errorDetailSchema.parse(detail);
      expect(`${detail.column ?? ''}${detail.value ?? ''}`).not.toMatch(UNSTORABLE);
    }
    roundTrips(result);
    return result;
  }
  // The employee report as the server stores and serves it: its rows, made from the table.
  const r = { ...result.reports, employees: [...employeeRows(result.reports.employees)] };
  baseReportDataSchema.parse(r.base);
  adjustedReportDataSchema.parse(r.adjusted);
  salaryRangesDataSchema.parse(r.salaryRanges);
  extendedSalaryRangesDataSchema.parse(r.extendedSalaryRanges);
  for (const e of r.employees) {
    employeeRowSchema.parse(e);
    for (const key of ['id', 'level', 'position'] as const) expect(e[key]).not.toMatch(UNSTORABLE);
  }
  roundTrips(r);
  // Every number is finite and a 2-decimal value (the nearest double to some k / 100). Gaps of the
  // base report can be huge (a man's pay after 249.5 days off of a 0.01 salary), but they are
  // stored as JSON; the employee figures, stored as bigint hundredths, stay far inside it.
  JSON.stringify(r, (_key, value: unknown) => {
    if (typeof value === 'number') {
      expect(Number.isFinite(value)).toBe(true);
      if (Math.abs(value) < 1e13) expect(Math.round(value * 100) / 100).toBe(value);
    }
    return value;
  });
  for (const e of r.employees) {
    for (const value of Object.values(e)) {
      if (typeof value === 'number') expect(Math.abs(value)).toBeLessThan(1e12);
    }
  }
  return result;
};

describe('generated files', () => {
  it('valid CSV files are accepted and every answer matches the contract as JSON', async () => {
    await fc.assert(
      fc.asyncProperty(validRows, async (rows) => {
        const result = await check(csvFile(rows), 'gen.csv');
        expect(result.ok).toBe(true);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('valid XLSX files likewise, numbers as numeric cells', async () => {
    await fc.assert(
      fc.asyncProperty(validRows, async (rows) => {
        const result = await check(await xlsxFile(rows), 'gen.xlsx');
        expect(result.ok).toBe(true);
      }),
      { seed: SEED, numRuns: 40 },
    );
  });

  it('files with hostile rows end in a clear code or valid answers, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileRows,
        fc.constantFrom('utf8', 'utf8-bom' as const),
        async (rows, enc) => {
          await check(csvFile(rows, { encoding: enc }), 'gen.csv');
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });
});
