import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OptimiseAnswer } from '@parytet/contract/merit-cycles';
import type { Currency } from '@parytet/contract/reports';
import {
  reportSectionStyles as sectionStyles,
  reportTableStyles as table,
  TableScroll,
} from '#components/report-status/index.ts';
import { formatNumber, formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { formatCents } from '../lib/money.ts';
import { cycleLink } from '../lib/links.ts';
import styles from './merit-cycles.module.css';

export type OptimiserResultProps = { cycleId: string; answer: OptimiseAnswer; currency: Currency };

/** What the optimiser did: its cost, who it raised, whether the budget covers it, what stays open. */
export const OptimiserResult = ({ cycleId, answer, currency }: OptimiserResultProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const k = (key: string, values: Record<string, unknown> = {}) =>
    t(`merit-cycles.optimiser.result.${key}`, values);
  const money = (value: number) => formatCents(value, lang, currency);
  const pct = (value: number | null) => formatPercent(value, lang);
  const open = answer.categories.filter((c) => !c.closed);
  return (
    <section
      className={sectionStyles.block}
      aria-labelledby="optimiser-result-title"
      data-optimiser-result
    >
      <h2 id="optimiser-result-title" className={sectionStyles.blockTitle}>
        {k('title')}
      </h2>
      <dl className={styles.cards}>
        <div className={styles.card}>
          <dt>{k('cost')}</dt>
          <dd data-result="cost">{money(answer.total_monthly_raise)}</dd>
        </div>
        <div className={styles.card}>
          <dt>{k('people')}</dt>
          <dd data-result="people">{formatNumber(answer.people_raised, lang)}</dd>
        </div>
        <div className={styles.card}>
          <dt>{k('budget')}</dt>
          <dd data-result="budget" className={answer.within_budget ? undefined : styles.overText}>
            {answer.within_budget ? k('budgetYes') : k('budgetNo')}
          </dd>
        </div>
        <div className={styles.card}>
          <dt>{k('open')}</dt>
          <dd data-result="open">
            {answer.open_categories.length === 0
              ? k('openNone')
              : answer.open_categories.join(', ')}
          </dd>
        </div>
      </dl>
      {answer.unexplained && (
        <p data-result="unexplained">
          {k(answer.unexplained.closed ? 'unexplainedClosed' : 'unexplainedOpen', {
            after: pct(answer.unexplained.gap_percentage_after),
          })}
        </p>
      )}
      {answer.categories.length > 0 && (
        <TableScroll label={k('categories')}>
          <table className={[table.table, table.stack].join(' ')} data-table="optimised-categories">
            <caption className="visually-hidden">{k('categories')}</caption>
            <thead>
              <tr>
                <th scope="col">{k('category')}</th>
                <th scope="col">{k('raisedGender')}</th>
                <th scope="col" className={table.num}>
                  {k('gapBefore')}
                </th>
                <th scope="col" className={table.num}>
                  {k('gapAfter')}
                </th>
                <th scope="col" className={table.num}>
                  {k('people')}
                </th>
                <th scope="col" className={table.num}>
                  {k('cost')}
                </th>
                <th scope="col">{k('state')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.categories.map((c) => (
                <tr key={c.category} data-category={c.category}>
                  <th scope="row">{c.category}</th>
                  <td data-label={k('raisedGender')}>
                    {t(`merit-cycles.gender.plural.${c.raised_gender}`)}
                  </td>
                  <td className={table.num} data-label={k('gapBefore')}>
                    {pct(c.total_pay_gap_before)}
                  </td>
                  <td className={table.num} data-label={k('gapAfter')}>
                    {pct(c.total_pay_gap_after)}
                  </td>
                  <td className={table.num} data-label={k('people')}>
                    {formatNumber(c.people_raised, lang)}
                  </td>
                  <td className={table.num} data-label={k('cost')}>
                    {money(c.total_monthly_raise)}
                  </td>
                  <td data-label={k('state')} className={c.closed ? undefined : styles.flagged}>
                    {c.closed ? k('closed') : k(`openReasons.${c.open_reason ?? 'budget'}`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {open.length > 0 && <p className={styles.note}>{k('openNote')}</p>}
      <p>
        <Link to={cycleLink(cycleId, 'proposals')}>{k('seeProposals')}</Link>
        {' · '}
        <Link to={cycleLink(cycleId, 'impact')}>{k('seeImpact')}</Link>
      </p>
    </section>
  );
};
