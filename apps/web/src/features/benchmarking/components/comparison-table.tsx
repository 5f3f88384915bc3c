import { useTranslation } from 'react-i18next';
import type { BenchmarkCell, BenchmarkResponse } from '@parytet/contract/benchmarking';
import {
  reportTableStyles as table,
  TableScroll,
} from '../../../components/report-status/index.ts';
import { formatNumber } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { BenchmarkNames } from '../hooks/use-benchmark-names.ts';
import {
  cellKey,
  cellPlace,
  otherFigures,
  ownWithheld,
  pln,
  standingText,
  unlike,
} from '../lib/cell-text.ts';
import styles from './benchmarking.module.css';
import { SourceDetails } from './source-details.tsx';
import { WithheldReason } from './withheld-reason.tsx';

export type ComparisonTableProps = {
  data: BenchmarkResponse;
  names: BenchmarkNames;
  caption: string;
};

/** A published quartile, or "not published" in words: a missing figure is never derived. */
const Quartile = ({ value }: { value: number | null }) => {
  const { t, i18n } = useTranslation();
  return (
    <td className={table.num}>
      {value === null ? (
        <span className={styles.muted}>{t('benchmarking.figures.notPublished')}</span>
      ) : (
        pln(value, currentLanguage(i18n))
      )}
    </td>
  );
};

/** The organisation's own median in the cell, withheld where the server withheld it. */
const OwnMedian = ({ cell, min }: { cell: BenchmarkCell; min: number }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  if (ownWithheld(cell)) {
    return (
      <span className={styles.withheld} data-withheld="own">
        {t('benchmarking.own.withheld', { min })}
      </span>
    );
  }
  if (cell.own_median === null) return <span className={styles.muted}>–</span>;
  const genders = [
    cell.own_women_median !== null &&
      t('benchmarking.figures.women', { value: pln(cell.own_women_median, lang) }),
    cell.own_men_median !== null &&
      t('benchmarking.figures.men', { value: pln(cell.own_men_median, lang) }),
  ].filter((text): text is string => typeof text === 'string');
  return (
    <>
      <strong>{pln(cell.own_median, lang)}</strong>
      {cell.own_small_group && (
        <span className={styles.smallGroup}>{t('benchmarking.own.smallGroup', { min })}</span>
      )}
      {genders.map((text) => (
        <span key={text} className={styles.subLine}>
          {text}
        </span>
      ))}
    </>
  );
};

/**
 * One row per role × seniority (× region) and pay measure: the organisation's median beside
 * the benchmark's quartiles as given, the other figures the source gives, where the median
 * stands, and the source in full. A withheld pooled cell says which rule it breaks.
 */
export const ComparisonTable = ({ data, names, caption }: ComparisonTableProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const c = (key: string) => t(`benchmarking.table.${key}`);
  return (
    <TableScroll label={caption}>
      <table className={[table.table, styles.comparisonTable].join(' ')} data-table="benchmark">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{c('role')}</th>
            <th scope="col">{c('measure')}</th>
            <th scope="col" className={table.num}>
              {c('people')}
            </th>
            <th scope="col" className={table.num}>
              {c('own')}
            </th>
            <th scope="col" className={table.num}>
              {c('p25')}
            </th>
            <th scope="col" className={table.num}>
              {c('p50')}
            </th>
            <th scope="col" className={table.num}>
              {c('p75')}
            </th>
            <th scope="col">{c('other')}</th>
            <th scope="col">{c('standing')}</th>
            <th scope="col">{c('source')}</th>
          </tr>
        </thead>
        <tbody>
          {data.cells.map((cell) => {
            const other = otherFigures(t, cell, lang);
            return (
              <tr
                key={cellKey(cell)}
                data-status={cell.status}
                data-comparability={cell.comparability}
              >
                <th scope="row">
                  {names.role(cell.role)}
                  <span className={styles.subLine}>{cellPlace(t, names, cell)}</span>
                </th>
                <td>{t(`benchmarking.measure.${cell.measure}`)}</td>
                <td className={table.num}>
                  {formatNumber(cell.own_people, lang)}
                  <span className={styles.subLine}>
                    {t('benchmarking.own.split', {
                      women: formatNumber(cell.own_women, lang),
                      men: formatNumber(cell.own_men, lang),
                    })}
                  </span>
                </td>
                <td className={table.num}>
                  <OwnMedian cell={cell} min={data.min_group_size} />
                </td>
                {cell.status === 'withheld' ? (
                  <td colSpan={4}>
                    <WithheldReason reason={cell.withheld_reason} />
                  </td>
                ) : (
                  <>
                    <Quartile value={cell.p25} />
                    <Quartile value={cell.p50} />
                    <Quartile value={cell.p75} />
                    <td>
                      {other.length === 0
                        ? '–'
                        : other.map((text) => (
                            <span key={text} className={styles.line}>
                              {text}
                            </span>
                          ))}
                    </td>
                  </>
                )}
                <td>
                  {cell.status === 'withheld' ? '–' : standingText(t, cell.standing, lang)}
                  {unlike(cell) && (
                    <span className={styles.warning} role="note">
                      {t(`benchmarking.comparability.${cell.comparability}`)}
                    </span>
                  )}
                </td>
                <td className={styles.sourceCell}>
                  <SourceDetails cell={cell} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
};
