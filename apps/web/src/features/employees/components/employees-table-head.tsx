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
import { ariaSort, SortButton, type SortDirection } from '#components/ui/virtual-table.tsx';
import tableStyles from '#components/ui/virtual-table.module.css';
import styles from './employees-table.module.css';

const HeaderCell = ({ header }: { header: Header<typeof features, EmployeeRow, unknown> }) => {
  const { column } = header;
  // A placeholder above a shallow column spans down to it and stands for that column.
  const leaf = column.columns.length === 0;
  const canSort = leaf && column.getCanSort();
  const dir: SortDirection = canSort ? column.getIsSorted() : false;
  const label = flexRender(header.column.columnDef.header, header.getContext());
  return (
    <th
      colSpan={header.colSpan}
      rowSpan={header.rowSpan > 1 ? header.rowSpan : undefined}
      scope={leaf ? 'col' : 'colgroup'}
      aria-sort={canSort ? ariaSort(dir) : undefined}
      className={[
        tableStyles.th,
        !leaf && styles.group,
        column.id === 'id' && tableStyles.sticky,
        column.id === 'pay_gap' && styles.stickyEnd,
        isNumeric(column.id) && tableStyles.numeric,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {canSort ? (
        <SortButton dir={dir} onClick={column.getToggleSortingHandler()}>
          {label}
        </SortButton>
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
    <thead className={tableStyles.thead}>
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
