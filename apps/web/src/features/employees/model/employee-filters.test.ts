import { describe, expect, it } from 'vitest';
import {
  filterEmployees,
  filtersFromSearch,
  filtersToQuery,
  filtersToSearch,
  hasFilters,
} from './employee-filters.ts';
import { STAFF } from '#testing/employees.ts';

const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

describe('filterEmployees', () => {
  it('keeps every row without filters', () => {
    expect(filterEmployees(STAFF, {})).toBe(STAFF);
  });

  it('filters by level, exactly', () => {
    expect(ids(filterEmployees(STAFF, { level: 'L1' }))).toEqual(['E01', 'E02']);
    expect(ids(filterEmployees(STAFF, { level: 'L10' }))).toEqual(['E06', 'E07', 'E08']);
  });

  it('filters by gender', () => {
    expect(ids(filterEmployees(STAFF, { gender: 'female' }))).toEqual(['E01', 'E03', 'E05', 'E07']);
    expect(ids(filterEmployees(STAFF, { gender: 'male' }))).toEqual(['E02', 'E04', 'E06', 'E08']);
  });

  it('filters by position name', () => {
    expect(ids(filterEmployees(STAFF, { position: 'Manager' }))).toEqual(['E05', 'E06']);
  });

  it('keeps gaps strictly bigger than the minimum, either sign, never a missing one', () => {
    expect(ids(filterEmployees(STAFF, { minGap: 5 }))).toEqual([
      'E01',
      'E02',
      'E03',
      'E06',
      'E07',
      'E08',
    ]);
    expect(ids(filterEmployees(STAFF, { minGap: 20 }))).toEqual(['E06', 'E07', 'E08']);
    expect(ids(filterEmployees(STAFF, { minGap: 25 }))).toEqual(['E06']);
  });

  it('combines the filters', () => {
    expect(ids(filterEmployees(STAFF, { level: 'L10', gender: 'male', minGap: 25 }))).toEqual([
      'E06',
    ]);
    expect(filterEmployees(STAFF, { level: 'L1', position: 'Manager' })).toEqual([]);
  });
});

describe('filters in the address', () => {
  it('reads known values and ignores the rest', () => {
    const search = new URLSearchParams('level=L2&gender=male&position=A%20B&min_gap=15&x=1');
    expect(filtersFromSearch(search)).toEqual({
      level: 'L2',
      gender: 'male',
      position: 'A B',
      minGap: 15,
    });
    expect(filtersFromSearch(new URLSearchParams('gender=other&min_gap=7'))).toEqual({});
  });

  it('writes them back, keeping other parameters', () => {
    const search = filtersToSearch(
      { gender: 'female', minGap: 10 },
      new URLSearchParams('lang=en&level=L1'),
    );
    expect(search.toString()).toBe('lang=en&gender=female&min_gap=10');
    expect(filtersFromSearch(search)).toEqual({ gender: 'female', minGap: 10 });
  });

  it('maps to the API query and says whether anything is filtered', () => {
    expect(filtersToQuery({ level: 'L1', minGap: 5 })).toEqual({
      level: 'L1',
      gender: undefined,
      position: undefined,
      min_gap: 5,
    });
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ position: 'Analyst' })).toBe(true);
  });
});
