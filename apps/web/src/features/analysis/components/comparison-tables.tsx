import { useTranslation } from 'react-i18next';
import type { CategoryChange, IndicatorChange } from '@parytet/contract/comparison';
import { reportTableStyles as tableStyles, TableScroll } from '#components/report-status/index.ts';
import { formatNumber, formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { signedNumber } from '../lib/term-label.ts';

const COUNTS = new Set(['head_count', 'women', 'men']);

/** Every scalar indicator of the two reports and the change (percentage points). */
export const IndicatorChangesTable = ({
  rows,
  thisLabel,
  otherLabel,
}: {
  rows: readonly IndicatorChange[];
  thisLabel: string;
  otherLabel: string;
}) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const caption = t('analysis.comparison.indicatorsCaption');
  const value = (name: string, v: number | null, signed = false) =>
    COUNTS.has(name) ? formatNumber(v, lang) : formatPercent(v, lang, { signed });
  return (
    <TableScroll label={caption}>
      <table className={tableStyles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('analysis.comparison.indicator')}</th>
            <th scope="col">{thisLabel}</th>
            <th scope="col">{otherLabel}</th>
            <th scope="col">{t('analysis.comparison.change')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{t(`analysis.indicators.${row.name}`)}</th>
              <td>{value(row.name, row.this)}</td>
              <td>{value(row.name, row.other)}</td>
              <td>
                {COUNTS.has(row.name)
                  ? formatNumber(row.change, lang)
                  : row.change === null
                    ? '-'
                    : t('analysis.comparison.points', {
                        value: signedNumber(row.change),
                      })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
};

/** Each category's total-pay gap and flag in both reports. */
export const CategoryChangesTable = ({
  rows,
  thisLabel,
  otherLabel,
}: {
  rows: readonly CategoryChange[];
  thisLabel: string;
  otherLabel: string;
}) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const caption = t('analysis.comparison.categoriesCaption');
  const side = (s: CategoryChange['this']) =>
    s === null
      ? t('analysis.comparison.absent')
      : `${formatPercent(s.total_pay_gap_percentage, lang)}${s.flagged ? ` · ${t('analysis.comparison.flagged')}` : ''} (${formatNumber(s.total_people, lang)})`;
  return (
    <TableScroll label={caption}>
      <table className={tableStyles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('analysis.comparison.category')}</th>
            <th scope="col">{thisLabel}</th>
            <th scope="col">{otherLabel}</th>
            <th scope="col">{t('analysis.comparison.change')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.category}>
              <th scope="row">{row.category}</th>
              <td>{side(row.this)}</td>
              <td>{side(row.other)}</td>
              <td>
                {row.change === null
                  ? '-'
                  : t('analysis.comparison.points', { value: signedNumber(row.change) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
};
