import { describe, expect, it } from 'vitest';
import { matchColumns } from './columns.ts';

const ENGLISH = [
  'ID',
  'Gender',
  'Level',
  'Position',
  'Location',
  'Days Off',
  'Base Salary',
  'Bonuses and Benefits',
];
const POLISH = [
  'ID',
  'Płeć',
  'Poziom',
  'Stanowisko',
  'Lokalizacja',
  'Dni wolne',
  'Wynagrodzenie zasadnicze',
  'Premie i benefity',
];

describe('matchColumns', () => {
  it('accepts English and Polish names in any order, case and spacing', () => {
    const shuffled = [
      '  base SALARY',
      'id',
      'GENDER',
      'level',
      'Position',
      'days  off',
      'Bonuses and Benefits',
    ];
    const map = matchColumns(1, shuffled);
    expect('ok' in map).toBe(false);
    if ('ok' in map) return;
    expect(map.index).toMatchObject({ baseSalary: 0, id: 1, gender: 2, daysOff: 5, bonuses: 6 });
    expect(map.index.location).toBeUndefined();
    expect(map.name.baseSalary).toBe('base SALARY');
    expect('ok' in matchColumns(1, POLISH)).toBe(false);
    expect('ok' in matchColumns(1, ENGLISH)).toBe(false);
  });

  it('accepts Polish names written without diacritics', () => {
    const plain = [
      'ID',
      'Plec',
      'Poziom',
      'Stanowisko',
      'Dni wolne',
      'Wynagrodzenie zasadnicze',
      'Premie i benefity',
    ];
    expect('ok' in matchColumns(1, plain)).toBe(false);
  });

  it('names unknown and duplicated columns, then missing ones, in the file language', () => {
    expect(matchColumns(1, [...ENGLISH, 'Name', 'Gender'])).toEqual({
      ok: false,
      code: 'INCORRECT_COLUMN_NAMES',
      details: [
        { row: 1, column: 'Name', value: 'Name' },
        { row: 1, column: 'Gender', value: 'Gender' },
      ],
    });
    const polishMissing = matchColumns(
      3,
      POLISH.filter((n) => n !== 'Płeć' && n !== 'Dni wolne'),
    );
    expect(polishMissing).toEqual({
      ok: false,
      code: 'INCORRECT_COLUMN_NAMES',
      details: [
        { row: 3, column: 'Płeć', value: null },
        { row: 3, column: 'Dni wolne', value: null },
      ],
    });
  });

  it('ignores empty header cells and sets the width to the last named column', () => {
    const map = matchColumns(1, [...ENGLISH, '', null]);
    if ('ok' in map) throw new Error('expected a match');
    expect(map.width).toBe(8);
  });
});
