import { useTranslation } from 'react-i18next';
import type { BaseReportData } from '@parytet/contract/reports';
import {
  GapCell,
  isSmallGroup,
  MoneyCell,
  reportTableStyles as table,
  SmallGroupNote,
  TableScroll,
} from '#components/report-status/index.ts';
import { formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
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
  const marked = isSmallGroup(data.number_of_women) || isSmallGroup(data.number_of_men);
  return (
    <>
      <TableScroll label={caption}>
        <table className={[table.table, table.stack].join(' ')}>
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
                  const statName = t(`pay-gap.base.${stat}`);
                  return [
                    <MoneyCell
                      key={`${stat}-w`}
                      value={m.women}
                      count={data.number_of_women}
                      label={`${statName}: ${women}`}
                    />,
                    <MoneyCell
                      key={`${stat}-m`}
                      value={m.men}
                      count={data.number_of_men}
                      label={`${statName}: ${men}`}
                    />,
                    <GapCell
                      key={`${stat}-g`}
                      value={m.pay_gap_percentage}
                      empty={t('pay-gap.gap.cannotShowShort')}
                      label={`${statName}: ${t('pay-gap.gap.column')}`}
                    />,
                  ];
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <SmallGroupNote show={marked} />
    </>
  );
};
