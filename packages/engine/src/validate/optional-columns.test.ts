import { describe, expect, it } from 'vitest';
import { readSalaryFile } from '#read-salary-file.ts';
import { rowsOf } from '#table-rows.ts';

const HEAD = 'ID,Gender,Level,Position,Days Off,Base Salary,Bonuses and Benefits';

async function read(header: string, ...lines: string[]) {
  return readSalaryFile(Buffer.from([header, ...lines].join('\n')), 'f.csv');
}

describe('optional columns for the EU indicators', () => {
  it('reads FTE, Category, Years of Service, Age and Education; empty cells are null', async () => {
    const out = await read(
      `${HEAD},FTE,Category,Years of Service,Age,Education`,
      '1,Female,L1,A,0,3000,0,"0,5",K1,3,41,Master',
      '2,Male,L1,A,0,3000,0,,,,,',
    );
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(rowsOf(out.table)[0]).toMatchObject({
      fte: 0.5,
      category: 'K1',
      yearsOfService: 3,
      age: 41,
      education: 'Master',
    });
    expect(rowsOf(out.table)[1]).toMatchObject({
      fte: null,
      category: null,
      yearsOfService: null,
      age: null,
      education: null,
    });
    // Without the columns the rows carry no such fields at all.
    const plain = await read(HEAD, '1,Female,L1,A,0,3000,0');
    expect(plain.ok && 'fte' in (rowsOf(plain.table)[0] ?? {})).toBe(false);
  });

  it('accepts the Polish names', async () => {
    const out = await read(
      'ID,Płeć,Poziom,Stanowisko,Dni wolne,Wynagrodzenie zasadnicze,Premie i benefity,Godziny tygodniowo,Kategoria,Staż pracy,Wiek,Wykształcenie',
      '1,Kobieta,L1,A,0,3000,0,20,K1,3,41,wyższe',
      '2,Mężczyzna,L1,A,0,3000,0,40,K1,3,41,średnie',
    );
    expect(out.ok && rowsOf(out.table)[0]).toMatchObject({
      weeklyHours: 20,
      category: 'K1',
      age: 41,
    });
  });

  // decisions §8: FTE wins when both are given (they were refused together before).
  it('reads FTE and Weekly Hours together', async () => {
    const out = await read(
      `${HEAD},FTE,Weekly Hours`,
      '1,Female,L1,A,0,3000,0,0.5,40',
      '2,Male,L1,A,0,3000,0,,20',
    );
    expect(out.ok && rowsOf(out.table)[0]).toMatchObject({ fte: 0.5, weeklyHours: 40 });
  });

  it('bad values: INVALID_NUMERIC (not a number or past the bound), NEGATIVE_VALUES', async () => {
    const out = await read(
      `${HEAD},FTE,Age`,
      '1,Female,L1,A,0,3000,0,abc,30',
      '2,Male,L1,A,0,3000,0,1,30',
      '3,Male,L1,A,0,3000,0,1,200',
    );
    expect(out).toEqual({
      ok: false,
      code: 'INVALID_NUMERIC',
      details: [
        { row: 2, column: 'FTE', value: 'abc' },
        { row: 4, column: 'Age', value: '200' },
      ],
    });
    const negative = await read(`${HEAD},Years of Service`, '1,Female,L1,A,0,3000,0,-1');
    expect(negative).toEqual({
      ok: false,
      code: 'NEGATIVE_VALUES',
      details: [{ row: 2, column: 'Years of Service', value: '-1' }],
    });
  });

  // decisions §8: an FTE of 0 or above 1 has its own code, with the row (it was INVALID_NUMERIC
  // above 1 and NEGATIVE_VALUES at 0).
  it('INVALID_FTE: an FTE of 0, below 0 or above 1, with each row', async () => {
    const out = await read(
      `${HEAD},FTE`,
      '1,Female,L1,A,0,3000,0,0',
      '2,Male,L1,A,0,3000,0,1.5',
      '3,Male,L1,A,0,3000,0,-0.5',
      '4,Male,L1,A,0,3000,0,1',
      '5,Female,L1,A,0,3000,0,0.01',
    );
    expect(out).toEqual({
      ok: false,
      code: 'INVALID_FTE',
      details: [
        { row: 2, column: 'FTE', value: '0' },
        { row: 3, column: 'FTE', value: '1.5' },
        { row: 4, column: 'FTE', value: '-0.5' },
      ],
    });
  });
});
