import { useTranslation } from 'react-i18next';
import type { MeritImpact } from '@parytet/contract/merit-cycles';
import {
  reportSectionStyles as sectionStyles,
  reportTableStyles as table,
  TableScroll,
} from '#components/report-status/index.ts';
import { indicatorRows, type ImpactRow } from '../lib/impact-rows.ts';
import { ImpactCells } from './impact-cells.tsx';

/** Whether a missing figure of the row was withheld for a small group. */
const withheldOf = (row: ImpactRow, impact: MeritImpact) => {
  if (row.key === 'eWomen' || row.key === 'eMen') {
    return impact.after.receiving_variable_pay.small_group;
  }
  if (row.key === 'f' && row.q) return impact.after.quartile_bands[row.q - 1]?.small_group ?? false;
  return false;
};

/** Indicators (a)–(f) and the unexplained gap, before and after, with the change. */
export const ImpactIndicators = ({ impact }: { impact: MeritImpact }) => {
  const { t } = useTranslation();
  const k = (key: string, values: Record<string, unknown> = {}) =>
    t(`merit-cycles.impact.${key}`, values);
  const labels = { before: k('before'), after: k('after'), change: k('change') };
  return (
    <section className={sectionStyles.block} aria-labelledby="impact-indicators-title">
      <h2 id="impact-indicators-title" className={sectionStyles.blockTitle}>
        {k('indicatorsTitle')}
      </h2>
      <TableScroll label={k('indicatorsTitle')}>
        <table className={[table.table, table.stack].join(' ')} data-table="impact-indicators">
          <caption className="visually-hidden">{k('indicatorsTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{k('indicator')}</th>
              <th scope="col" className={table.num}>
                {labels.before}
              </th>
              <th scope="col" className={table.num}>
                {labels.after}
              </th>
              <th scope="col" className={table.num}>
                {labels.change}
              </th>
            </tr>
          </thead>
          <tbody>
            {indicatorRows(impact).map((row) => (
              <tr key={`${row.key}${row.q ?? ''}`} data-indicator={`${row.key}${row.q ?? ''}`}>
                <th scope="row">{k(`rows.${row.key}`, { q: row.q })}</th>
                <ImpactCells
                  before={row.before}
                  after={row.after}
                  kind={row.kind}
                  withheld={withheldOf(row, impact)}
                  labels={labels}
                />
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
};
