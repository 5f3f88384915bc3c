import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type QueryWriter = {
  /** The address's query as last rendered. */
  key: string;
  /** Changes the query, from the last one written (replacing the history entry). */
  write: (change: (query: URLSearchParams) => URLSearchParams) => void;
};

/**
 * One writer of the address's query for the employees view's filters and sort. The router hands
 * updaters the query of the last render, so two quick changes (clear, then pick; sort, then
 * filter) would lose the first: the query last written is kept here instead, and taken from the
 * address again only once the address shows the last of them. A render of an earlier write
 * still on its way must not bring back what came before it.
 */
export const useQueryWriter = (): QueryWriter => {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const latest = useRef(key);
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const at = pending.current.indexOf(key);
    // Not one of ours (Back, another report's link): the address wins, nothing is pending.
    pending.current = at >= 0 ? pending.current.slice(at + 1) : [];
    if (pending.current.length === 0) latest.current = key;
  }, [key]);

  const write = useCallback(
    (change: (query: URLSearchParams) => URLSearchParams) => {
      const next = change(new URLSearchParams(latest.current)).toString();
      latest.current = next;
      pending.current.push(next);
      setSearch(new URLSearchParams(next), { replace: true });
    },
    [setSearch],
  );
  return { key, write };
};
