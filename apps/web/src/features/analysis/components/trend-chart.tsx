import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { reportSectionStyles as sectionStyles } from '#components/report-status/index.ts';
import { AXIS_STYLE, CHART_COLOURS, ChartFigure } from '#components/charts/index.ts';
import { formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useTrend } from '../hooks/use-analysis-queries.ts';

// Three colours apart (dark grey, blue, orange; each 3:1 or more on white) and three line
// styles, so the lines are told apart without colour too; the legend draws each line's style.
const SERIES = [
  { key: 'pay_gap_mean', colour: CHART_COLOURS.men, dash: undefined, line: 'solid' },
  { key: 'pay_gap_median', colour: CHART_COLOURS.women, dash: '8 4', line: 'dashed' },
  { key: 'unexplained_gap_percentage', colour: CHART_COLOURS.accent, dash: '2 3', line: 'dotted' },
] as const;

/** The mean, median and unexplained gap of every ready report of the organisation, in order. */
export const TrendChart = () => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const query = useTrend();
  const points = query.data?.points ?? [];
  const data = points.map((p) => ({
    label: p.report.label,
    pay_gap_mean: p.pay_gap_mean,
    pay_gap_median: p.pay_gap_median,
    unexplained_gap_percentage: p.unexplained_gap_percentage,
  }));
  const summary = points
    .map((p) =>
      t('analysis.trend.point', {
        label: p.report.label,
        mean: formatPercent(p.pay_gap_mean, lang),
        unexplained: formatPercent(p.unexplained_gap_percentage, lang),
      }),
    )
    .join('; ');
  return (
    <section className={sectionStyles.block} aria-labelledby="trend-title">
      <h2 id="trend-title" className={sectionStyles.blockTitle}>
        {t('analysis.trend.title')}
      </h2>
      {points.length < 2 ? (
        <p>{t('analysis.trend.tooFew')}</p>
      ) : (
        <ChartFigure
          title={t('analysis.trend.chartTitle')}
          summary={summary}
          legend={SERIES.map((s) => ({
            label: t(`analysis.indicators.${s.key}`),
            colour: s.colour,
            line: s.line,
          }))}
        >
          <LineChart
            responsive
            width="100%"
            height={260}
            data={data}
            margin={{ top: 8, right: 16, bottom: 4, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={CHART_COLOURS.grid} />
            <XAxis dataKey="label" {...AXIS_STYLE} tickLine={false} />
            <YAxis
              {...AXIS_STYLE}
              tickLine={false}
              width={52}
              tickFormatter={(v: number) => `${v}%`}
            />
            <ReferenceLine y={0} stroke={CHART_COLOURS.zero} />
            <Tooltip formatter={(v) => (typeof v === 'number' ? formatPercent(v, lang) : '–')} />
            {SERIES.map((s) => (
              <Line
                key={s.key}
                dataKey={s.key}
                name={t(`analysis.indicators.${s.key}`)}
                stroke={s.colour}
                strokeDasharray={s.dash}
                strokeWidth={2}
                isAnimationActive={false}
                connectNulls
              />
            ))}
          </LineChart>
        </ChartFigure>
      )}
    </section>
  );
};
