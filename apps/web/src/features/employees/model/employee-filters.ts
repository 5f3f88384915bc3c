import {
  EMPLOYEE_GAP_FILTERS,
  genderSchema,
  type EmployeeRow,
  type EmployeesQuery,
  type Gender,
} from '@parytet/contract/reports';

export type GapFilter = (typeof EMPLOYEE_GAP_FILTERS)[number];

/** The screen's four filters (spec §2); an absent key means "all". */
export type EmployeeFilters = {
  level?: string;
  gender?: Gender;
  position?: string;
  minGap?: GapFilter;
};

const isGapFilter = (value: number): value is GapFilter =>
  (EMPLOYEE_GAP_FILTERS as readonly number[]).includes(value);

/** Filters as kept in the address (`?level=L2&gender=female&position=…&min_gap=10`). */
export const filtersFromSearch = (search: URLSearchParams): EmployeeFilters => {
  const filters: EmployeeFilters = {};
  const level = search.get('level');
  if (level) filters.level = level;
  const gender = genderSchema.safeParse(search.get('gender'));
  if (gender.success) filters.gender = gender.data;
  const position = search.get('position');
  if (position) filters.position = position;
  const minGap = Number(search.get('min_gap'));
  if (isGapFilter(minGap)) filters.minGap = minGap;
  return filters;
};

/** The address's query with the filters replaced; other parameters are kept. */
export const filtersToSearch = (filters: EmployeeFilters, base = new URLSearchParams()) => {
  const search = new URLSearchParams(base);
  for (const key of ['level', 'gender', 'position', 'min_gap']) search.delete(key);
  if (filters.level !== undefined) search.set('level', filters.level);
  if (filters.gender !== undefined) search.set('gender', filters.gender);
  if (filters.position !== undefined) search.set('position', filters.position);
  if (filters.minGap !== undefined) search.set('min_gap', String(filters.minGap));
  return search;
};

export const hasFilters = (filters: EmployeeFilters) =>
  filters.level !== undefined ||
  filters.gender !== undefined ||
  filters.position !== undefined ||
  filters.minGap !== undefined;

/** The same filters as the server's query parameters. */
export const filtersToQuery = (filters: EmployeeFilters): EmployeesQuery => ({
  level: filters.level,
  gender: filters.gender,
  position: filters.position,
  min_gap: filters.minGap,
});

/**
 * Client-side twin of the server's filtering (employees.repository.ts), for reports small
 * enough to load whole: exact level, gender and position; |pay_gap| strictly greater than the
 * chosen percentage, so a row without a comparator (null gap) never passes a gap filter.
 */
export const filterEmployees = (
  rows: readonly EmployeeRow[],
  filters: EmployeeFilters,
): readonly EmployeeRow[] => {
  if (!hasFilters(filters)) return rows;
  const { level, gender, position, minGap } = filters;
  return rows.filter(
    (row) =>
      (level === undefined || row.level === level) &&
      (gender === undefined || row.gender === gender) &&
      (position === undefined || row.position === position) &&
      (minGap === undefined || (row.pay_gap !== null && Math.abs(row.pay_gap) > minGap)),
  );
};
