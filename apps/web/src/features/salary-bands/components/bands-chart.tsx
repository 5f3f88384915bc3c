import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  ReferenceArea,
  ReferenceLine,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';
import type { Currency } from '@parytet/contract/reports';
import { AXIS_STYLE, CHART_COLOURS, ChartFigure } from '#components/charts/index.ts';
import { useMediaQuery } from '#lib/use-media-query.ts';
import { formatMoney, formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import {
  BAR_HALF_WIDTH,
  bandChartData,
  type ChartBand,
  type ChartPerson,
  type PlottedPerson,
} from '../lib/band-chart-data.ts';
import styles from './salary-bands.module.css';

/** The band's body: pale, with an edge dark enough to see (3:1 on white, WCAG 1.4.11). */
const BAND_FILL = '#ececea';
const BAND_EDGE = CHART_COLOURS.barOutline;
/** Women's dots keep a dark edge, so they stand out on the pale band too. */
const WOMEN_EDGE = '#245b83';

export type BandsChartProps = {
  bands: readonly ChartBand[];
  /** The chosen report's people; none for a role that sees aggregates only. */
  people: readonly ChartPerson[];
  currency: Currency;
  /** Why there are no dots, when there are none (no report, a viewer, an error). */
  peopleNote?: string;
};

/**
 * The bands as floating bars (minimum to maximum, the midpoint a line across), one per level
 * and family, with the chosen report's people as dots: women circles, men triangles, in two
 * colours apart in greyscale too. The text alternative says per band what the picture shows.
 */
export const BandsChart = ({ bands, people, currency, peopleNote }: BandsChartProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const narrow = useMediaQuery('(max-width: 539px)');
  const data = bandChartData(bands, people);
  const money = (value: number) => formatMoney(value, lang, currency);
  const c = (key: string, values: Record<string, unknown> = {}) =>
    t(`salary-bands.chart.${key}`, values);
  if (data.bands.length === 0) return <p>{c('empty')}</p>;
  const labels = data.bands.map((band) => band.label);
  const summary = [
    c('summaryIntro', { count: data.bands.length }),
    ...data.bands.map((band) =>
      c(people.length > 0 ? 'summaryBandPeople' : 'summaryBand', {
        band: band.label,
        min: money(band.min),
        mid: money(band.mid),
        max: money(band.max),
        women: band.women,
        men: band.men,
        below: band.below,
        above: band.above,
      }),
    ),
  ].join(' ');
  const note = [
    peopleNote,
    data.sample.shown < data.sample.total
      ? c('sampled', {
          shown: formatNumber(data.sample.shown, lang),
          total: formatNumber(data.sample.total, lang),
        })
      : null,
  ]
    .filter(Boolean)
    .join(' ');
  // Long labels on a phone lean, so neighbours never run into each other.
  const lean = narrow && labels.join('').length > 24;
  const tick = (value: number) => {
    const label = labels[Math.round(value)] ?? '';
    return narrow && label.length > 10 ? `${label.slice(0, 9)}…` : label;
  };
  return (
    <ChartFigure
      title={c('title')}
      summary={summary}
      legend={[
        { label: c('legend.band'), colour: BAND_FILL, outline: BAND_EDGE },
        { label: c('legend.mid'), colour: CHART_COLOURS.accent, line: 'solid' },
        ...(people.length > 0
          ? [
              {
                label: c('legend.women'),
                colour: CHART_COLOURS.women,
                marker: 'circle' as const,
                outline: WOMEN_EDGE,
              },
              { label: c('legend.men'), colour: CHART_COLOURS.men, marker: 'triangle' as const },
            ]
          : []),
      ]}
      note={note || undefined}
    >
      <ScatterChart
        responsive
        width="100%"
        height={narrow ? 300 : 380}
        margin={{ top: 8, right: 8, bottom: 4, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke={CHART_COLOURS.grid} />
        {/* Small dots: hundreds of people share a band. */}
        <ZAxis range={[narrow ? 18 : 26, narrow ? 18 : 26]} />
        <XAxis
          type="number"
          dataKey="x"
          domain={[-0.5, data.bands.length - 0.5]}
          ticks={data.bands.map((band) => band.x)}
          tickFormatter={tick}
          interval={0}
          angle={lean ? -40 : 0}
          textAnchor={lean ? 'end' : 'middle'}
          height={lean ? 56 : 30}
          {...AXIS_STYLE}
          tickLine={false}
        />
        <YAxis
          type="number"
          dataKey="y"
          domain={data.domain}
          ticks={Array.from(
            { length: Math.round((data.domain[1] - data.domain[0]) / data.step) + 1 },
            (_, i) => data.domain[0] + i * data.step,
          )}
          tickFormatter={(value: number) => formatNumber(value, lang)}
          {...AXIS_STYLE}
          width="auto"
          tickLine={false}
        />
        {data.bands.map((band) => (
          <ReferenceArea
            key={`area-${band.x}`}
            x1={band.x - BAR_HALF_WIDTH}
            x2={band.x + BAR_HALF_WIDTH}
            y1={band.min}
            y2={band.max}
            fill={BAND_FILL}
            fillOpacity={1}
            stroke={BAND_EDGE}
            ifOverflow="extendDomain"
          />
        ))}
        {/* The midpoint above the dots, on a white edge so it shows through a crowd of them. */}
        {data.bands.flatMap((band) =>
          [
            { colour: '#ffffff', width: 6, z: 650 },
            { colour: CHART_COLOURS.accent, width: 3, z: 700 },
          ].map((line) => (
            <ReferenceLine
              key={`mid-${band.x}-${line.z}`}
              segment={[
                { x: band.x - BAR_HALF_WIDTH, y: band.mid },
                { x: band.x + BAR_HALF_WIDTH, y: band.mid },
              ]}
              stroke={line.colour}
              strokeWidth={line.width}
              zIndex={line.z}
            />
          )),
        )}
        {data.women.length > 0 && (
          <Scatter
            name={c('legend.women')}
            data={data.women}
            fill={CHART_COLOURS.women}
            fillOpacity={0.85}
            stroke={WOMEN_EDGE}
            shape="circle"
            isAnimationActive={false}
          />
        )}
        {data.men.length > 0 && (
          <Scatter
            name={c('legend.men')}
            data={data.men}
            fill={CHART_COLOURS.men}
            fillOpacity={0.85}
            shape="triangle"
            isAnimationActive={false}
          />
        )}
        {people.length > 0 && (
          <Tooltip
            cursor={false}
            content={({ active, payload }) => {
              const person = payload?.[0]?.payload as PlottedPerson | undefined;
              if (!active || !person) return null;
              return (
                <div className={styles.tooltip}>
                  {c('tooltip', {
                    id: person.id,
                    gender: t(`salary-bands.gender.${person.gender}`),
                    band: person.band,
                    pay: money(person.y),
                  })}
                </div>
              );
            }}
          />
        )}
      </ScatterChart>
    </ChartFigure>
  );
};
