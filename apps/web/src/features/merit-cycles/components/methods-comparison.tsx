import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import type { OptimiseAnswer, RemediationMethod } from '@parytet/contract/merit-cycles';
import type { Currency } from '@parytet/contract/reports';
import {
  reportSectionStyles as sectionStyles,
  reportTableStyles as table,
  TableScroll,
} from '#components/report-status/index.ts';
import { AXIS_STYLE, CHART_COLOURS, ChartFigure } from '#components/charts/index.ts';
import { formatMoney, formatNumber, formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { formatCents } from '../lib/money.ts';
import styles from './merit-cycles.module.css';

/** This answer's method stands out (dark blue); the white paper's two are grey. */
const methodColour = (method: RemediationMethod['method']) =>
  method === 'optimised' ? '#245b83' : CHART_COLOURS.barOutline;

type Datum = { label: string; method: RemediationMethod['method']; value: number };

const MethodBars = ({
  data,
  format,
  name,
}: {
  data: readonly Datum[];
  format: (value: number) => string;
  name: string;
}) => (
  <BarChart
    responsive
    width="100%"
    height={data.length * 48 + 40}
    data={[...data]}
    layout="vertical"
    margin={{ top: 4, right: 24, bottom: 4, left: 8 }}
    accessibilityLayer={false}
  >
    <CartesianGrid horizontal={false} stroke={CHART_COLOURS.grid} />
    <XAxis type="number" tickFormatter={format} {...AXIS_STYLE} tickLine={false} />
    <YAxis
      type="category"
      dataKey="label"
      width={150}
      interval={0}
      {...AXIS_STYLE}
      tickLine={false}
    />
    <Tooltip formatter={(v) => (typeof v === 'number' ? format(v) : '–')} />
    <Bar dataKey="value" name={name} isAnimationActive={false}>
      {data.map((d) => (
        <Cell key={d.method} fill={methodColour(d.method)} />
      ))}
    </Bar>
  </BarChart>
);

/**
 * The optimised raises beside the white paper's two common methods on the same pay: what each
 * costs, and what each leaves behind (flagged categories, the unexplained gap).
 */
export const MethodsComparison = ({
  answer,
  currency,
}: {
  answer: OptimiseAnswer;
  currency: Currency;
}) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const k = (key: string, values: Record<string, unknown> = {}) =>
    t(`merit-cycles.methods.${key}`, values);
  const money = (value: number) => formatMoney(value, lang, currency);
  const cents = (value: number) => formatCents(value, lang, currency);
  const label = (m: RemediationMethod) => k(`names.${m.method}`);
  const cost = answer.comparison.map((m) => ({
    label: label(m),
    method: m.method,
    value: m.total_monthly_raise,
  }));
  const left = answer.comparison.map((m) => ({
    label: label(m),
    method: m.method,
    value: m.flagged_categories_left.length,
  }));
  const costSummary = answer.comparison
    .map((m) => `${label(m)}: ${money(m.total_monthly_raise)}`)
    .join('; ');
  const leftSummary = answer.comparison
    .map((m) => `${label(m)}: ${formatNumber(m.flagged_categories_left.length, lang)}`)
    .join('; ');
  return (
    <section className={sectionStyles.block} aria-labelledby="methods-title">
      <h2 id="methods-title" className={sectionStyles.blockTitle}>
        {k('title')}
      </h2>
      <p className={sectionStyles.blockIntro}>{k('intro')}</p>
      <div className={styles.charts}>
        <ChartFigure title={k('costChart')} summary={costSummary}>
          <MethodBars data={cost} format={money} name={k('cost')} />
        </ChartFigure>
        <ChartFigure title={k('leftChart')} summary={leftSummary}>
          <MethodBars data={left} format={(v) => formatNumber(v, lang)} name={k('flaggedLeft')} />
        </ChartFigure>
      </div>
      <TableScroll label={k('title')}>
        <table className={[table.table, table.stack].join(' ')} data-table="methods">
          <caption className="visually-hidden">{k('title')}</caption>
          <thead>
            <tr>
              <th scope="col">{k('method')}</th>
              <th scope="col" className={table.num}>
                {k('cost')}
              </th>
              <th scope="col" className={table.num}>
                {k('people')}
              </th>
              <th scope="col">{k('flaggedLeft')}</th>
              <th scope="col" className={table.num}>
                {k('unexplainedAfter')}
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.comparison.map((m) => (
              <tr key={m.method} data-method={m.method}>
                <th scope="row">
                  {label(m)}
                  <span className={styles.choiceHint}>{k(`hints.${m.method}`)}</span>
                </th>
                <td className={table.num} data-label={k('cost')}>
                  {cents(m.total_monthly_raise)}
                </td>
                <td className={table.num} data-label={k('people')}>
                  {formatNumber(m.people_raised, lang)}
                </td>
                <td data-label={k('flaggedLeft')}>
                  {m.flagged_categories_left.length === 0
                    ? k('none')
                    : m.flagged_categories_left.join(', ')}
                </td>
                <td className={table.num} data-label={k('unexplainedAfter')}>
                  {m.unexplained_gap_percentage === null
                    ? '–'
                    : `${formatPercent(m.unexplained_gap_percentage, lang)}${
                        m.unexplained_above_tolerance ? ` (${k('aboveTolerance')})` : ''
                      }`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
};
