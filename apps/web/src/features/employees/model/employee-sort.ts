import {
  employeeSortKeySchema,
  sortOrderSchema,
  type EmployeeSortKey,
  type EmployeesQuery,
  type SortOrder,
} from '@parytet/contract/reports';

/** The table's one sorted column, or null for file order. */
export type EmployeeSort = { key: EmployeeSortKey; order: SortOrder } | null;

/** Sort as kept in the address (`?sort=pay_gap&order=desc`), beside the filters. */
export const sortFromSearch = (search: URLSearchParams): EmployeeSort => {
  const key = employeeSortKeySchema.safeParse(search.get('sort'));
  if (!key.success) return null;
  const order = sortOrderSchema.safeParse(search.get('order'));
  return { key: key.data, order: order.success ? order.data : 'asc' };
};

/** The address's query with the sort replaced; other parameters are kept. */
export const sortToSearch = (sort: EmployeeSort, base = new URLSearchParams()) => {
  const search = new URLSearchParams(base);
  search.delete('sort');
  search.delete('order');
  if (sort) {
    search.set('sort', sort.key);
    search.set('order', sort.order);
  }
  return search;
};

/** The same sort as the server's query parameters. */
export const sortToQuery = (sort: EmployeeSort): Pick<EmployeesQuery, 'sort' | 'order'> =>
  sort ? { sort: sort.key, order: sort.order } : {};

/** TanStack Table's sorting state for the sort, and back (only known columns are kept). */
export const sortToSorting = (sort: EmployeeSort) =>
  sort ? [{ id: sort.key, desc: sort.order === 'desc' }] : [];

export const sortFromSorting = (
  sorting: readonly { id: string; desc: boolean }[],
): EmployeeSort => {
  const first = sorting[0];
  const key = employeeSortKeySchema.safeParse(first?.id);
  return first && key.success ? { key: key.data, order: first.desc ? 'desc' : 'asc' } : null;
};
