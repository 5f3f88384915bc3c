import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useEmployeeFilters } from './use-employee-filters.ts';
import { useEmployeeSort } from './use-employee-sort.ts';
import { useQueryWriter } from './use-query-writer.ts';

const useView = () => {
  const query = useQueryWriter();
  const [filters, setFilters] = useEmployeeFilters(query);
  const [sort, setSort] = useEmployeeSort(query);
  return { filters, setFilters, sort, setSort, search: useLocation().search };
};

/** Renders the view at `start`; the returned function gives its latest render. */
const renderView = (start: string) => {
  const seen: { current: ReturnType<typeof useView> | null } = { current: null };
  const Probe = () => {
    const view = useView();
    useEffect(() => {
      seen.current = view;
    });
    return null;
  };
  const router = createMemoryRouter([{ path: '/e', element: <Probe /> }], {
    initialEntries: [start],
  });
  render(<RouterProvider router={router} />);
  return () => {
    if (seen.current === null) throw new Error('not rendered');
    return seen.current;
  };
};

describe('the employees view in the address', () => {
  it('keeps every one of several quick changes, filters and sort alike', () => {
    const view = renderView('/e?gender=male');
    act(() => {
      view().setFilters(() => ({}));
      view().setFilters((current) => ({ ...current, level: 'L2' }));
      view().setSort({ key: 'pay_gap', order: 'desc' });
      view().setFilters((current) => ({ ...current, position: 'Analityk' }));
    });
    expect(view().filters).toEqual({ level: 'L2', position: 'Analityk' });
    expect(view().sort).toEqual({ key: 'pay_gap', order: 'desc' });
    expect(new URLSearchParams(view().search).get('gender')).toBeNull();
  });

  it('starts from the address and builds on it', () => {
    const view = renderView('/e?level=L1');
    expect(view().filters).toEqual({ level: 'L1' });
    act(() => view().setFilters((current) => ({ ...current, gender: 'female' })));
    expect(view().filters).toEqual({ level: 'L1', gender: 'female' });
  });
});
