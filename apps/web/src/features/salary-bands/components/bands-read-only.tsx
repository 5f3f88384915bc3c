import { useTranslation } from 'react-i18next';
import type { SalaryBands } from '@parytet/contract/salary-bands';
import {
  reportSectionStyles as sectionStyles,
  reportTableStyles as table,
  TableScroll,
} from '#components/report-status/index.ts';
import { Notice } from '#components/ui/notice.tsx';
import { formatMoney, formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { spreadPercent } from '../lib/bands-form.ts';
import { BandsChartPanel } from './bands-chart-panel.tsx';
import styles from './salary-bands.module.css';

/** The saved structure for a role that reads it (member, viewer): no control it cannot use. */
export const BandsReadOnly = ({ saved }: { saved: SalaryBands }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const e = (key: string, values: Record<string, unknown> = {}) =>
    t(`salary-bands.editor.${key}`, values);
  const money = (value: number) => formatMoney(value, lang, saved.currency);
  if (saved.version === 0) {
    return <Notice tone="info">{t('salary-bands.structure.noneYet')}</Notice>;
  }
  return (
    <>
      <section className={sectionStyles.block} aria-labelledby="bands-read-title">
        <h2 id="bands-read-title" className={sectionStyles.blockTitle}>
          {e('title')}
        </h2>
        <Notice tone="info">{e('readOnly')}</Notice>
        <TableScroll label={e('caption')}>
          <table className={table.table} data-table="bands">
            <caption className="visually-hidden">{e('caption')}</caption>
            <thead>
              <tr>
                {(['level', 'job_family', 'min', 'mid', 'max', 'spread'] as const).map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={
                      ['level', 'job_family'].includes(column) ? undefined : styles.numHead
                    }
                  >
                    {e(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {saved.bands.map((band) => (
                <tr key={`${band.level}-${band.job_family ?? ''}`}>
                  <th scope="row">{band.level}</th>
                  <td>{band.job_family ?? e('noFamily')}</td>
                  <td className={table.num}>{money(band.min)}</td>
                  <td className={table.num}>{money(band.mid)}</td>
                  <td className={table.num}>{money(band.max)}</td>
                  <td className={table.num}>{formatPercent(spreadPercent(band), lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        {saved.job_families.length > 0 && (
          <>
            <h3>{t('salary-bands.families.title')}</h3>
            <ul>
              {saved.job_families.map((family) => (
                <li key={family.name}>
                  <strong>{family.name}</strong>
                  {': '}
                  {family.positions.join(', ') || t('salary-bands.families.empty')}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <BandsChartPanel bands={saved.bands} currency={saved.currency} version={saved.version} />
    </>
  );
};
