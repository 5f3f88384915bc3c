import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersFromSearch,
  filtersToSearch,
  type EmployeeFilters,
} from '../model/employee-filters.ts';

export type FiltersUpdate = (current: EmployeeFilters) => EmployeeFilters;

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

  // The router hands updaters the query of the last render; two quick changes (clear, then
  // pick) would lose the first. The latest filters written are kept here instead.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);

  const updateFilters = useCallback(
    (update: FiltersUpdate) => {
      const next = update(latest.current);
      latest.current = next;
      setSearch((previous) => filtersToSearch(next, previous), { replace: true });
    },
    [setSearch],
  );
  return [filters, updateFilters] as const;
};
