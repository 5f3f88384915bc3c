import { useTranslation } from 'react-i18next';
import type { CategoryChange, IndicatorChange } from '@parytet/contract/comparison';
import { reportTableStyles as tableStyles, TableScroll } from '#components/report-status/index.ts';
import { formatNumber, formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { signedNumber } from '../lib/term-label.ts';

const COUNTS = new Set(['head_count', 'women', 'men']);

type ChangeRow = { key: string; label: string; this: string; other: string; change: string };

/** One figure per row in both reports and its change: the indicators' and the categories' table. */
const ChangesTable = ({
  caption,
  rowHeader,
  thisLabel,
  otherLabel,
  rows,
}: {
  caption: string;
  rowHeader: string;
  thisLabel: string;
  otherLabel: string;
  rows: readonly ChangeRow[];
}) => {
  const { t } = useTranslation();
  return (
    <TableScroll label={caption}>
      <table className={tableStyles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            <th scope="col">{thisLabel}</th>
            <th scope="col">{otherLabel}</th>
            <th scope="col">{t('analysis.comparison.change')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.this}</td>
              <td>{row.other}</td>
              <td>{row.change}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
};

type Labels = { thisLabel: string; otherLabel: string };

/** A change in percentage points, or '-' where one side has no figure. */
const usePoints = () => {
  const { t } = useTranslation();
  return (change: number | null) =>
    change === null ? '-' : t('analysis.comparison.points', { value: signedNumber(change) });
};

/** Every scalar indicator of the two reports and the change (percentage points). */
export const IndicatorChangesTable = ({
  rows,
  ...labels
}: Labels & { rows: readonly IndicatorChange[] }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const points = usePoints();
  const value = (name: string, v: number | null) =>
    COUNTS.has(name) ? formatNumber(v, lang) : formatPercent(v, lang);
  return (
    <ChangesTable
      {...labels}
      caption={t('analysis.comparison.indicatorsCaption')}
      rowHeader={t('analysis.comparison.indicator')}
      rows={rows.map((row) => ({
        key: row.name,
        label: t(`analysis.indicators.${row.name}`),
        this: value(row.name, row.this),
        other: value(row.name, row.other),
        change: COUNTS.has(row.name) ? formatNumber(row.change, lang) : points(row.change),
      }))}
    />
  );
};

/** Each category's total-pay gap and flag in both reports. */
export const CategoryChangesTable = ({
  rows,
  ...labels
}: Labels & { rows: readonly CategoryChange[] }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const points = usePoints();
  const side = (s: CategoryChange['this']) =>
    s === null
      ? t('analysis.comparison.absent')
      : `${formatPercent(s.total_pay_gap_percentage, lang)}${s.flagged ? ` · ${t('analysis.comparison.flagged')}` : ''} (${formatNumber(s.total_people, lang)})`;
  return (
    <ChangesTable
      {...labels}
      caption={t('analysis.comparison.categoriesCaption')}
      rowHeader={t('analysis.comparison.category')}
      rows={rows.map((row) => ({
        key: row.category,
        label: row.category,
        this: side(row.this),
        other: side(row.other),
        change: points(row.change),
      }))}
    />
  );
};
