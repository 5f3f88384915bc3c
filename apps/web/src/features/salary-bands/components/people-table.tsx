import { flexRender, useTable, type SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@parytet/contract/reports';
import { currentLanguage } from '#lib/i18n.ts';
import {
  NUMERIC_PEOPLE_COLUMNS,
  peopleColumns,
  peopleColumnWidth,
  peopleFeatures,
  placeOf,
  type Person,
} from './people-columns.tsx';
import { ariaSort, SortButton, TableSpacer } from '#components/ui/virtual-table.tsx';
import tableStyles from '#components/ui/virtual-table.module.css';
import styles from './people-table.module.css';

/** Every row is this tall (the CSS repeats it), so the virtualiser never measures. */
const ROW_HEIGHT = 40;
const OVERSCAN = 8;

/**
 * Each person in their band as a real <table> with only the rows in view in the DOM (spacer
 * rows stand for the rest), sortable by any column: a 100 000-row report scrolls like a short one.
 */
export const PeopleTable = ({
  people,
  currency,
  caption,
}: {
  people: readonly Person[];
  currency: Currency;
  caption: string;
}) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [sorting, setSorting] = useState<SortingState>([]);
  const columns = useMemo(() => peopleColumns(t, lang, currency), [t, lang, currency]);
  const table = useTable({
    features: peopleFeatures,
    columns,
    // TanStack Table keeps the reference; the array is only read.
    data: people as Person[],
    state: { sorting },
    onSortingChange: setSorting,
    getRowId: (row, index) => `${index}-${row.id}`,
  });
  const rows = table.getRowModel().rows;
  const leaves = table.getAllLeafColumns();
  const width = leaves.reduce((sum, column) => sum + peopleColumnWidth(column.id), 0);
  // The virtualiser hands out fresh measurements on every scroll, which the React Compiler
  // cannot memoise; this component re-renders on scroll anyway.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div
      ref={scrollRef}
      className={[tableStyles.scroll, tableStyles.plain, styles.scroll].join(' ')}
      role="region"
      aria-label={caption}
      // The region scrolls with the arrow keys once focused (WCAG 2.1.1).
      tabIndex={0}
    >
      <table className={tableStyles.table} style={{ width }} aria-rowcount={rows.length + 1}>
        <caption className="visually-hidden">{caption}</caption>
        <colgroup>
          {leaves.map((column) => (
            <col key={column.id} style={{ width: peopleColumnWidth(column.id) }} />
          ))}
        </colgroup>
        <thead className={tableStyles.thead}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const dir = header.column.getIsSorted();
                const numeric = NUMERIC_PEOPLE_COLUMNS.has(header.column.id);
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={ariaSort(dir)}
                    className={[tableStyles.th, numeric && tableStyles.numeric]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    <SortButton dir={dir} onClick={header.column.getToggleSortingHandler()}>
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </SortButton>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {before > 0 && <TableSpacer height={before} span={leaves.length} />}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const place = placeOf(row.original);
            return (
              <tr
                key={row.id}
                aria-rowindex={item.index + 2}
                className={item.index % 2 === 1 ? tableStyles.odd : undefined}
                data-place={place}
              >
                {row.getAllCells().map((cell) => {
                  const id = cell.column.id;
                  const Cell = id === 'id' ? 'th' : 'td';
                  return (
                    <Cell
                      key={cell.id}
                      scope={id === 'id' ? 'row' : undefined}
                      className={[
                        tableStyles.td,
                        NUMERIC_PEOPLE_COLUMNS.has(id) && tableStyles.numeric,
                        id === 'place' && place !== 'within' && styles.outside,
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      title={id === 'position' ? row.original.position : undefined}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Cell>
                  );
                })}
              </tr>
            );
          })}
          {after > 0 && <TableSpacer height={after} span={leaves.length} />}
        </tbody>
      </table>
    </div>
  );
};
