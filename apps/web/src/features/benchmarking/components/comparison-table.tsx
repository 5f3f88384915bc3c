import { useTranslation } from 'react-i18next';
import type { BenchmarkCell, BenchmarkResponse } from '@parytet/contract/benchmarking';
import { reportTableStyles as table, TableScroll } from '#components/report-status/index.ts';
import { formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
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
import { MarketSourceDetails } from './source-details.tsx';
import { WithheldReason } from './withheld-reason.tsx';

const COLUMNS = 7;

export type ComparisonTableProps = {
  data: BenchmarkResponse;
  names: BenchmarkNames;
  caption: string;
};

/** A published quartile, or "not published" in words: a missing figure is never derived. */
const Quartile = ({ value, label }: { value: number | null; label: string }) => {
  const { t, i18n } = useTranslation();
  return (
    <td className={table.num} data-label={label}>
      {value === null ? (
        <span className={styles.muted}>{t('benchmarking.figures.notPublished')}</span>
      ) : (
        pln(value, currentLanguage(i18n))
      )}
    </td>
  );
};

/** How many of the organisation's people the median is over: everyone, women, men. */
const People = ({ cell }: { cell: BenchmarkCell }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  return (
    <span className={styles.subLine}>
      {t('benchmarking.own.people', {
        count: cell.own_people,
        n: formatNumber(cell.own_people, lang),
        women: formatNumber(cell.own_women, lang),
        men: formatNumber(cell.own_men, lang),
      })}
    </span>
  );
};

/** The organisation's own median in the cell, withheld where the server withheld it. */
const OwnMedian = ({ cell, min }: { cell: BenchmarkCell; min: number }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  if (ownWithheld(cell)) {
    return (
      <>
        <span className={styles.withheld} data-withheld="own">
          {t('benchmarking.own.withheld', { min })}
        </span>
        <People cell={cell} />
      </>
    );
  }
  if (cell.own_median === null) return <span className={styles.muted}>–</span>;
  const few = (count: number) => count > 0 && count < min;
  // A gender's median the server withheld (a viewer, a small group) says so; none there: nothing.
  const genderLine = (key: 'women' | 'men', value: number | null, count: number) => {
    if (value === null && count === 0) return null;
    const text =
      value === null
        ? t(`benchmarking.own.${key}Withheld`, { min })
        : t(`benchmarking.figures.${key}`, { value: pln(value, lang) });
    return { text, few: value !== null && few(count) };
  };
  const genders = [
    genderLine('women', cell.own_women_median, cell.own_women),
    genderLine('men', cell.own_men_median, cell.own_men),
  ].filter((line) => line !== null);
  return (
    <>
      <strong>{pln(cell.own_median, lang)}</strong>
      {few(cell.own_people) && (
        <span className={styles.smallGroup}>{t('benchmarking.own.smallGroup', { min })}</span>
      )}
      <People cell={cell} />
      {genders.map((line) => (
        <span key={line.text} className={styles.subLine}>
          {line.text}
          {line.few && (
            <span className={styles.smallGroup}>{t('benchmarking.own.smallGroup', { min })}</span>
          )}
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
      <table
        className={[table.table, table.stack, styles.comparisonTable].join(' ')}
        data-table="benchmark"
      >
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{c('role')}</th>
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
          </tr>
        </thead>
        {data.cells.map((cell) => {
          const other = otherFigures(t, cell, lang);
          return (
            // A row's figures, then its source across the table's width.
            <tbody
              key={cellKey(cell)}
              className={styles.cellGroup}
              data-status={cell.status}
              data-comparability={cell.comparability}
            >
              <tr data-sourced={cell.source.kind === 'market' || undefined}>
                <th scope="row">
                  {names.role(cell.role)}
                  <span className={styles.subLine}>{cellPlace(t, names, cell)}</span>
                  <span className={styles.subLine}>
                    {t(`benchmarking.measure.${cell.measure}`)}
                  </span>
                </th>
                <td className={[table.num, styles.ownCell].join(' ')} data-label={c('own')}>
                  <div>
                    <OwnMedian cell={cell} min={data.min_group_size} />
                  </div>
                </td>
                {cell.status === 'withheld' ? (
                  <td colSpan={4} className={styles.wideCell}>
                    <WithheldReason reason={cell.withheld_reason} />
                  </td>
                ) : (
                  <>
                    <Quartile value={cell.p25} label={c('p25')} />
                    <Quartile value={cell.p50} label={c('p50')} />
                    <Quartile value={cell.p75} label={c('p75')} />
                    <td className={styles.otherCell} data-label={c('other')}>
                      <div>
                        {other.length === 0
                          ? '–'
                          : other.map((text) => (
                              <span key={text} className={styles.line}>
                                {text}
                              </span>
                            ))}
                      </div>
                    </td>
                  </>
                )}
                <td className={styles.standingCell} data-label={c('standing')}>
                  <div>
                    {cell.status === 'withheld' ? '–' : standingText(t, cell.standing, lang)}
                    {unlike(cell) && (
                      <span className={styles.warning} role="note">
                        {t(`benchmarking.comparability.${cell.comparability}`)}
                      </span>
                    )}
                  </div>
                </td>
              </tr>
              {cell.source.kind === 'market' && (
                <tr className={styles.sourceRow}>
                  <td colSpan={COLUMNS} className={styles.wideCell}>
                    <MarketSourceDetails source={cell.source} />
                  </td>
                </tr>
              )}
            </tbody>
          );
        })}
      </table>
    </TableScroll>
  );
};
