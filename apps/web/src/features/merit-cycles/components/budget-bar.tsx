import { useTranslation } from 'react-i18next';
import type { MeritCycleSummary } from '@parytet/contract/merit-cycles';
import { formatNumber, formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { formatCents } from '../lib/money.ts';
import { budgetShare } from '../lib/budget.ts';
import styles from './budget-bar.module.css';

/**
 * The budget used and left, kept in view while the user works down the cycle (sticky under the
 * top bar). Overspending is said in words and by the bar's colour and its red end.
 */
export const BudgetBar = ({ cycle }: { cycle: MeritCycleSummary }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const { budget, currency } = cycle;
  const money = (value: number) => formatCents(value, lang, currency);
  const share = budgetShare(budget);
  const over = budget.left < 0;
  return (
    <section
      className={styles.bar}
      aria-label={t('merit-cycles.budget.label')}
      data-over={over || undefined}
      data-budget-bar
    >
      <dl className={styles.figures}>
        <div>
          <dt>{t('merit-cycles.budget.total')}</dt>
          <dd>
            <span className={styles.amount}>{money(budget.total)}</span>
            {budget.kind === 'percent' && (
              <span className={styles.kind}>
                {' '}
                ({t('merit-cycles.budget.ofPay', { value: formatPercent(budget.value, lang) })})
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('merit-cycles.budget.used')}</dt>
          <dd data-budget-used>
            <span className={styles.amount}>{money(budget.used)}</span>{' '}
            <span className={styles.kind}>({formatPercent(share, lang)})</span>
          </dd>
        </div>
        <div>
          <dt>{over ? t('merit-cycles.budget.over') : t('merit-cycles.budget.left')}</dt>
          <dd data-budget-left className={over ? styles.overText : undefined}>
            {money(Math.abs(budget.left))}
          </dd>
        </div>
        <div className={styles.optional}>
          <dt>{t('merit-cycles.budget.people')}</dt>
          <dd>
            {t('merit-cycles.budget.peopleValue', {
              raised: formatNumber(cycle.people_raised, lang),
              people: formatNumber(cycle.people, lang),
            })}
          </dd>
        </div>
      </dl>
      <div
        className={styles.track}
        role="meter"
        aria-label={t('merit-cycles.budget.meter')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, Math.round(share))}
        aria-valuetext={t('merit-cycles.budget.meterText', { value: formatPercent(share, lang) })}
      >
        <span className={styles.fill} style={{ width: `${Math.min(100, share)}%` }} />
      </div>
    </section>
  );
};
