import { useCallback, useMemo } from 'react';
import { sortFromSearch, sortToSearch, type EmployeeSort } from '../model/employee-sort.ts';
import type { QueryWriter } from './use-query-writer.ts';

/**
 * The sort lives in the address like the filters, so a sorted view can be bookmarked or shared;
 * each change replaces the entry.
 */
export const useEmployeeSort = ({ key, write }: QueryWriter) => {
  const search = new URLSearchParams(key);
  const sortParam = search.get('sort');
  const orderParam = search.get('order');
  const sort = useMemo(
    () => sortFromSearch(new URLSearchParams({ sort: sortParam ?? '', order: orderParam ?? '' })),
    [sortParam, orderParam],
  );
  const setSort = useCallback(
    (next: EmployeeSort) => write((query) => sortToSearch(next, query)),
    [write],
  );
  return [sort, setSort] as const;
};
