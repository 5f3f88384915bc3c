import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdjustedRow } from '@parytet/contract/reports';
import { reportSectionStyles as sectionStyles } from '#components/report-status/index.ts';
import { ChartFigure, GapBarChart } from '#components/charts/index.ts';
import { NewTabLink } from '#components/ui/new-tab-link.tsx';
import { formatNumber, formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { ADJUSTED_ABOVE_RAW_ANCHOR } from '#lib/paths.ts';
import { compareAdjusted } from '../lib/adjusted-comparison.ts';
import { gapSentenceKey } from '../lib/gap-sentence.ts';
import { METHODOLOGY_PATH } from '../lib/pay-gap-links.ts';
import { AdjustedTable } from './adjusted-table.tsx';
import styles from './pay-gap.module.css';

export type AdjustedSectionProps = {
  table: 'w1' | 'w2';
  rows: readonly AdjustedRow[];
  weightedGap: number | null;
  /** The overall (unadjusted) mean gap of the same measure, from the base report. */
  overallGap: number | null;
  /** The chart's scale, shared by W1 and W2. */
  chartDomain?: [number, number];
};

/** One of W1/W2: what it compares, the table by level and the gap per level as a chart. */
export const AdjustedSection = ({
  table,
  rows,
  weightedGap,
  overallGap,
  chartDomain,
}: AdjustedSectionProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const titleId = useId();
  const title = t(`pay-gap.adjusted.${table}.title`);
  const shown = rows.filter((r) => r.pay_gap_percentage !== null);
  const comparison =
    weightedGap === null || overallGap === null
      ? null
      : compareAdjusted(weightedGap, overallGap, rows);
  const summary = t('pay-gap.chart.gapSummary', {
    title,
    items:
      shown.length === 0
        ? t('pay-gap.chart.noGaps')
        : shown
            .map((r) =>
              t('pay-gap.chart.gapItem', {
                level: r.level,
                gap: formatPercent(r.pay_gap_percentage, lang),
              }),
            )
            .join('; '),
  });
  return (
    <section className={sectionStyles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={sectionStyles.blockTitle}>
        {title}
      </h2>
      <p className={sectionStyles.blockIntro}>{t(`pay-gap.adjusted.${table}.intro`)}</p>
      <p className={styles.weighted}>
        <span>{t('pay-gap.adjusted.weightedLabel')}</span>{' '}
        <strong>{formatPercent(weightedGap, lang)}</strong>
        <span className={styles.weightedNote}>
          {' – '}
          {t(gapSentenceKey(weightedGap), {
            gap: formatPercent(weightedGap === null ? null : Math.abs(weightedGap), lang),
          })}
        </span>
      </p>
      {comparison !== null && (
        <p className={styles.weightedWhy} data-comparison={comparison}>
          {t(`pay-gap.adjusted.comparison.${comparison}`, {
            overall: formatPercent(overallGap, lang),
          })}
          {comparison.startsWith('higher') && (
            <>
              {' '}
              <NewTabLink to={`${METHODOLOGY_PATH}#${ADJUSTED_ABOVE_RAW_ANCHOR}`}>
                {t('pay-gap.adjusted.aboveRawLink')}
              </NewTabLink>
            </>
          )}
        </p>
      )}
      <div className={styles.tableAndChart}>
        <AdjustedTable table={table} caption={title} rows={rows} weightedGap={weightedGap} />
        <ChartFigure
          title={t('pay-gap.chart.gapTitle')}
          summary={summary}
          note={t('pay-gap.chart.gapNote')}
        >
          <GapBarChart
            data={rows.map((r) => ({ category: r.level, gap: r.pay_gap_percentage }))}
            valueLabel={t('pay-gap.gap.column')}
            {...(chartDomain ? { domain: chartDomain } : {})}
            formatValue={(v) => formatPercent(v, lang)}
            formatTick={(v) => `${formatNumber(v, lang, Number.isInteger(v) ? 0 : 1)}%`}
          />
        </ChartFigure>
      </div>
    </section>
  );
};
