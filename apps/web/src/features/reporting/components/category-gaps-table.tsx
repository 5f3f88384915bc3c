import { useTranslation } from 'react-i18next';
import type { IndicatorsView } from '@parytet/contract/reporting/indicators';
import { DEFAULT_MIN_GROUP_SIZE } from '@parytet/contract/reports';
import {
  GapCell,
  reportTableStyles as table,
  TableScroll,
} from '#components/report-status/index.ts';
import { formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import styles from './reporting.module.css';

/** The server's flag (the engine's one rule) as the screen words it. */
const FLAG_KEY: Record<IndicatorsView['categories'][number]['flag'], string> = {
  flagged: 'flagged',
  to_watch: 'toWatch',
  below_threshold: 'notFlagged',
  withheld: 'flagWithheld',
};

/** Indicator (g): per category of workers, the gaps in basic pay, bonuses and total pay. */
export const CategoryGapsTable = ({ rows }: { rows: IndicatorsView['categories'] }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const k = (key: string) => t(`reporting.indicators.${key}`);
  const withheld = k('withheld');
  const anyMarked = rows.some((r) => r.small_group);
  return (
    <>
      <TableScroll label={k('g')}>
        <table className={[table.table, table.stack].join(' ')} data-table="categories">
          <caption className="visually-hidden">{k('g')}</caption>
          <thead>
            <tr>
              <th scope="col">{k('category')}</th>
              <th scope="col" className={table.num}>
                {k('people')}
              </th>
              <th scope="col" className={table.num}>
                {k('women')}
              </th>
              <th scope="col" className={table.num}>
                {k('men')}
              </th>
              <th scope="col" className={table.num}>
                {k('base')}
              </th>
              <th scope="col" className={table.num}>
                {k('variable')}
              </th>
              <th scope="col" className={table.num}>
                {k('total')}
              </th>
              <th scope="col">{k('flag')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.category}>
                <th scope="row">
                  {row.category}
                  {row.small_group && <span className={styles.mark}>*</span>}
                </th>
                <td className={table.num} data-label={k('people')}>
                  {formatNumber(row.total_people, lang)}
                </td>
                <td className={table.num} data-label={k('women')}>
                  {formatNumber(row.number_of_women, lang)}
                </td>
                <td className={table.num} data-label={k('men')}>
                  {formatNumber(row.number_of_men, lang)}
                </td>
                <GapCell value={row.base_pay_gap_percentage} empty={withheld} label={k('base')} />
                <GapCell
                  value={row.variable_pay_gap_percentage}
                  empty={withheld}
                  label={k('variable')}
                />
                <GapCell value={row.total_pay_gap_percentage} empty={withheld} label={k('total')} />
                <td
                  data-label={k('flag')}
                  data-flag={row.flag}
                  className={row.flag === 'flagged' ? styles.flagged : undefined}
                >
                  {k(FLAG_KEY[row.flag])}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {anyMarked && (
        <p className={styles.note}>
          * {t('reporting.indicators.smallGroupMark', { min: DEFAULT_MIN_GROUP_SIZE })}
        </p>
      )}
    </>
  );
};
