import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  REPORT_POLL_INTERVAL_MS,
  type EmployeeRow,
  type ReportNotReady,
} from '@parytet/contract/reports';
import {
  employeesQueryKey,
  fetchEmployees,
  isStillProcessing,
  type EmployeesAnswer,
} from '#lib/reports/report-views.ts';
import {
  filterEmployees,
  filtersToQuery,
  hasFilters,
  type EmployeeFilters,
} from '../model/employee-filters.ts';
import { sortToQuery, type EmployeeSort } from '../model/employee-sort.ts';

/** Rows per request while scrolling a large report. */
const PAGE_SIZE = 500;
/** Up to this many employees the report is loaded whole and filtered and sorted in the browser. */
const WHOLE_LIST_MAX = 5000;

const NO_ROWS: readonly EmployeeRow[] = [];

export type EmployeesData =
  | { state: 'loading' }
  /** Nothing could be loaded; `retry` asks again. */
  | { state: 'error'; retry: () => void; retrying: boolean }
  /** Still processing, or failed: the caller shows the report-status screen. */
  | { state: 'status'; answer: ReportNotReady }
  | {
      state: 'ready';
      /** Rows matching the filters: all of them (client mode) or the pages loaded so far. */
      rows: readonly EmployeeRow[];
      /** How many rows match the filters. */
      matching: number;
      /** Employees in the report. */
      total: number;
      levels: readonly string[];
      positions: readonly string[];
      /** Client mode: every row is here, so the table sorts them; else the server sorts. */
      complete: boolean;
      /** Server mode: more pages to load, and whether one is on its way. */
      hasMore: boolean;
      loadingMore: boolean;
      loadMore: () => void;
      /** New filters were sent to the server and the answer is not in yet. */
      refreshing: boolean;
    };

const noop = () => undefined;
const wholeRows = (answer: EmployeesAnswer | undefined) =>
  answer?.status === 'ready' ? answer.employees : undefined;
const matchingOf = (answer: EmployeesAnswer | undefined) =>
  answer?.status === 'ready' ? answer.total : 0;

/**
 * The employees of one report. A first page (no filters) tells the status, the size and the
 * filter lists, and is polled every 2 s while the report is processed, stopping once it is
 * ready or failed (spec §4). Then:
 * - up to WHOLE_LIST_MAX employees: the whole list once, filtered in the browser;
 * - more: pages of PAGE_SIZE as the user scrolls, filtered and sorted by the server.
 */
export const useEmployeesData = (
  reportId: string,
  filters: EmployeeFilters,
  sort: EmployeeSort = null,
): EmployeesData => {
  const firstPage = { page: 1, page_size: PAGE_SIZE };
  const probe = useQuery({
    queryKey: employeesQueryKey(reportId, firstPage),
    queryFn: ({ signal }) => fetchEmployees(reportId, firstPage, signal),
    meta: { silentError: true },
    // Rows never change once a report is ready: comparing thousands of them buys nothing.
    structuralSharing: false,
    staleTime: (query) => (isStillProcessing(query.state.data) ? 0 : Infinity),
    refetchInterval: (query) =>
      isStillProcessing(query.state.data) ? REPORT_POLL_INTERVAL_MS : false,
  });
  const first = probe.data;
  const ready = first?.status === 'ready' ? first : undefined;
  const total = ready ? ready.total : 0;
  const mode = !ready ? 'none' : total <= WHOLE_LIST_MAX ? 'client' : 'server';

  const whole = useQuery({
    queryKey: employeesQueryKey(reportId),
    queryFn: ({ signal }) => fetchEmployees(reportId, {}, signal),
    enabled: mode === 'client' && total > PAGE_SIZE,
    meta: { silentError: true },
    structuralSharing: false,
    staleTime: Infinity,
  });

  const serverQuery = { ...filtersToQuery(filters), ...sortToQuery(sort) };
  const unfiltered = !hasFilters(filters) && sort === null;
  const pages = useInfiniteQuery({
    queryKey: employeesQueryKey(reportId, serverQuery, 'pages'),
    queryFn: ({ pageParam, signal }) =>
      fetchEmployees(reportId, { ...serverQuery, page: pageParam, page_size: PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: EmployeesAnswer) =>
      last.status === 'ready' && last.page * PAGE_SIZE < last.total ? last.page + 1 : undefined,
    // The unfiltered first page is the probe itself: no second request for it.
    initialData:
      unfiltered && ready
        ? ({ pages: [ready], pageParams: [1] } satisfies InfiniteData<EmployeesAnswer, number>)
        : undefined,
    enabled: mode === 'server',
    placeholderData: keepPreviousData,
    meta: { silentError: true },
    structuralSharing: false,
    staleTime: Infinity,
  });

  const allRows =
    mode === 'client' ? (total > PAGE_SIZE ? wholeRows(whole.data) : ready?.employees) : undefined;
  const clientRows = useMemo(
    () => (allRows ? filterEmployees(allRows, filters) : NO_ROWS),
    [allRows, filters],
  );
  const serverRows = useMemo(
    () => (pages.data ? pages.data.pages.flatMap((page) => wholeRows(page) ?? []) : NO_ROWS),
    [pages.data],
  );

  // A failed poll keeps the last answer (the next poll tries again), so only a first failure shows.
  if (!first) {
    return probe.isError
      ? { state: 'error', retry: () => void probe.refetch(), retrying: probe.isFetching }
      : { state: 'loading' };
  }
  if (first.status !== 'ready') return { state: 'status', answer: first };
  const meta = { total, levels: first.levels, positions: first.positions };
  if (mode === 'client') {
    if (whole.isError) {
      return { state: 'error', retry: () => void whole.refetch(), retrying: whole.isFetching };
    }
    if (!allRows) return { state: 'loading' };
    return {
      state: 'ready',
      ...meta,
      rows: clientRows,
      matching: clientRows.length,
      complete: true,
      hasMore: false,
      loadingMore: false,
      loadMore: noop,
      refreshing: false,
    };
  }
  if (pages.isError && !pages.data) {
    return { state: 'error', retry: () => void pages.refetch(), retrying: pages.isFetching };
  }
  if (!pages.data) return { state: 'loading' };
  return {
    state: 'ready',
    ...meta,
    rows: serverRows,
    matching: matchingOf(pages.data.pages[0]),
    complete: false,
    hasMore: pages.hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    loadMore: () => {
      if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
    },
    refreshing: pages.isPlaceholderData,
  };
};
