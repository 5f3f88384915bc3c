import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { AssessmentCategory } from '@parytet/contract/reporting/indicators';
import { AXIS_STYLE, ChartFigure, CHART_COLOURS } from '#components/charts/index.ts';
import { formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';

type Bands = NonNullable<AssessmentCategory['pay_distribution']>;

/** Where a category's women and men sit in its own pay order, by quarter (lowest first). */
export const DistributionChart = ({ category, bands }: { category: string; bands: Bands }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const labels = {
    women: t('reporting.indicators.women'),
    men: t('reporting.indicators.men'),
  };
  const count = (value: number) => formatNumber(value, lang, Number.isInteger(value) ? 0 : 1);
  const data = bands.map((b) => ({
    category: t(`reporting.indicators.bandNames.${b.band}`),
    women: b.number_of_women,
    men: b.number_of_men,
  }));
  const summary = bands
    .map((b) =>
      t('reporting.assessment.distributionSummary', {
        band: b.band,
        category,
        women: count(b.number_of_women),
        men: count(b.number_of_men),
      }),
    )
    .join(' ');
  return (
    <ChartFigure
      title={t('reporting.assessment.distributionTitle', { category })}
      summary={summary}
      legend={[
        { label: labels.women, colour: CHART_COLOURS.women },
        { label: labels.men, colour: CHART_COLOURS.men },
      ]}
    >
      <BarChart responsive width="100%" height={200} data={data} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={CHART_COLOURS.grid} />
        <XAxis dataKey="category" {...AXIS_STYLE} />
        <YAxis allowDecimals={false} {...AXIS_STYLE} width={40} />
        <Tooltip formatter={(value) => (typeof value === 'number' ? count(value) : '')} />
        <Bar
          dataKey="women"
          name={labels.women}
          stackId="q"
          fill={CHART_COLOURS.women}
          isAnimationActive={false}
        />
        <Bar
          dataKey="men"
          name={labels.men}
          stackId="q"
          fill={CHART_COLOURS.men}
          isAnimationActive={false}
        />
      </BarChart>
    </ChartFigure>
  );
};
