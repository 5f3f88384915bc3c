import { createColumnHelper, rowSortingFeature, tableFeatures } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { MeritProposal, ProposalSortKey } from '@parytet/contract/merit-cycles';
import type { Currency } from '@parytet/contract/reports';
import { formatNumber, formatPercent, type Lang } from '#lib/format.ts';
import { formatCents } from '../lib/money.ts';
import styles from './proposals-table.module.css';

/** The server sorts (the table is paged): the table only keeps the sort state. */
export const proposalFeatures = tableFeatures({ rowSortingFeature });

const helper = createColumnHelper<typeof proposalFeatures, MeritProposal>();

/** Column widths in px: the table lays out fixed, so virtualised rows never shift it. */
const COLUMN_WIDTHS: Record<string, number> = {
  employee_id: 110,
  gender: 84,
  level: 90,
  position: 190,
  category: 130,
  performance: 120,
  quartile: 96,
  compa_ratio: 104,
  base_salary: 124,
  guideline_percent: 112,
  raise_amount: 124,
  raise_percent: 104,
  new_base_salary: 160,
  source: 170,
  edit: 104,
};
export const proposalColumnWidth = (id: string) => COLUMN_WIDTHS[id] ?? 120;

const TEXT_COLUMNS = new Set([
  'employee_id',
  'gender',
  'level',
  'position',
  'category',
  'performance',
  'source',
  'edit',
]);
export const isNumericColumn = (id: string) => !TEXT_COLUMNS.has(id);

/** Every column of the proposals table; each sorts on the server by its own key. */
export const buildProposalColumns = (t: TFunction, lang: Lang, currency: Currency) => {
  const k = (key: string) => t(`merit-cycles.proposals.columns.${key}`);
  const money = (value: number | null) => formatCents(value, lang, currency);
  const text = (id: ProposalSortKey & keyof MeritProposal) =>
    helper.accessor(id, {
      id,
      header: k(id),
      cell: (info) => {
        const value = info.getValue();
        return value === null ? '–' : String(value);
      },
    });
  return helper.columns([
    text('employee_id'),
    helper.accessor('gender', {
      id: 'gender',
      header: k('gender'),
      cell: (info) => (
        <abbr title={t(`merit-cycles.gender.long.${info.getValue()}`)}>
          {t(`merit-cycles.gender.short.${info.getValue()}`)}
        </abbr>
      ),
    }),
    text('level'),
    text('position'),
    helper.accessor('performance', {
      id: 'performance',
      header: k('performance'),
      cell: (info) => info.getValue() ?? t('merit-cycles.proposals.noRating'),
    }),
    helper.accessor('quartile', {
      id: 'quartile',
      header: k('quartile'),
      cell: (info) => t('merit-cycles.matrix.quartile', { q: info.getValue() }),
    }),
    helper.accessor('base_salary', {
      id: 'base_salary',
      header: k('base_salary'),
      cell: (info) => money(info.getValue()),
    }),
    helper.accessor('guideline_percent', {
      id: 'guideline_percent',
      header: k('guideline_percent'),
      cell: (info) => formatPercent(info.getValue(), lang),
    }),
    helper.accessor('raise_amount', {
      id: 'raise_amount',
      header: k('raise_amount'),
      cell: (info) => money(info.getValue()),
    }),
    helper.accessor('raise_percent', {
      id: 'raise_percent',
      header: k('raise_percent'),
      cell: (info) => formatPercent(info.getValue(), lang),
    }),
    helper.accessor('new_base_salary', {
      id: 'new_base_salary',
      header: k('new_base_salary'),
      cell: (info) => (
        <>
          {money(info.getValue())}
          {info.row.original.above_band_max && (
            <span className={styles.aboveMax} title={t('merit-cycles.proposals.aboveMax')}>
              {' '}
              ▲<span className="visually-hidden">{t('merit-cycles.proposals.aboveMax')}</span>
            </span>
          )}
        </>
      ),
    }),
    helper.accessor('source', {
      id: 'source',
      header: k('source'),
      cell: (info) => {
        const { reason } = info.row.original;
        const label = t(`merit-cycles.sources.${info.getValue()}`);
        return reason ? <span title={reason}>{`${label}: ${reason}`}</span> : label;
      },
    }),
    text('category'),
    helper.accessor('compa_ratio', {
      id: 'compa_ratio',
      header: k('compa_ratio'),
      cell: (info) => formatNumber(info.getValue(), lang, 2),
    }),
  ]);
};
