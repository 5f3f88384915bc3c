import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersFromSearch,
  filtersToSearch,
  type EmployeeFilters,
} from '../model/employee-filters.ts';

/**
 * The filters live in the address, so a filtered view can be bookmarked or shared and Back
 * undoes nothing unexpected (each change replaces the entry). Picking another report in the
 * sidebar opens it unfiltered, as its link carries no query.
 */
export const useEmployeeFilters = () => {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // Rebuilt only when the query changes, so the filtered rows stay memoised.
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(key)), [key]);
  const setFilters = useCallback(
    (next: EmployeeFilters) =>
      setSearch((previous) => filtersToSearch(next, previous), { replace: true }),
    [setSearch],
  );
  return [filters, setFilters] as const;
};
