import { useTranslation } from 'react-i18next';
import type { BaseReportData } from '@parytet/contract/reports';
import {
  GapCell,
  reportTableStyles as table,
  TableScroll,
} from '../../../components/report-status/index.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { MEASURES } from '../lib/measures.ts';

const STATS = ['mean', 'median'] as const;

/** Measures down, mean and median across, each with women, men and the gap between them. */
export const BaseTable = ({ data }: { data: BaseReportData }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const caption = t('pay-gap.base.tableCaption');
  const women = t('pay-gap.base.womenCount', {
    formatted: formatNumber(data.number_of_women, lang),
  });
  const men = t('pay-gap.base.menCount', { formatted: formatNumber(data.number_of_men, lang) });
  return (
    <TableScroll label={caption}>
      <table className={table.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <td />
            {STATS.map((stat) => (
              <th key={stat} scope="colgroup" colSpan={3} className={table.group}>
                {t(`pay-gap.base.${stat}`)}
              </th>
            ))}
          </tr>
          <tr>
            <th scope="col">{t('pay-gap.base.measure')}</th>
            {STATS.map((stat) => [
              <th key={`${stat}-w`} scope="col" className={table.num}>
                {women}
              </th>,
              <th key={`${stat}-m`} scope="col" className={table.num}>
                {men}
              </th>,
              <th key={`${stat}-g`} scope="col" className={table.num}>
                {t('pay-gap.gap.column')}
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {MEASURES.map((measure) => (
            <tr key={measure}>
              <th scope="row">{t(`pay-gap.measures.${measure}`)}</th>
              {STATS.map((stat) => {
                const m = data[stat][measure];
                return [
                  <td key={`${stat}-w`} className={table.num}>
                    {formatMoney(m.women, lang)}
                  </td>,
                  <td key={`${stat}-m`} className={table.num}>
                    {formatMoney(m.men, lang)}
                  </td>,
                  <GapCell
                    key={`${stat}-g`}
                    value={m.pay_gap_percentage}
                    empty={t('pay-gap.gap.cannotShowShort')}
                  />,
                ];
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
};
