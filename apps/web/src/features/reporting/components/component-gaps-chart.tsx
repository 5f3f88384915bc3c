import { useTranslation } from 'react-i18next';
import { Bar } from 'recharts';
import type { IndicatorsView } from '@parytet/contract/reporting/indicators';
import { ChartFigure, GapAxisChart, gapDomain } from '#components/charts/index.ts';
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
      <GapAxisChart
        data={data}
        rowKey="category"
        domain={domain}
        height={Math.max(200, rows.length * 44 + 40)}
        labelWidth={110}
        barCategoryGap="10%"
        formatValue={(value) => formatPercent(value, lang)}
        formatTick={(value) => `${value}%`}
        missingValue={withheld}
        // This chart's own look, kept from before it shared the frame: Recharts' tick marks,
        // hover mark and label thinning, a thinner zero line, more room above than below.
        margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
        tickLines
        zeroLineWidth={1}
        cursor
        labelInterval="preserveEnd"
      >
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
      </GapAxisChart>
    </ChartFigure>
  );
};
