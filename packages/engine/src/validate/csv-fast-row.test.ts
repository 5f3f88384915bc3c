import { describe, expect, it } from 'vitest';
import { HEADER } from '#test/helpers/build-files.ts';
import { seededRandom } from '#example/example-data.ts';
import { fnv1a } from '#fnv.ts';
import { readSalaryFile } from '#read-salary-file.ts';

// Every field quoted sends every row down the general path (the fast one declines quotes), so
// a file read as a CSV writer writes it (quotes only where needed) and read fully quoted must
// give the same answer: the same table, or the same failure with the same details.

const pick = <T>(random: () => number, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)] as T;

const VARIANTS = {
  id: ['E1', ' E1', 'E1 ', 'Ł1', '\u00a0E2', '', '   ', 'E3'],
  gender: ['Female', 'male', 'Male', 'female', 'FEMALE', 'Kobieta', 'mężczyzna', ' Male', 'x', ''],
  level: ['L1', 'L2', ' L1', 'Łódź', 'L10 ', '', 'Poziom 3'],
  position: ['Analyst', 'Księgowa', 'Analyst ', '', 'Dev\u2003', 'Dev', 'P'.repeat(1001)],
  location: ['', 'Warszawa', ' Kraków', 'Łódź', '  ', 'Gdańsk'],
  daysOff: ['', '0', '2.5', '250', '251', '-1', '-0', 'x', '1,5', ' 3', '007'],
  baseSalary: [
    '5000',
    '5000.005',
    '1 234,56',
    '0',
    '0.004',
    '-5',
    '10000000',
    '10000000.01',
    '',
    'abc',
    '4999.99',
    '1e5',
  ],
  bonuses: ['', '0', '1200.5', '-0', '120000000.01', '12,000', '7.777', 'x', '-3'],
} as const;
// Variants every rule accepts, but not all the fast path does: such files read as tables.
const VALID = {
  id: ['E1', ' E1', 'Ł1', '\u00a0E2 '],
  gender: ['Female', 'male', 'FEMALE', 'Kobieta', 'mężczyzna', ' Male'],
  level: ['L1', ' L1', 'Łódź', 'L10 '],
  position: ['Analyst', 'Księgowa', 'Analyst ', 'Dev\u2003'],
  location: ['', 'Warszawa', ' Kraków', '  '],
  daysOff: ['', '0', '2.5', '250', '-0', '1,5', ' 3', '007'],
  baseSalary: ['5000', '5000.005', '1 234,56', '0.005', '10000000', '4999.99'],
  bonuses: ['', '0', '1200.5', '-0', '12,000', '7.777', '120000000'],
} as const;
const FIELDS = Object.keys(VARIANTS) as (keyof typeof VARIANTS)[];

function randomFile(
  seed: number,
  rows: number,
  unusual: number,
  variants: Record<keyof typeof VARIANTS, readonly string[]> = VARIANTS,
): string[][] {
  const random = seededRandom(seed);
  const out = [HEADER];
  for (let r = 0; r < rows; r++) {
    const usual = [
      `E${r}`,
      pick(random, ['Female', 'Male']),
      'L1',
      'Analyst',
      'Warszawa',
      '0',
      '5000.5',
      '100',
    ];
    out.push(
      usual.map((value, k) => {
        if (random() >= unusual) return value;
        const field = FIELDS[k] as keyof typeof VARIANTS;
        const variant = pick(random, variants[field]);
        // IDs stay distinct in valid files; elsewhere some repeat on purpose.
        const distinct = variants === VALID || random() < 0.5;
        return field === 'id' && distinct ? `${variant}-${r}` : variant;
      }),
    );
  }
  return out;
}

const write = (rows: string[][], quoted: boolean, eol: string) =>
  Buffer.from(
    rows
      .map((row) =>
        row.map((v) => (quoted || /[,"]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v)).join(','),
      )
      .join(eol) + eol,
  );

describe('the CSV fast path', () => {
  it.each([
    [1, 0],
    [2, 0.02],
    [3, 0.1],
    [4, 0.3],
    [5, 1],
  ])('agrees with the general path (seed %i, %f of fields unusual)', async (seed, unusual) => {
    for (const eol of ['\r\n', '\n']) {
      const rows = randomFile(seed, 300, unusual);
      const plain = await readSalaryFile(write(rows, false, eol), 'a.csv');
      const quoted = await readSalaryFile(write(rows, true, eol), 'a.csv');
      expect(plain).toEqual(quoted);
    }
  });

  it('agrees on every variant alone, in an otherwise plain file', async () => {
    for (const field of FIELDS) {
      for (const variant of [...VARIANTS[field], ...VALID[field]]) {
        const rows = randomFile(11, 20, 0);
        const k = FIELDS.indexOf(field);
        (rows[10] as string[])[k] = variant;
        const plain = await readSalaryFile(write(rows, false, '\n'), 'a.csv');
        const quoted = await readSalaryFile(write(rows, true, '\n'), 'a.csv');
        expect(plain, `${field} ${JSON.stringify(variant)}`).toEqual(quoted);
      }
    }
  });

  it('reads the same table from rows only the general path takes', async () => {
    const rows = randomFile(7, 500, 0.2, VALID);
    const plain = await readSalaryFile(write(rows, false, '\r\n'), 'a.csv');
    expect(plain).toMatchObject({ ok: true });
    expect(plain).toEqual(await readSalaryFile(write(rows, true, '\r\n'), 'a.csv'));
  });

  it('reads a plain file the same with the columns in another order and without Location', async () => {
    const rows = randomFile(9, 200, 0.05, VALID);
    const order = [6, 1, 0, 3, 2, 5, 7];
    const shuffled = rows.map((row) => order.map((k) => row[k] as string));
    const plain = await readSalaryFile(write(shuffled, false, '\r\n'), 'a.csv');
    const quoted = await readSalaryFile(write(shuffled, true, '\r\n'), 'a.csv');
    expect(plain).toMatchObject({ ok: true });
    expect(plain).toEqual(quoted);
  });

  it('codes positions whose hashes collide as the general path does', async () => {
    // 300 distinct positions sharing the low 12 bits of their FNV-1a hash: every lookup runs
    // into the probe limit and the Map takes over, without mixing values up.
    const fnv = (text: string) => fnv1a(text) & 0xfff;
    const colliding: string[] = [];
    for (let k = 0; colliding.length < 300; k++)
      if (fnv(`P${k}`) === fnv('P0')) colliding.push(`P${k}`);
    const rows = randomFile(13, 1200, 0);
    rows.slice(1).forEach((row, r) => (row[3] = colliding[(r * 7) % colliding.length] as string));
    const plain = await readSalaryFile(write(rows, false, '\n'), 'a.csv');
    expect(plain).toMatchObject({ ok: true });
    expect(plain).toEqual(await readSalaryFile(write(rows, true, '\n'), 'a.csv'));
  });
});
