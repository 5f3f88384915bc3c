import { useTranslation } from 'react-i18next';
import type { MeritCycleSummary, MeritImpact } from '@parytet/contract/merit-cycles';
import {
  GapCell,
  Withheld,
  reportSectionStyles as sectionStyles,
  reportTableStyles as table,
  TableScroll,
} from '#components/report-status/index.ts';
import { formatMoney, formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import styles from './merit-cycles.module.css';

type Band = NonNullable<MeritImpact['before']['salary_bands']>['bands'][number];
const bandKey = (b: Band) => `${b.level}\u0000${b.job_family ?? ''}`;

/** The salary-band figures per band: compa-ratio gap, below min, above max, cost to min. */
export const ImpactBands = ({
  impact,
  currency,
}: {
  impact: MeritImpact;
  currency: MeritCycleSummary['currency'];
}) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const k = (key: string, values: Record<string, unknown> = {}) =>
    t(`merit-cycles.impact.${key}`, values);
  const { before, after } = impact;
  const afterByKey = new Map((after.salary_bands?.bands ?? []).map((b) => [bandKey(b), b]));
  const count = (value: number | null | undefined, label: string) => (
    <td className={table.num} data-label={label}>
      {formatNumber(value, lang)}
    </td>
  );
  const money = (value: number | null | undefined, label: string) => (
    <td className={table.num} data-label={label}>
      {formatMoney(value, lang, currency)}
    </td>
  );
  const columns = [
    `${k('compaGap')} · ${k('before')}`,
    `${k('compaGap')} · ${k('after')}`,
    `${k('belowMin')} · ${k('before')}`,
    `${k('belowMin')} · ${k('after')}`,
    `${k('aboveMax')} · ${k('before')}`,
    `${k('aboveMax')} · ${k('after')}`,
    `${k('costToMin')} · ${k('before')}`,
    `${k('costToMin')} · ${k('after')}`,
  ];
  return (
    <section className={sectionStyles.block} aria-labelledby="impact-bands-title">
      <h2 id="impact-bands-title" className={sectionStyles.blockTitle}>
        {k('bandsTitle')}
      </h2>
      {before.salary_bands === null ? (
        <p className={styles.note}>{k('bandsNone')}</p>
      ) : (
        <>
          <p className={sectionStyles.blockIntro}>
            {k('bandsIntro', { version: before.salary_bands.version })}
          </p>
          <TableScroll label={k('bandsTitle')}>
            <table className={[table.table, table.stack].join(' ')} data-table="impact-bands">
              <caption className="visually-hidden">{k('bandsTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{k('band')}</th>
                  {columns.map((label) => (
                    <th key={label} scope="col" className={table.num}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {before.salary_bands.bands.map((b) => {
                  const a = afterByKey.get(bandKey(b));
                  const empty = b.small_group ? <Withheld /> : '–';
                  return (
                    <tr key={bandKey(b)}>
                      <th scope="row">{b.job_family ? `${b.level} · ${b.job_family}` : b.level}</th>
                      <GapCell
                        value={b.compa_ratio_gap_percentage}
                        empty={empty}
                        label={columns[0]}
                      />
                      <GapCell
                        value={a?.compa_ratio_gap_percentage}
                        empty={empty}
                        label={columns[1]}
                      />
                      {count(b.below_min, columns[2] ?? '')}
                      {count(a?.below_min, columns[3] ?? '')}
                      {count(b.above_max, columns[4] ?? '')}
                      {count(a?.above_max, columns[5] ?? '')}
                      {money(b.cost_to_min_monthly, columns[6] ?? '')}
                      {money(a?.cost_to_min_monthly, columns[7] ?? '')}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </section>
  );
};
