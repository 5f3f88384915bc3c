import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdjustedRow } from '@parytet/contract/reports';
import {
  GapCell,
  HeadcountCells,
  type Headcounts,
  isSmallGroup,
  MoneyCell,
  reportTableStyles as table,
  SmallGroupNote,
  TableScroll,
} from '#components/report-status/index.ts';
import styles from './pay-gap.module.css';

export type AdjustedTableProps = {
  table: 'w1' | 'w2';
  caption: string;
  rows: readonly AdjustedRow[];
  weightedGap: number | null;
};

/** Every level's head counts added up, for the weighted row. */
const totals = (rows: readonly AdjustedRow[]): Headcounts => ({
  total_people: rows.reduce((total, row) => total + row.total_people, 0),
  number_of_women: rows.reduce((total, row) => total + row.number_of_women, 0),
  number_of_men: rows.reduce((total, row) => total + row.number_of_men, 0),
});

/** Levels with their headcounts, the women's and men's averages and the gap between them. */
export const AdjustedTable = ({ table: which, caption, rows, weightedGap }: AdjustedTableProps) => {
  const { t } = useTranslation();
  const footnoteId = useId();
  const labels = {
    total: t('pay-gap.adjusted.total'),
    women: t('pay-gap.women'),
    men: t('pay-gap.men'),
    averageWomen: t('pay-gap.adjusted.averageWomen'),
    averageMen: t('pay-gap.adjusted.averageMen'),
    gap: t('pay-gap.gap.column'),
  };
  const anyHidden = rows.some((r) => r.pay_gap_percentage === null);
  const anyMarked = rows.some(
    (r) => isSmallGroup(r.number_of_women) || isSmallGroup(r.number_of_men),
  );
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
        <table className={[table.table, table.stack].join(' ')} data-table={which}>
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
                <HeadcountCells group={row} labels={labels} />
                <MoneyCell
                  value={row.average_salary_women}
                  count={row.number_of_women}
                  label={labels.averageWomen}
                />
                <MoneyCell
                  value={row.average_salary_men}
                  count={row.number_of_men}
                  label={labels.averageMen}
                />
                <GapCell value={row.pay_gap_percentage} empty={cannotShow} label={labels.gap} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('pay-gap.adjusted.weighted')}</th>
              <HeadcountCells group={totals(rows)} labels={labels} />
              <td className={table.num} />
              <td className={table.num} />
              <GapCell value={weightedGap} empty={cannotShow} label={labels.gap} />
            </tr>
          </tfoot>
        </table>
      </TableScroll>
      <p id={footnoteId} className={styles.footnote} hidden={!anyHidden && weightedGap !== null}>
        <span aria-hidden="true">* </span>
        {t('pay-gap.adjusted.cannotShowWhy')}
      </p>
      <SmallGroupNote show={anyMarked} />
    </div>
  );
};
