import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { IndicatorsView } from '@parytet/contract/reporting/indicators';
import { AXIS_STYLE, ChartFigure, CHART_COLOURS } from '#components/charts/index.ts';
import { formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useIndicatorPercent } from '../hooks/use-indicator-percent.ts';

/** Indicator (f): each pay quartile as one bar, women and men stacked to 100 %. */
export const QuartileChart = ({ bands }: { bands: IndicatorsView['quartile_bands'] }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const pct = useIndicatorPercent();
  const labels = {
    women: t('reporting.indicators.women'),
    men: t('reporting.indicators.men'),
  };
  const data = bands.map((b) => ({
    category: `${t('reporting.indicators.band', { band: b.band })} · ${t(`reporting.indicators.bandNames.${b.band}`)}`,
    women: b.women_percentage ?? 0,
    men: b.men_percentage ?? 0,
  }));
  const summary = bands
    .map((b) =>
      t('reporting.indicators.quartileSummary', {
        band: b.band,
        women: pct(b.women_percentage),
        men: pct(b.men_percentage),
      }),
    )
    .join(' ');
  return (
    <ChartFigure
      title={t('reporting.indicators.f')}
      summary={summary}
      legend={[
        { label: labels.women, colour: CHART_COLOURS.women },
        { label: labels.men, colour: CHART_COLOURS.men },
      ]}
      note={summary}
    >
      <BarChart
        responsive
        width="100%"
        height={260}
        data={data}
        layout="vertical"
        margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} stroke={CHART_COLOURS.grid} />
        <XAxis
          type="number"
          domain={[0, 100]}
          tickFormatter={(v: number) => `${v}%`}
          {...AXIS_STYLE}
        />
        <YAxis type="category" dataKey="category" width={170} {...AXIS_STYLE} />
        <Tooltip
          formatter={(value) => (typeof value === 'number' ? formatPercent(value, lang) : '')}
        />
        <Bar
          dataKey="women"
          name={labels.women}
          stackId="band"
          fill={CHART_COLOURS.women}
          isAnimationActive={false}
        />
        <Bar
          dataKey="men"
          name={labels.men}
          stackId="band"
          fill={CHART_COLOURS.men}
          isAnimationActive={false}
        />
      </BarChart>
    </ChartFigure>
  );
};
