import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type {
  MeritProposal,
  MeritProposals,
  MeritProposalsQuery,
  ProposalSortKey,
} from '@parytet/contract/merit-cycles';
import type { SortOrder } from '@parytet/contract/reports';
import { getProposals } from '../api/merit-calls.ts';
import { proposalsKey } from './merit-keys.ts';

/** Rows per request while scrolling (the server sorts and filters, like the employees view). */
const PAGE_SIZE = 500;
const NO_ROWS: readonly MeritProposal[] = [];

export type ProposalSort = { key: ProposalSortKey; order: SortOrder } | null;
export type ProposalFilters = Omit<MeritProposalsQuery, 'page' | 'page_size' | 'sort' | 'order'>;

export type ProposalsData = {
  status: 'loading' | 'error' | 'ready';
  rows: readonly MeritProposal[];
  /** Rows matching the filters. */
  total: number;
  /** The filter lists and the budget of the first page. */
  first: MeritProposals | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** New filters or a new sort were sent and the answer is not in yet. */
  refreshing: boolean;
  retry: () => void;
};

/** A cycle's proposals, page by page as the table scrolls, filtered and sorted by the server. */
export const useProposalsData = (
  id: string,
  filters: ProposalFilters,
  sort: ProposalSort,
): ProposalsData => {
  const query: MeritProposalsQuery = {
    ...filters,
    ...(sort ? { sort: sort.key, order: sort.order } : {}),
  };
  const pages = useInfiniteQuery({
    queryKey: [...proposalsKey(id), query],
    queryFn: ({ pageParam, signal }) =>
      getProposals(id, { ...query, page: pageParam, page_size: PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: MeritProposals) =>
      last.page * last.page_size < last.total ? last.page + 1 : undefined,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
  const rows = useMemo(
    () => (pages.data ? pages.data.pages.flatMap((page) => page.proposals) : NO_ROWS),
    [pages.data],
  );
  const first = pages.data?.pages[0];
  return {
    status: pages.data ? 'ready' : pages.isError ? 'error' : 'loading',
    rows,
    total: first?.total ?? 0,
    first,
    hasMore: pages.hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    loadMore: () => {
      if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
    },
    refreshing: pages.isPlaceholderData,
    retry: () => void pages.refetch(),
  };
};
