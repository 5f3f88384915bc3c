import { flexRender, type Row } from '@tanstack/react-table';
import { memo } from 'react';
import type { EmployeeRow as Employee } from '@parytet/contract/reports';
import { cellStyle, type features } from './employee-columns.tsx';
import tableStyles from '#components/ui/virtual-table.module.css';
import styles from './employees-table.module.css';

const TEXT_COLUMNS = new Set([
  'id',
  'gender',
  'level',
  'position',
  'position_average',
  'level_average',
]);
export const isNumeric = (columnId: string) => !TEXT_COLUMNS.has(columnId);

// One class string per column, worked out once rather than for each of thousands of cells.
const cellClasses = new Map<string, string>();
const cellClass = (columnId: string) => {
  let classes = cellClasses.get(columnId);
  if (classes === undefined) {
    classes = [
      tableStyles.td,
      columnId === 'id' && tableStyles.sticky,
      isNumeric(columnId) && tableStyles.numeric,
      columnId === 'pay_gap' && styles.gap,
      columnId === 'pay_gap' && styles.stickyEnd,
    ]
      .filter(Boolean)
      .join(' ');
    cellClasses.set(columnId, classes);
  }
  return classes;
};

export type EmployeeTableRowProps = {
  row: Row<typeof features, Employee>;
  /** Position in the table's rows (zebra stripes, aria-rowindex). */
  index: number;
  headerRows: number;
  /** Not read here: new column definitions (another language) re-render the row. */
  columns: unknown;
};

/**
 * A row re-renders only for another employee, place or set of columns. The table's row objects
 * are made afresh whenever a page arrives, though they still stand for the same employee.
 */
const sameRow = (before: EmployeeTableRowProps, after: EmployeeTableRowProps) =>
  before.row.original === after.row.original &&
  before.index === after.index &&
  before.headerRows === after.headerRows &&
  before.columns === after.columns;

/**
 * One table row. Memoised: while the table scrolls only the rows entering the window render,
 * the others are kept as they are.
 */
export const EmployeeTableRow = memo(function EmployeeTableRow({
  row,
  index,
  headerRows,
}: EmployeeTableRowProps) {
  return (
    <tr
      className={index % 2 === 1 ? tableStyles.odd : undefined}
      aria-rowindex={index + 1 + headerRows}
    >
      {row.getAllCells().map((cell) => {
        const id = cell.column.id;
        const Cell = id === 'id' ? 'th' : 'td';
        return (
          <Cell
            key={cell.id}
            scope={id === 'id' ? 'row' : undefined}
            className={cellClass(id)}
            style={cellStyle(id, row.original)}
            title={id === 'position' ? row.original.position : undefined}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </Cell>
        );
      })}
    </tr>
  );
}, sameRow);
