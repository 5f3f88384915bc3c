import { useTranslation } from 'react-i18next';
import { DEFAULT_MIN_GROUP_SIZE } from '@parytet/contract/reports';
import type { ReportBands } from '@parytet/contract/salary-bands';
import {
  MoneyCell,
  reportTableStyles as table,
  SmallGroupNote,
  TableScroll,
} from '#components/report-status/index.ts';
import { formatMoney, formatNumber, formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import styles from './salary-bands.module.css';

type BandFigures = ReportBands['bands'][number];

/** A mean compa-ratio, or why there is none (fewer women or men than a mean needs). */
const Ratio = ({ value, people }: { value: number | null; people: number }) => {
  const { t, i18n } = useTranslation();
  if (value !== null) return <>{formatNumber(value, currentLanguage(i18n), 2)}</>;
  if (people === 0) return <>–</>;
  return (
    <span
      className={styles.muted}
      title={t('salary-bands.people.tooFewTitle', { min: DEFAULT_MIN_GROUP_SIZE })}
    >
      {t('salary-bands.people.tooFew')}
    </span>
  );
};

/**
 * Each band's figures: head counts, women's and men's mean compa-ratio and their gap (flagged at
 * 5 % or more), who sits below the minimum or above the maximum, and the monthly cost of
 * bringing everyone below the minimum up to it, in total and by gender. What a viewer may not
 * see over a small group arrives withheld and says so.
 */
export const BandAggregatesTable = ({ data }: { data: ReportBands }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const a = (key: string, values: Record<string, unknown> = {}) =>
    t(`salary-bands.people.aggregates.${key}`, values);
  const money = (value: number) => formatMoney(value, lang, data.currency);
  const split = (total: number, women: number, men: number) => (
    <>
      {formatNumber(total, lang)}
      <span className={styles.second}>
        {a('split', { women: formatNumber(women, lang), men: formatNumber(men, lang) })}
      </span>
    </>
  );
  const label = (band: BandFigures) =>
    band.job_family ? `${band.level} · ${band.job_family}` : band.level;
  return (
    <>
      <TableScroll label={a('caption')}>
        <table className={table.table} data-table="band-aggregates">
          <caption className="visually-hidden">{a('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{a('band')}</th>
              <th scope="col">{a('range')}</th>
              <th scope="col" className={styles.numHead}>
                {a('people')}
              </th>
              <th scope="col" className={styles.numHead}>
                {a('womenRatio')}
              </th>
              <th scope="col" className={styles.numHead}>
                {a('menRatio')}
              </th>
              <th scope="col" className={styles.numHead}>
                {a('gap')}
              </th>
              <th scope="col" className={styles.numHead}>
                {a('belowMin')}
              </th>
              <th scope="col" className={styles.numHead}>
                {a('aboveMax')}
              </th>
              <th scope="col" className={styles.numHead}>
                {a('cost')}
              </th>
              <th scope="col" className={styles.numHead}>
                {a('costWomen')}
              </th>
              <th scope="col" className={styles.numHead}>
                {a('costMen')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.bands.map((band) => (
              <tr key={label(band)} data-flagged={band.flagged || undefined}>
                <th scope="row">
                  {label(band)}
                  {band.small_group && <sup aria-hidden="true"> †</sup>}
                </th>
                <td>
                  <span className={styles.nowrap}>
                    {a('rangeValue', { min: money(band.min), max: money(band.max) })}
                  </span>
                  <span className={styles.second}>{a('midValue', { mid: money(band.mid) })}</span>
                </td>
                <td className={table.num}>
                  {split(band.total_people, band.number_of_women, band.number_of_men)}
                </td>
                <td className={table.num}>
                  <Ratio value={band.women_mean_compa_ratio} people={band.number_of_women} />
                </td>
                <td className={table.num}>
                  <Ratio value={band.men_mean_compa_ratio} people={band.number_of_men} />
                </td>
                <td className={table.num}>
                  {formatPercent(band.compa_ratio_gap_percentage, lang, { signed: true })}
                  {band.flagged && <span className={styles.flag}>{a('flagged')}</span>}
                </td>
                <td className={table.num}>
                  {split(band.below_min, band.below_min_women, band.below_min_men)}
                </td>
                <td className={table.num}>{formatNumber(band.above_max, lang)}</td>
                <MoneyCell
                  value={band.cost_to_min_monthly}
                  count={band.below_min}
                  withheld={band.small_group}
                />
                <MoneyCell
                  value={band.cost_to_min_monthly_women}
                  count={band.below_min_women}
                  withheld={band.small_group}
                />
                <MoneyCell
                  value={band.cost_to_min_monthly_men}
                  count={band.below_min_men}
                  withheld={band.small_group}
                />
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <SmallGroupNote show={data.bands.some((band) => band.small_group)}>
        {' '}
        {a('smallGroupBands', { min: DEFAULT_MIN_GROUP_SIZE })}
      </SmallGroupNote>
    </>
  );
};
