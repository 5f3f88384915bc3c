import { useTranslation } from 'react-i18next';
import type { BaseReportData } from '@parytet/contract/reports';
import {
  CHART_COLOURS,
  ChartFigure,
  GenderBarChart,
  type GenderBarDatum,
} from '#components/charts/index.ts';
import { currencySymbol, formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useFormatMoney, useReportCurrency } from '#lib/reports/report-currency.tsx';
import { MEASURES } from '../lib/measures.ts';
import styles from './pay-gap.module.css';

const STATS = ['mean', 'median'] as const;

/** Women against men for each measure: one chart for means, one for medians. */
export const BaseCharts = ({ data }: { data: BaseReportData }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const money = useFormatMoney();
  const code = useReportCurrency();
  const currency = currencySymbol(code);
  const labels = { women: t('pay-gap.women'), men: t('pay-gap.men') };
  const legend = [
    { label: labels.women, colour: CHART_COLOURS.women },
    { label: labels.men, colour: CHART_COLOURS.men },
  ];
  // Zero is just "0": "0k" / "0 tys." reads as a unit without an amount.
  const thousands = (v: number) =>
    v === 0
      ? formatNumber(0, lang)
      : t('pay-gap.chart.thousands', {
          value: formatNumber(v / 1000, lang, Number.isInteger(v / 1000) ? 0 : 1),
          currency,
        });
  return (
    <div className={styles.chartGrid}>
      {STATS.map((stat) => {
        const rows: GenderBarDatum[] = MEASURES.map((measure) => ({
          category: t(`pay-gap.measures.chart.${measure}`),
          women: data[stat][measure].women,
          men: data[stat][measure].men,
        }));
        const summary = t(`pay-gap.chart.${stat}Summary`, {
          items: MEASURES.map((measure) =>
            t('pay-gap.chart.baseItem', {
              measure: t(`pay-gap.measures.${measure}`),
              women: money(data[stat][measure].women),
              men: money(data[stat][measure].men),
            }),
          ).join('; '),
        });
        return (
          <ChartFigure
            key={stat}
            title={t(`pay-gap.chart.${stat}Title`, { currency: code })}
            summary={summary}
            legend={legend}
            note={t('pay-gap.chart.seeTable')}
          >
            <GenderBarChart
              data={rows}
              labels={labels}
              formatValue={money}
              formatTick={thousands}
            />
          </ChartFigure>
        );
      })}
    </div>
  );
};
