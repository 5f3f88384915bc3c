import { SALARY_FILE_HEADER } from '@parytet/contract/salary-file';

/** Small salary files for tests, built from rows so each test states what it changes. */
export const HEADER = SALARY_FILE_HEADER.join(',');

export type Row = [string, string, string, string, string, string, string, string];

export const row = (i: number, overrides: Partial<Record<number, string>> = {}): Row => {
  const base: Row = [
    String(i),
    i % 2 === 0 ? 'Female' : 'Male',
    `L${1 + (i % 3)}`,
    `Position ${1 + (i % 4)}`,
    'Warszawa',
    '0',
    String(5000 + i * 10),
    '1200',
  ];
  for (const [index, value] of Object.entries(overrides)) base[Number(index)] = value ?? '';
  return base;
};

export const csv = (rows: readonly (readonly string[])[], header = HEADER) =>
  `${[header, ...rows.map((r) => r.join(','))].join('\n')}\n`;

/** A valid file of n employees, both genders in every level. */
export const validCsv = (n: number) => csv(Array.from({ length: n }, (_, i) => row(i + 1)));
