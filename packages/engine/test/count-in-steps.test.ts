import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countCsvRecordsInSteps, countRecords, type RecordCount } from '#index.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const datasetsDir = path.resolve(repoRoot, '../shared/datasets');

/** Drives the generator to its end, as the server does between turns of its event loop. */
const runSteps = (steps: Generator<void, RecordCount>) => {
  let turns = 0;
  for (;;) {
    const next = steps.next();
    if (next.done) return { result: next.value, turns };
    turns++;
  }
};

const sameAsWhole = async (data: Buffer, linesPerStep: number, maxRecords = 100_000) => {
  const steps = countCsvRecordsInSteps(data, 'f.csv', { maxRecords }, linesPerStep);
  expect(steps).not.toBeNull();
  const { result, turns } = runSteps(steps as Generator<void, RecordCount>);
  expect(result).toEqual(await countRecords(data, 'f.csv', { maxRecords }));
  return { result, turns };
};

describe('counting a CSV file in steps', () => {
  it('counts a public dataset as countRecords does, in many short steps', async () => {
    const data = await readFile(path.join(datasetsDir, 'glassdoor_upload_format.csv'));
    const { result, turns } = await sameAsWhole(data, 100);
    expect(result).toEqual({ ok: true, records: 1000 });
    expect(turns).toBeGreaterThan(10);
    await sameAsWhole(data, 100, 999);
  });

  it('agrees with countRecords whatever the step, across quoted line breaks and blank lines', async () => {
    const cell = fc.oneof(
      fc.constantFrom('', ' ', 'a', '"q ""x"" \r\n y"', '1,5', '\u0000', ';', '<b>'),
      fc.string({ maxLength: 5 }),
    );
    const row = fc.array(cell, { minLength: 0, maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { maxLength: 12 }),
        fc.constantFrom('\r\n', '\n', '\r'),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 6 }),
        async (rows, end, linesPerStep, maxRecords) => {
          const text = rows.map((cells) => cells.join(',')).join(end);
          await sameAsWhole(Buffer.from(`ID,Gender${end}${text}`), linesPerStep, maxRecords);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers null for a file that is not a CSV, and fails an empty one as countRecords would', () => {
    const xlsx = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]);
    expect(countCsvRecordsInSteps(xlsx, 'f.xlsx')).toBeNull();
    expect(countCsvRecordsInSteps(Buffer.alloc(0), 'f.csv')).toBeNull();
  });
});
