import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { IndicatorsView } from '@parytet/contract/reporting/indicators';
import {
  AXIS_STYLE,
  ChartFigure,
  CHART_COLOURS,
  gapDomain,
  gapTicks,
} from '#components/charts/index.ts';
import { formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useIndicatorPercent } from '../hooks/use-indicator-percent.ts';

/** Two colours that say "component", not gender or gap size; each 3:1 or more on white. */
const COMPONENT_COLOURS = { base: '#0b6e4f', variable: '#6b4fa0' } as const;

/** Indicator (g) as a chart: per category, the basic-pay gap beside the bonuses gap. */
export const ComponentGapsChart = ({ rows }: { rows: IndicatorsView['categories'] }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const withheld = t('reporting.indicators.withheld');
  const pct = useIndicatorPercent();
  const labels = {
    base: t('reporting.indicators.base'),
    variable: t('reporting.indicators.variable'),
  };
  const data = rows.map((r) => ({
    category: r.category,
    base: r.base_pay_gap_percentage,
    variable: r.variable_pay_gap_percentage,
  }));
  const summary = rows
    .map((r) =>
      t('reporting.indicators.componentsSummary', {
        category: r.category,
        base: pct(r.base_pay_gap_percentage),
        variable: pct(r.variable_pay_gap_percentage),
      }),
    )
    .join(' ');
  const domain = gapDomain(data.flatMap((d) => [d.base, d.variable]));
  return (
    <ChartFigure
      title={t('reporting.indicators.componentsTitle')}
      summary={summary}
      legend={[
        { label: labels.base, colour: COMPONENT_COLOURS.base },
        { label: labels.variable, colour: COMPONENT_COLOURS.variable },
      ]}
    >
      <BarChart
        responsive
        width="100%"
        height={Math.max(200, rows.length * 44 + 40)}
        data={data}
        layout="vertical"
        margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} stroke={CHART_COLOURS.grid} />
        <XAxis
          type="number"
          domain={domain}
          // Explicit ticks: recharts' own put the zero line beside a tick labelled 5 %.
          ticks={gapTicks(domain)}
          tickFormatter={(v: number) => `${v}%`}
          {...AXIS_STYLE}
        />
        <YAxis type="category" dataKey="category" width={110} {...AXIS_STYLE} />
        <ReferenceLine x={0} stroke={CHART_COLOURS.zero} />
        <Tooltip
          formatter={(value) => (typeof value === 'number' ? formatPercent(value, lang) : withheld)}
        />
        <Bar
          dataKey="base"
          name={labels.base}
          fill={COMPONENT_COLOURS.base}
          isAnimationActive={false}
        />
        <Bar
          dataKey="variable"
          name={labels.variable}
          fill={COMPONENT_COLOURS.variable}
          isAnimationActive={false}
        />
      </BarChart>
    </ChartFigure>
  );
};
