import { useCallback, useMemo } from 'react';
import {
  filtersFromSearch,
  filtersToSearch,
  type EmployeeFilters,
} from '../model/employee-filters.ts';
import type { QueryWriter } from './use-query-writer.ts';

export type FiltersUpdate = (current: EmployeeFilters) => EmployeeFilters;

/**
 * The filters live in the address, so a filtered view can be bookmarked or shared and Back
 * undoes nothing unexpected (each change replaces the entry). Picking another report in the
 * sidebar opens it unfiltered, as its link carries no query.
 */
export const useEmployeeFilters = ({ key, write }: QueryWriter) => {
  // Rebuilt only when the query changes, so the filtered rows stay memoised.
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(key)), [key]);
  const updateFilters = useCallback(
    (update: FiltersUpdate) =>
      write((query) => filtersToSearch(update(filtersFromSearch(query)), query)),
    [write],
  );
  return [filters, updateFilters] as const;
};
