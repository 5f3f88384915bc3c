import { useMemo, useState } from 'react';

const PAGE_SIZE = 50;

/**
 * One page of rows at a time (a file may hold thousands of positions, each with two selects):
 * the page goes back to the first whenever the rows shown change (a filter or a search).
 */
export const usePagedRows = <T>(rows: readonly T[], resetKey: string) => {
  const [state, setState] = useState({ page: 0, key: resetKey });
  const page = state.key === resetKey ? state.page : 0;
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const shown = useMemo(
    () => rows.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE),
    [rows, current],
  );
  return {
    shown,
    page: current,
    pageCount,
    first: rows.length === 0 ? 0 : current * PAGE_SIZE + 1,
    last: Math.min(rows.length, (current + 1) * PAGE_SIZE),
    total: rows.length,
    setPage: (next: number) => setState({ page: next, key: resetKey }),
  };
};

export type Paging = ReturnType<typeof usePagedRows>;
