import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { sortFromSearch, sortToSearch, type EmployeeSort } from '../model/employee-sort.ts';

/**
 * The sort lives in the address like the filters, so a sorted view can be bookmarked or shared;
 * each change replaces the entry.
 */
export const useEmployeeSort = () => {
  const [search, setSearch] = useSearchParams();
  const sortParam = search.get('sort');
  const orderParam = search.get('order');
  const sort = useMemo(
    () => sortFromSearch(new URLSearchParams({ sort: sortParam ?? '', order: orderParam ?? '' })),
    [sortParam, orderParam],
  );
  const setSort = useCallback(
    (next: EmployeeSort) =>
      setSearch((previous) => sortToSearch(next, previous), { replace: true }),
    [setSearch],
  );
  return [sort, setSort] as const;
};
