import { useTranslation } from 'react-i18next';
import type { ExtendedSalaryRangesView } from '@parytet/contract/reports';
import {
  CountCell,
  GapCell,
  isSmallGroup,
  MoneyCell,
  reportTableStyles as table,
  SmallGroupNote,
  TableScroll,
} from '#components/report-status/index.ts';
import styles from './salary-ranges.module.css';

/**
 * Positions grouped by level; the level cell spans its positions. The gap keeps the meaning it
 * has everywhere (orange: women paid less) rather than the spec's inverted colouring, so one
 * colour never says opposite things on two screens.
 */
export const ExtendedRangesTable = ({ ranges }: Pick<ExtendedSalaryRangesView, 'ranges'>) => {
  const { t } = useTranslation();
  const caption = t('salary-ranges.extended.caption');
  const labels = {
    average: t('salary-ranges.columns.average'),
    median: t('salary-ranges.columns.median'),
    employees: t('salary-ranges.columns.employees'),
    women: t('salary-ranges.columns.women'),
    womenAverage: t('salary-ranges.columns.womenAverage'),
    men: t('salary-ranges.columns.men'),
    menAverage: t('salary-ranges.columns.menAverage'),
    gap: t('salary-ranges.columns.gap'),
  };
  // A head-count mark (HR) or a withheld figure (viewer) is on screen: the note explains it.
  const marked = ranges.some((l) =>
    l.positions.some(
      (p) =>
        isSmallGroup(p.total_people) ||
        isSmallGroup(p.number_of_women) ||
        isSmallGroup(p.number_of_men) ||
        (p.small_group && p.average === null),
    ),
  );
  return (
    <>
      <TableScroll label={caption} tall={ranges.reduce((n, l) => n + l.positions.length, 0) > 30}>
        <table className={[table.table, table.stack, styles.grouped].join(' ')}>
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
                  <MoneyCell
                    value={position.average}
                    count={position.total_people}
                    withheld={position.small_group}
                    label={labels.average}
                  />
                  <MoneyCell
                    value={position.median}
                    count={position.total_people}
                    withheld={position.small_group}
                    label={labels.median}
                  />
                  <CountCell value={position.total_people} label={labels.employees} />
                  <CountCell value={position.number_of_women} label={labels.women} />
                  <MoneyCell
                    value={position.women_average_salary}
                    count={position.number_of_women}
                    label={labels.womenAverage}
                  />
                  <CountCell value={position.number_of_men} label={labels.men} />
                  <MoneyCell
                    value={position.men_average_salary}
                    count={position.number_of_men}
                    label={labels.menAverage}
                  />
                  <GapCell value={position.pay_gap_percentage} label={labels.gap} />
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </TableScroll>
      <SmallGroupNote show={marked} />
    </>
  );
};
