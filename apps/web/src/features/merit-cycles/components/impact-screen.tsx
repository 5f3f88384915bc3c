import { useTranslation } from 'react-i18next';
import type { MeritCycle, MeritImpact } from '@parytet/contract/merit-cycles';
import {
  LoadErrorScreen,
  reportSectionStyles as sectionStyles,
} from '#components/report-status/index.ts';
import { ChartFigure } from '#components/charts/index.ts';
import { BlockLoader } from '#components/ui/loader.tsx';
import { formatNumber, formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { formatCents } from '../lib/money.ts';
import { useImpact } from '../hooks/use-merit-queries.ts';
import { categoryRows } from '../lib/impact-rows.ts';
import { BEFORE_AFTER_COLOURS, BeforeAfterChart } from './before-after-chart.tsx';
import { CycleFrame } from './cycle-frame.tsx';
import { ImpactBands } from './impact-bands.tsx';
import { ImpactCategories } from './impact-categories.tsx';
import { ImpactIndicators } from './impact-indicators.tsx';
import { ImpactUnexplained } from './impact-unexplained.tsx';
import styles from './merit-cycles.module.css';

/** The threshold of Art. 10: a category's gap of 5 % or more needs a joint assessment. */
const FLAG_THRESHOLD = 5;

/** The headline gaps and each category's total-pay gap, before and after, in one picture. */
const GapsChart = ({ impact }: { impact: MeritImpact }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const k = (key: string, values: Record<string, unknown> = {}) =>
    t(`merit-cycles.impact.${key}`, values);
  const data = [
    {
      label: k('chart.mean'),
      before: impact.before.pay_gap_mean,
      after: impact.after.pay_gap_mean,
    },
    {
      label: k('chart.median'),
      before: impact.before.pay_gap_median,
      after: impact.after.pay_gap_median,
    },
    {
      label: k('chart.unexplained'),
      before: impact.before.unexplained_gap?.gap_percentage ?? null,
      after: impact.after.unexplained_gap?.gap_percentage ?? null,
    },
    ...categoryRows(impact).map((row) => ({
      label: k('chart.category', { name: row.category }),
      before: row.before?.total_pay_gap_percentage ?? null,
      after: row.after?.total_pay_gap_percentage ?? null,
    })),
  ];
  const pct = (value: number | null) => formatPercent(value, lang);
  const summary = data
    .map((d) => k('chart.point', { label: d.label, before: pct(d.before), after: pct(d.after) }))
    .join('; ');
  return (
    <ChartFigure
      title={k('chart.title')}
      summary={summary}
      legend={[
        { label: k('before'), colour: BEFORE_AFTER_COLOURS.before },
        { label: k('after'), colour: BEFORE_AFTER_COLOURS.after },
      ]}
      note={k('chart.note', { threshold: FLAG_THRESHOLD })}
    >
      <BeforeAfterChart
        data={data}
        beforeLabel={k('before')}
        afterLabel={k('after')}
        formatValue={(v) => formatPercent(v, lang)}
        formatTick={(v) => `${v}%`}
        threshold={FLAG_THRESHOLD}
      />
    </ChartFigure>
  );
};

const Impact = ({ cycle }: { cycle: MeritCycle }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const query = useImpact(cycle.id);
  if (query.isPending) return <BlockLoader label={t('merit-cycles.impact.loading')} />;
  if (query.isError) {
    return <LoadErrorScreen onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const impact = query.data;
  return (
    <div
      className={[styles.stack, query.isFetching && styles.stale].filter(Boolean).join(' ')}
      aria-busy={query.isFetching || undefined}
    >
      <section className={sectionStyles.block} aria-labelledby="impact-title">
        <h2 id="impact-title" className={sectionStyles.blockTitle}>
          {t('merit-cycles.impact.title')}
        </h2>
        <p className={sectionStyles.blockIntro}>
          {t('merit-cycles.impact.intro', {
            raised: formatNumber(impact.people_raised, lang),
            used: formatCents(impact.budget.used, lang, cycle.currency),
            total: formatCents(impact.budget.total, lang, cycle.currency),
          })}
        </p>
        <p className={styles.muted} role="status">
          {query.isFetching ? t('merit-cycles.summary.updating') : ''}
        </p>
        <GapsChart impact={impact} />
      </section>
      <ImpactIndicators impact={impact} />
      <ImpactCategories impact={impact} />
      <ImpactUnexplained impact={impact} />
      <ImpactBands impact={impact} currency={cycle.currency} />
    </div>
  );
};

/** /main/merit-cycles/:id/impact: every pay-gap figure before and after the proposals. */
export const ImpactScreen = () => (
  <CycleFrame view="impact">{(cycle) => <Impact cycle={cycle} />}</CycleFrame>
);
