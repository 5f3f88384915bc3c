import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdjustedRow } from '@parytet/contract/reports';
import {
  GapCell,
  reportTableStyles as table,
  TableScroll,
} from '../../../components/report-status/index.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import styles from './pay-gap.module.css';

export type AdjustedTableProps = {
  table: 'w1' | 'w2';
  caption: string;
  rows: readonly AdjustedRow[];
  weightedGap: number | null;
};

const sum = (
  rows: readonly AdjustedRow[],
  key: 'total_people' | 'number_of_women' | 'number_of_men',
) => rows.reduce((total, row) => total + row[key], 0);

/** Levels with their headcounts, the women's and men's averages and the gap between them. */
export const AdjustedTable = ({ table: which, caption, rows, weightedGap }: AdjustedTableProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const footnoteId = useId();
  const anyHidden = rows.some((r) => r.pay_gap_percentage === null);
  const cannotShow = (
    <span
      title={t('pay-gap.adjusted.cannotShowWhy')}
      aria-describedby={footnoteId}
      className={styles.cannotShow}
    >
      {t('pay-gap.gap.cannotShowShort')}
      <sup aria-hidden="true">*</sup>
    </span>
  );
  return (
    <div className={styles.tableWrap}>
      <TableScroll label={caption}>
        <table className={table.table} data-table={which}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pay-gap.adjusted.level')}</th>
              <th scope="col" className={table.num}>
                {t('pay-gap.adjusted.total')}
              </th>
              <th scope="col" className={table.num}>
                {t('pay-gap.women')}
              </th>
              <th scope="col" className={table.num}>
                {t('pay-gap.men')}
              </th>
              <th scope="col" className={table.num}>
                {t('pay-gap.adjusted.averageWomen')}
              </th>
              <th scope="col" className={table.num}>
                {t('pay-gap.adjusted.averageMen')}
              </th>
              <th scope="col" className={table.num}>
                {t('pay-gap.gap.column')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.level}>
                <th scope="row">{row.level}</th>
                <td className={table.num}>{formatNumber(row.total_people, lang)}</td>
                <td className={table.num}>{formatNumber(row.number_of_women, lang)}</td>
                <td className={table.num}>{formatNumber(row.number_of_men, lang)}</td>
                <td className={table.num}>{formatMoney(row.average_salary_women, lang)}</td>
                <td className={table.num}>{formatMoney(row.average_salary_men, lang)}</td>
                <GapCell value={row.pay_gap_percentage} empty={cannotShow} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('pay-gap.adjusted.weighted')}</th>
              <td className={table.num}>{formatNumber(sum(rows, 'total_people'), lang)}</td>
              <td className={table.num}>{formatNumber(sum(rows, 'number_of_women'), lang)}</td>
              <td className={table.num}>{formatNumber(sum(rows, 'number_of_men'), lang)}</td>
              <td className={table.num} />
              <td className={table.num} />
              <GapCell value={weightedGap} empty={cannotShow} />
            </tr>
          </tfoot>
        </table>
      </TableScroll>
      <p id={footnoteId} className={styles.footnote} hidden={!anyHidden && weightedGap !== null}>
        <span aria-hidden="true">* </span>
        {t('pay-gap.adjusted.cannotShowWhy')}
      </p>
    </div>
  );
};
