import { useTranslation } from 'react-i18next';
import type { MeritImpact } from '@parytet/contract/merit-cycles';
import {
  GapCell,
  Withheld,
  reportSectionStyles as sectionStyles,
  reportTableStyles as table,
  TableScroll,
} from '#components/report-status/index.ts';
import { formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { categoryRows, type CategoryImpact } from '../lib/impact-rows.ts';
import styles from './merit-cycles.module.css';

type Side = CategoryImpact['before'];

/** Indicator (g) per category: base and total-pay gaps and the Art. 10 flag, before and after. */
export const ImpactCategories = ({ impact }: { impact: MeritImpact }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const k = (key: string) => t(`merit-cycles.impact.${key}`);
  const empty = (side: Side) => (side?.small_group ? <Withheld /> : '–');
  const flag = (side: Side, label: string) => (
    <td
      data-label={label}
      data-flag={side?.flag}
      className={side?.flag === 'flagged' ? styles.flagged : undefined}
    >
      {side ? t(`merit-cycles.flags.${side.flag}`) : '–'}
    </td>
  );
  const columns = [
    k('people'),
    `${k('baseGap')} · ${k('before')}`,
    `${k('baseGap')} · ${k('after')}`,
    `${k('totalGap')} · ${k('before')}`,
    `${k('totalGap')} · ${k('after')}`,
    `${k('flag')} · ${k('before')}`,
    `${k('flag')} · ${k('after')}`,
  ];
  return (
    <section className={sectionStyles.block} aria-labelledby="impact-categories-title">
      <h2 id="impact-categories-title" className={sectionStyles.blockTitle}>
        {k('categoriesTitle')}
      </h2>
      <p className={sectionStyles.blockIntro}>{k('categoriesIntro')}</p>
      <TableScroll label={k('categoriesTitle')}>
        <table className={[table.table, table.stack].join(' ')} data-table="impact-categories">
          <caption className="visually-hidden">{k('categoriesTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{k('category')}</th>
              {columns.map((label, i) => (
                <th key={label} scope="col" className={i < 5 ? table.num : undefined}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categoryRows(impact).map((row) => (
              <tr key={row.category} data-category={row.category}>
                <th scope="row">{row.category}</th>
                <td className={table.num} data-label={columns[0]}>
                  {formatNumber(row.people, lang)}
                </td>
                <GapCell
                  value={row.before?.base_pay_gap_percentage}
                  empty={empty(row.before)}
                  label={columns[1]}
                />
                <GapCell
                  value={row.after?.base_pay_gap_percentage}
                  empty={empty(row.after)}
                  label={columns[2]}
                />
                <GapCell
                  value={row.before?.total_pay_gap_percentage}
                  empty={empty(row.before)}
                  label={columns[3]}
                />
                <GapCell
                  value={row.after?.total_pay_gap_percentage}
                  empty={empty(row.after)}
                  label={columns[4]}
                />
                {flag(row.before, columns[5] ?? '')}
                {flag(row.after, columns[6] ?? '')}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
};
