import {
  flexRender,
  type Header,
  type HeaderGroup,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeritProposal } from '@parytet/contract/merit-cycles';
import { isNumericColumn, type proposalFeatures } from './proposal-columns.tsx';
import { ariaSort, SortButton, type SortDirection } from '#components/ui/virtual-table.tsx';
import tableStyles from '#components/ui/virtual-table.module.css';
import styles from './proposals-table.module.css';

type Features = typeof proposalFeatures;

const cellClass = (id: string, extra?: string | false) =>
  [
    tableStyles.td,
    id === 'employee_id' && tableStyles.sticky,
    isNumericColumn(id) && tableStyles.numeric,
    extra,
  ]
    .filter(Boolean)
    .join(' ');

export type ProposalRowProps = {
  row: Row<Features, MeritProposal>;
  index: number;
  /** Not read here: new column definitions (another language) re-render the row. */
  columns: unknown;
  editable: boolean;
  onEdit: (employeeId: string) => void;
};

/** One person's proposal; memoised, so scrolling renders only the rows entering the window. */
export const ProposalRow = memo(function ProposalRow({
  row,
  index,
  editable,
  onEdit,
}: ProposalRowProps) {
  const { t } = useTranslation();
  const proposal = row.original;
  return (
    <tr
      className={index % 2 === 1 ? tableStyles.odd : undefined}
      aria-rowindex={index + 2}
      data-employee={proposal.employee_id}
    >
      {row.getAllCells().map((cell) => {
        const id = cell.column.id;
        const Cell = id === 'employee_id' ? 'th' : 'td';
        return (
          <Cell
            key={cell.id}
            scope={id === 'employee_id' ? 'row' : undefined}
            className={cellClass(id, id === 'raise_amount' && styles.raise)}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </Cell>
        );
      })}
      {editable && (
        <td className={[tableStyles.td, styles.stickyEnd].join(' ')}>
          <button
            type="button"
            className={styles.editButton}
            data-edit={proposal.employee_id}
            aria-label={t('merit-cycles.proposals.editFor', { id: proposal.employee_id })}
            onClick={() => onEdit(proposal.employee_id)}
          >
            {t('merit-cycles.proposals.edit')}
          </button>
        </td>
      )}
    </tr>
  );
});

const HeaderCell = ({ header }: { header: Header<Features, MeritProposal, unknown> }) => {
  const { column } = header;
  const dir: SortDirection = column.getIsSorted();
  const label = flexRender(column.columnDef.header, header.getContext());
  return (
    <th
      scope="col"
      aria-sort={ariaSort(dir)}
      className={[
        tableStyles.th,
        column.id === 'employee_id' && tableStyles.sticky,
        isNumericColumn(column.id) && tableStyles.numeric,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <SortButton dir={dir} onClick={column.getToggleSortingHandler()}>
        {label}
      </SortButton>
    </th>
  );
};

export type ProposalsHeadProps = {
  headerGroups: HeaderGroup<Features, MeritProposal>[];
  /** Not read here: a new sorting re-renders the marks. */
  sorting: SortingState;
  editable: boolean;
};

/** The header row; memoised, so scrolling the body never re-renders it. */
export const ProposalsHead = memo(function ProposalsHead({
  headerGroups,
  editable,
}: ProposalsHeadProps) {
  const { t } = useTranslation();
  return (
    <thead className={tableStyles.thead}>
      {headerGroups.map((group) => (
        <tr key={group.id} aria-rowindex={1}>
          {group.headers.map((header) => (
            <HeaderCell key={header.id} header={header} />
          ))}
          {editable && (
            <th scope="col" className={[tableStyles.th, styles.stickyEnd].join(' ')}>
              <span className="visually-hidden">{t('merit-cycles.proposals.actions')}</span>
            </th>
          )}
        </tr>
      ))}
    </thead>
  );
});
