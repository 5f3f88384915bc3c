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
  // pick) would lose the first. The latest filters written are kept here instead, and taken
  // from the address again only once it shows the last of them: a render of an earlier write
  // still on its way (clear, pick a level, then a position before the clear has rendered) must
  // not bring back what came before it, or the level is lost.
  const latest = useRef(filters);
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const at = pending.current.indexOf(key);
    // Not one of ours (Back, another report's link): the address wins, nothing is pending.
    pending.current = at >= 0 ? pending.current.slice(at + 1) : [];
    if (pending.current.length === 0) latest.current = filters;
  }, [key, filters]);

  const updateFilters = useCallback(
    (update: FiltersUpdate) => {
      const next = update(latest.current);
      latest.current = next;
      setSearch(
        (previous) => {
          const written = filtersToSearch(next, previous);
          pending.current.push(written.toString());
          return written;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return [filters, updateFilters] as const;
};
