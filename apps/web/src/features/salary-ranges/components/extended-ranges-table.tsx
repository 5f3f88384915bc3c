import { useTranslation } from 'react-i18next';
import type { ExtendedSalaryRangesData } from '@parytet/contract/reports';
import {
  GapCell,
  reportTableStyles as table,
  TableScroll,
} from '../../../components/report-status/index.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import styles from './salary-ranges.module.css';

/**
 * Positions grouped by level; the level cell spans its positions. The gap keeps the meaning it
 * has everywhere (orange: women paid less) rather than the spec's inverted colouring, so one
 * colour never says opposite things on two screens.
 */
export const ExtendedRangesTable = ({ ranges }: ExtendedSalaryRangesData) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const caption = t('salary-ranges.extended.caption');
  return (
    <TableScroll label={caption} tall={ranges.reduce((n, l) => n + l.positions.length, 0) > 30}>
      <table className={[table.table, styles.grouped].join(' ')}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('salary-ranges.columns.level')}</th>
            <th scope="col">{t('salary-ranges.columns.position')}</th>
            <th scope="col" className={table.num}>
              {t('salary-ranges.columns.average')}
            </th>
            <th scope="col" className={table.num}>
              {t('salary-ranges.columns.median')}
            </th>
            <th scope="col" className={table.num}>
              {t('salary-ranges.columns.employees')}
            </th>
            <th scope="col" className={table.num}>
              {t('salary-ranges.columns.women')}
            </th>
            <th scope="col" className={table.num}>
              {t('salary-ranges.columns.womenAverage')}
            </th>
            <th scope="col" className={table.num}>
              {t('salary-ranges.columns.men')}
            </th>
            <th scope="col" className={table.num}>
              {t('salary-ranges.columns.menAverage')}
            </th>
            <th scope="col" className={table.num}>
              {t('salary-ranges.columns.gap')}
            </th>
          </tr>
        </thead>
        {ranges.map((level) => (
          <tbody key={level.level} className={styles.levelGroup}>
            {level.positions.map((position, index) => (
              <tr key={position.position}>
                {index === 0 && (
                  <th
                    scope="rowgroup"
                    rowSpan={level.positions.length}
                    className={styles.levelCell}
                  >
                    {level.level}
                  </th>
                )}
                <th scope="row" className={styles.positionCell}>
                  {position.position}
                </th>
                <td className={table.num}>{formatMoney(position.average, lang)}</td>
                <td className={table.num}>{formatMoney(position.median, lang)}</td>
                <td className={table.num}>{formatNumber(position.total_people, lang)}</td>
                <td className={table.num}>{formatNumber(position.number_of_women, lang)}</td>
                <td className={table.num}>{formatMoney(position.women_average_salary, lang)}</td>
                <td className={table.num}>{formatNumber(position.number_of_men, lang)}</td>
                <td className={table.num}>{formatMoney(position.men_average_salary, lang)}</td>
                <GapCell value={position.pay_gap_percentage} />
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </TableScroll>
  );
};
