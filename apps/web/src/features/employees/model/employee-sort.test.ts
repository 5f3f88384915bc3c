import { describe, expect, it } from 'vitest';
import {
  sortFromSearch,
  sortFromSorting,
  sortToQuery,
  sortToSearch,
  sortToSorting,
} from './employee-sort.ts';

describe('employee sort', () => {
  it('reads a known column and direction from the address, ascending by default', () => {
    expect(sortFromSearch(new URLSearchParams('sort=pay_gap&order=desc'))).toEqual({
      key: 'pay_gap',
      order: 'desc',
    });
    expect(sortFromSearch(new URLSearchParams('sort=salary'))).toEqual({
      key: 'salary',
      order: 'asc',
    });
    expect(sortFromSearch(new URLSearchParams('sort=ordinal&order=desc'))).toBeNull();
    expect(sortFromSearch(new URLSearchParams('sort=level&order=up'))).toEqual({
      key: 'level',
      order: 'asc',
    });
  });

  it('writes the sort beside the other parameters and removes it', () => {
    const base = new URLSearchParams('level=L2&sort=id&order=asc');
    expect(sortToSearch({ key: 'pay_gap', order: 'desc' }, base).toString()).toBe(
      'level=L2&sort=pay_gap&order=desc',
    );
    expect(sortToSearch(null, base).toString()).toBe('level=L2');
  });

  it('turns into the server query and the table state, and back', () => {
    expect(sortToQuery(null)).toEqual({});
    expect(sortToQuery({ key: 'gender', order: 'asc' })).toEqual({ sort: 'gender', order: 'asc' });
    expect(sortToSorting({ key: 'pay_gap', order: 'desc' })).toEqual([
      { id: 'pay_gap', desc: true },
    ]);
    expect(sortFromSorting([{ id: 'pay_gap', desc: true }])).toEqual({
      key: 'pay_gap',
      order: 'desc',
    });
    expect(sortFromSorting([])).toBeNull();
    expect(sortFromSorting([{ id: 'position_average', desc: false }])).toBeNull();
  });
});
