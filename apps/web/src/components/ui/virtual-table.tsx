import type { ReactNode } from 'react';
import styles from './virtual-table.module.css';

/** How a column is sorted, as TanStack Table says it. */
export type SortDirection = false | 'asc' | 'desc';

/** A header cell's aria-sort for its column's direction. */
export const ariaSort = (dir: SortDirection) =>
  dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none';

/** A sortable column's header: its label and the mark of its direction, as one button. */
export const SortButton = ({
  dir,
  onClick,
  children,
}: {
  dir: SortDirection;
  onClick: ((event: unknown) => void) | undefined;
  children: ReactNode;
}) => (
  <button type="button" className={styles.sort} onClick={onClick}>
    {children}
    <span className={styles.sortMark} aria-hidden="true">
      {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}
    </span>
  </button>
);

/** Stands in for the rows above or below a virtualised table's window. */
export const TableSpacer = ({ height, span }: { height: number; span: number }) => (
  <tr aria-hidden="true" className={styles.spacer}>
    <td colSpan={span} style={{ height }} />
  </tr>
);
