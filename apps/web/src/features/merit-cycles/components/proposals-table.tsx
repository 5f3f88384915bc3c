import { useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  proposalSortKeySchema,
  type MeritProposal,
  type MeritCycleSummary,
} from '@parytet/contract/merit-cycles';
import { currentLanguage } from '#lib/i18n.ts';
import type { ProposalSort } from '../hooks/use-proposals-data.ts';
import { ProposalEditor } from './proposal-editor.tsx';
import {
  buildProposalColumns,
  proposalColumnWidth,
  proposalFeatures,
} from './proposal-columns.tsx';
import { ProposalRow, ProposalsHead } from './proposal-row.tsx';
import { TableSpacer } from '#components/ui/virtual-table.tsx';
import tableStyles from '#components/ui/virtual-table.module.css';
import styles from './proposals-table.module.css';

/** Every row is this tall (CSS repeats it); only the open editor is measured. */
const ROW_HEIGHT = 40;
const OVERSCAN = 6;
/** Ask for the next page while this many loaded rows are still below the window. */
const LOAD_AHEAD = 150;

export type ProposalsTableProps = {
  cycle: Pick<MeritCycleSummary, 'id' | 'currency'>;
  rows: readonly MeritProposal[];
  caption: string;
  sort: ProposalSort;
  onSortChange: (sort: ProposalSort) => void;
  /** A draft and a role that edits: each row has its edit button. */
  editable: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
};

const toSorting = (sort: ProposalSort) =>
  sort ? [{ id: sort.key, desc: sort.order === 'desc' }] : [];
const fromSorting = (sorting: readonly { id: string; desc: boolean }[]): ProposalSort => {
  const key = proposalSortKeySchema.safeParse(sorting[0]?.id);
  return key.success ? { key: key.data, order: sorting[0]?.desc ? 'desc' : 'asc' } : null;
};

/**
 * The proposals as a real <table>, virtualised like the employees table: sticky header, ID
 * column and edit column, only the rows in view in the DOM. A row being edited opens in place
 * as a taller row holding its form.
 */
export const ProposalsTable = ({
  cycle,
  rows,
  caption,
  sort,
  onSortChange,
  editable,
  hasMore,
  onLoadMore,
}: ProposalsTableProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const scrollId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [frameWidth, setFrameWidth] = useState(0);
  const columns = useMemo(
    () => buildProposalColumns(t, lang, cycle.currency),
    [t, lang, cycle.currency],
  );
  const sorting = useMemo(() => toSorting(sort), [sort]);
  const table = useTable({
    features: proposalFeatures,
    columns,
    data: rows as MeritProposal[],
    state: { sorting },
    onSortingChange: (update) =>
      onSortChange(fromSorting(typeof update === 'function' ? update(sorting) : update)),
    manualSorting: true,
    enableSortingRemoval: true,
    getRowId: (row) => row.employee_id,
  });
  const modelRows = table.getRowModel().rows;
  const leafColumns = table.getAllLeafColumns();
  const span = leafColumns.length + (editable ? 1 : 0);
  const width =
    leafColumns.reduce((sum, column) => sum + proposalColumnWidth(column.id), 0) +
    (editable ? proposalColumnWidth('edit') : 0);

  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: modelRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => modelRows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const lastIndex = items.at(-1)?.index ?? 0;

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const mark = () => element.toggleAttribute('data-sideways', element.scrollLeft > 0);
    const measure = () => setFrameWidth(element.clientWidth);
    mark();
    measure();
    element.addEventListener('scroll', mark, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', mark);
      observer?.disconnect();
    };
  }, []);

  // A closed editor's row is a plain row again: forget the height measured for it.
  useEffect(() => {
    if (editing === null) virtualizer.measure();
  }, [editing, virtualizer]);

  useEffect(() => {
    if (hasMore && lastIndex >= modelRows.length - LOAD_AHEAD) onLoadMore();
  }, [hasMore, lastIndex, modelRows.length, onLoadMore]);

  const close = (employeeId: string) => {
    setEditing(null);
    // Back to the row's edit button, where the user was.
    requestAnimationFrame(() =>
      scrollRef.current?.querySelector<HTMLButtonElement>(`[data-edit="${employeeId}"]`)?.focus(),
    );
  };

  return (
    <div
      ref={scrollRef}
      id={scrollId}
      className={`${tableStyles.scroll} ${styles.scroll}`}
      role="region"
      aria-label={t('merit-cycles.proposals.region')}
      tabIndex={0}
    >
      <table className={tableStyles.table} style={{ width }} aria-rowcount={modelRows.length + 1}>
        <caption className="visually-hidden">{caption}</caption>
        <colgroup>
          {leafColumns.map((column) => (
            <col key={column.id} style={{ width: proposalColumnWidth(column.id) }} />
          ))}
          {editable && <col style={{ width: proposalColumnWidth('edit') }} />}
        </colgroup>
        <ProposalsHead
          headerGroups={table.getHeaderGroups()}
          sorting={sorting}
          editable={editable}
        />
        <tbody>
          {before > 0 && <TableSpacer height={before} span={span} />}
          {items.map((item) => {
            const row = modelRows[item.index];
            if (!row) return null;
            if (row.id === editing) {
              return (
                <tr
                  key={row.id}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  aria-rowindex={item.index + 2}
                  className={styles.editorRow}
                >
                  <td colSpan={span} className={styles.editorCell}>
                    <ProposalEditor
                      cycleId={cycle.id}
                      currency={cycle.currency}
                      proposal={row.original}
                      width={frameWidth}
                      onDone={() => close(row.id)}
                    />
                  </td>
                </tr>
              );
            }
            return (
              <ProposalRow
                key={row.id}
                row={row}
                index={item.index}
                columns={columns}
                editable={editable}
                onEdit={setEditing}
              />
            );
          })}
          {after > 0 && <TableSpacer height={after} span={span} />}
        </tbody>
      </table>
    </div>
  );
};
