import { useTranslation } from 'react-i18next';
import type { LevelRangeView } from '@parytet/contract/reports';
import {
  HeadcountCells,
  isSmallGroup,
  MoneyCell,
  reportTableStyles as table,
  SmallGroupNote,
  TableScroll,
  Withheld,
} from '#components/report-status/index.ts';
import { useFormatMoney } from '#lib/reports/report-currency.tsx';
import { rangeGeometry, rangeScale } from '../lib/range-geometry.ts';
import { RangeBar } from './range-bar.tsx';
import styles from './salary-ranges.module.css';

/** Levels down; headcounts, average, median, and the range drawn on one axis for all levels. */
export const BaseRangesTable = ({ ranges }: { ranges: readonly LevelRangeView[] }) => {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const scale = rangeScale(ranges);
  const caption = t('salary-ranges.base.caption');
  const labels = {
    total: t('salary-ranges.columns.total'),
    women: t('salary-ranges.columns.women'),
    men: t('salary-ranges.columns.men'),
    average: t('salary-ranges.columns.average'),
    median: t('salary-ranges.columns.median'),
    range: t('salary-ranges.columns.range'),
  };
  // A head-count mark (HR) or a withheld figure (viewer) is on screen: the note explains it.
  const marked = ranges.some(
    (r) => isSmallGroup(r.total_people) || (r.small_group && r.average === null),
  );
  return (
    <>
      <p className={styles.markers} aria-hidden="true">
        <span className={styles.markerKey}>
          <span className={[styles.bar, styles.keyBar].join(' ')} />
          {t('salary-ranges.base.keyRange')}
        </span>
        <span className={styles.markerKey}>
          <span className={[styles.median, styles.keyMedian].join(' ')} />
          {t('salary-ranges.base.keyMedian')}
        </span>
        <span className={styles.markerKey}>
          <span className={[styles.average, styles.keyAverage].join(' ')} />
          {t('salary-ranges.base.keyAverage')}
        </span>
      </p>
      <TableScroll label={caption}>
        <table className={[table.table, table.stack].join(' ')}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('salary-ranges.columns.level')}</th>
              <th scope="col" className={table.num}>
                {t('salary-ranges.columns.total')}
              </th>
              <th scope="col" className={table.num}>
                {t('salary-ranges.columns.women')}
              </th>
              <th scope="col" className={table.num}>
                {t('salary-ranges.columns.men')}
              </th>
              <th scope="col" className={table.num}>
                {t('salary-ranges.columns.average')}
              </th>
              <th scope="col" className={table.num}>
                {t('salary-ranges.columns.median')}
              </th>
              <th scope="col" className={styles.rangeHead}>
                {t('salary-ranges.columns.range')}
                {scale && (
                  <span className={styles.axis} aria-hidden="true">
                    <span>{money(scale.min)}</span>
                    <span>{money(scale.max)}</span>
                  </span>
                )}
              </th>
            </tr>
          </thead>
          <tbody>
            {ranges.map((range) => {
              const geometry = scale ? rangeGeometry(range, scale) : null;
              return (
                <tr key={range.level}>
                  <th scope="row">{range.level}</th>
                  <HeadcountCells group={range} labels={labels} />
                  <MoneyCell
                    value={range.average}
                    count={range.total_people}
                    label={labels.average}
                    withheld={range.small_group}
                  />
                  <MoneyCell
                    value={range.median}
                    count={range.total_people}
                    label={labels.median}
                    withheld={range.small_group}
                  />
                  <td className={styles.rangeCell} data-label={labels.range}>
                    {range.min_salary === null && range.small_group ? (
                      <Withheld />
                    ) : (
                      <span className={styles.rangeText}>
                        {t('salary-ranges.base.fromTo', {
                          min: money(range.min_salary),
                          max: money(range.max_salary),
                        })}
                      </span>
                    )}
                    {geometry && <RangeBar geometry={geometry} />}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <SmallGroupNote show={marked} />
    </>
  );
};
