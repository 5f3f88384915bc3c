import {
  flexRender,
  type Header,
  type HeaderGroup,
  type SortingState,
} from '@tanstack/react-table';
import { memo } from 'react';
import type { EmployeeRow } from '@parytet/contract/reports';
import type { features } from './employee-columns.tsx';
import { isNumeric } from './employee-row.tsx';
import styles from './employees-table.module.css';

type SortDir = false | 'asc' | 'desc';
const ariaSort = (dir: SortDir) =>
  dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none';

const HeaderCell = ({ header }: { header: Header<typeof features, EmployeeRow, unknown> }) => {
  const { column } = header;
  // A placeholder above a shallow column spans down to it and stands for that column.
  const leaf = column.columns.length === 0;
  const canSort = leaf && column.getCanSort();
  const dir: SortDir = canSort ? column.getIsSorted() : false;
  const label = flexRender(header.column.columnDef.header, header.getContext());
  return (
    <th
      colSpan={header.colSpan}
      rowSpan={header.rowSpan > 1 ? header.rowSpan : undefined}
      scope={leaf ? 'col' : 'colgroup'}
      aria-sort={canSort ? ariaSort(dir) : undefined}
      className={[
        styles.th,
        !leaf && styles.group,
        column.id === 'id' && styles.sticky,
        column.id === 'pay_gap' && styles.stickyEnd,
        isNumeric(column.id) && styles.numeric,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {canSort ? (
        <button type="button" className={styles.sort} onClick={column.getToggleSortingHandler()}>
          {label}
          <span className={styles.sortMark} aria-hidden="true">
            {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        label
      )}
    </th>
  );
};

export type EmployeesTableHeadProps = {
  headerGroups: HeaderGroup<typeof features, EmployeeRow>[];
  /** Not read here: a new sorting re-renders the marks. */
  sorting: SortingState;
};

/** The two header rows; memoised, so scrolling the body never re-renders them. */
export const EmployeesTableHead = memo(function EmployeesTableHead({
  headerGroups,
}: EmployeesTableHeadProps) {
  return (
    <thead className={styles.thead}>
      {headerGroups.map((group) => (
        <tr key={group.id}>
          {group.headers
            .filter((header) => header.rowSpan !== 0)
            .map((header) => (
              <HeaderCell key={header.id} header={header} />
            ))}
        </tr>
      ))}
    </thead>
  );
});
