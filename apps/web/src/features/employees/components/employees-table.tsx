import { useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeeRow } from '@parytet/contract/reports';
import { currentLanguage } from '#lib/i18n.ts';
import { useReportCurrency } from '#lib/reports/report-currency.tsx';
import { sortFromSorting, sortToSorting, type EmployeeSort } from '../model/employee-sort.ts';
import { buildColumns, columnWidth, features } from './employee-columns.tsx';
import { TableSpacer } from '#components/ui/virtual-table.tsx';
import tableStyles from '#components/ui/virtual-table.module.css';
import styles from './employees-table.module.css';
import { EmployeeTableRow } from './employee-row.tsx';
import { EmployeesTableHead } from './employees-table-head.tsx';
import { TableSlider } from './table-slider.tsx';

/** Every row is this tall (CSS repeats it), so the virtualiser never has to measure. */
const ROW_HEIGHT = 40;
/** Rows rendered beyond each edge of the window: enough for a fast wheel, few enough to lay out. */
const OVERSCAN = 6;
/** Ask for the next page while this many loaded rows are still below the window. */
const LOAD_AHEAD = 150;

export type EmployeesTableProps = {
  rows: readonly EmployeeRow[];
  caption: string;
  /** The sorted column (kept in the address); a header click asks for another. */
  sort: EmployeeSort;
  onSortChange: (sort: EmployeeSort) => void;
  /** The rows come sorted from the server (a paged list); else the table sorts them. */
  sortedByServer: boolean;
  hasMore?: boolean;
  onLoadMore?: () => void;
};

/**
 * The employees as a real <table>: sticky header and ID column, fixed layout, and only the rows
 * in view (plus a margin) in the DOM, with spacer rows standing in for the rest, so 100 000
 * rows scroll as smoothly as 100.
 */
export const EmployeesTable = ({
  rows,
  caption,
  sort,
  onSortChange,
  sortedByServer,
  hasMore = false,
  onLoadMore,
}: EmployeesTableProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const scrollId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const currency = useReportCurrency();
  const columns = useMemo(() => buildColumns(t, lang, currency), [t, lang, currency]);
  // TanStack Table keeps the reference; a readonly array is only read.
  const data = rows as EmployeeRow[];
  const sorting = useMemo(() => sortToSorting(sort), [sort]);
  const table = useTable({
    features,
    columns,
    data,
    state: { sorting },
    onSortingChange: (update) =>
      onSortChange(sortFromSorting(typeof update === 'function' ? update(sorting) : update)),
    manualSorting: sortedByServer,
    enableSortingRemoval: true,
    getRowId: (row, index) => `${index}-${row.id}`,
  });
  const modelRows = table.getRowModel().rows;
  const leafColumns = table.getAllLeafColumns();
  const headerGroups = table.getHeaderGroups();
  const headerRows = headerGroups.length;
  const width = leafColumns.reduce((sum, column) => sum + columnWidth(column.id), 0);

  // The virtualiser hands out fresh measurements on every scroll, which the React Compiler
  // cannot memoise; this component re-renders on scroll anyway, so nothing is lost.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: modelRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const lastIndex = items.at(-1)?.index ?? 0;

  // Marks the frame while it is scrolled sideways (the ID column's stickiness, see the CSS);
  // straight on the element, so scrolling never re-renders for it.
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const mark = () => element.toggleAttribute('data-sideways', element.scrollLeft > 0);
    mark();
    element.addEventListener('scroll', mark, { passive: true });
    return () => element.removeEventListener('scroll', mark);
  }, []);

  useEffect(() => {
    if (hasMore && lastIndex >= modelRows.length - LOAD_AHEAD) onLoadMore?.();
  }, [hasMore, lastIndex, modelRows.length, onLoadMore]);

  return (
    <div className={styles.frame}>
      <TableSlider scrollRef={scrollRef} controls={scrollId} />
      <div
        ref={scrollRef}
        id={scrollId}
        className={`${tableStyles.scroll} ${styles.scroll}`}
        role="region"
        aria-label={t('employees.table.region')}
        // The region scrolls with the arrow keys once focused (WCAG 2.1.1).
        tabIndex={0}
      >
        <table
          className={tableStyles.table}
          style={{ width }}
          aria-rowcount={modelRows.length + headerRows}
        >
          <caption className="visually-hidden">{caption}</caption>
          <colgroup>
            {leafColumns.map((column) => (
              <col key={column.id} style={{ width: columnWidth(column.id) }} />
            ))}
          </colgroup>
          <EmployeesTableHead headerGroups={headerGroups} sorting={sorting} />
          <tbody>
            {before > 0 && <TableSpacer height={before} span={leafColumns.length} />}
            {items.map((item) => {
              const row = modelRows[item.index];
              return row ? (
                <EmployeeTableRow
                  key={row.id}
                  row={row}
                  index={item.index}
                  headerRows={headerRows}
                  columns={columns}
                />
              ) : null;
            })}
            {after > 0 && <TableSpacer height={after} span={leafColumns.length} />}
          </tbody>
        </table>
      </div>
    </div>
  );
};
