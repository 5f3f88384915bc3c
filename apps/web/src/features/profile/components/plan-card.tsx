import { useTranslation } from 'react-i18next';
import type { Plan } from '@parytet/contract/plans';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { IconCheck, IconClose } from '../../../components/ui/icons.tsx';
import { formatNumber } from '../../../lib/format.ts';
import styles from './profile-screen.module.css';

/** Where upgrades are asked for: the operator changes plans, nothing is paid online. */
export const SALES_EMAIL = 'kontakt@parytet.pl';

export type PlanCardProps = { plan: Plan; current: boolean };

/** One plan: its limits, what it includes (spec §1 table) and how to get it. */
export const PlanCard = ({ plan, current }: PlanCardProps) => {
  const { t } = useTranslation();
  const headingId = `plan-${plan.id}`;
  const quoteOnly = plan.features.every((feature) => feature.value === 'quote');
  const subject = t('profile.plans.mailSubject', { plan: plan.title });
  const mailto = `mailto:${SALES_EMAIL}?subject=${encodeURIComponent(subject)}`;

  return (
    <Card
      as="article"
      compact
      accent={current}
      className={[styles.plan, current && styles.currentPlan].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-plan={plan.id}
      data-current={current || undefined}
    >
      <header className={styles.planHead}>
        <h3 id={headingId} className={styles.planTitle}>
          {plan.title}
        </h3>
        {current && <span className={styles.badge}>{t('profile.plans.current')}</span>}
      </header>

      <ul className={styles.limits}>
        <li>
          <strong>{formatNumber(plan.limits.reports_allowed, 'pl')}</strong>{' '}
          {t('profile.plans.reports', { count: plan.limits.reports_allowed })}
        </li>
        <li>
          <strong>
            {t('profile.plans.recordsValue', {
              value: formatNumber(plan.limits.max_records, 'pl'),
            })}
          </strong>{' '}
          {t('profile.plans.recordsUnit')}
        </li>
        <li className={styles[`feature-${plan.limits.chat ? 'yes' : 'no'}`]}>
          {plan.limits.chat ? <IconCheck size={16} /> : <IconClose size={16} />}
          <span>
            {t('profile.plans.chat')}
            <span className="visually-hidden">
              {' '}
              ({t(`profile.plans.values.${plan.limits.chat ? 'yes' : 'no'}`)})
            </span>
          </span>
        </li>
      </ul>
      {quoteOnly && <p className={styles.contract}>{t('profile.plans.contractLimits')}</p>}

      {quoteOnly ? (
        current && <p className={styles.quote}>{t('profile.plans.quote')}</p>
      ) : (
        <ul className={styles.features}>
          {plan.features.map(({ key, value }) => (
            <li key={key} className={styles[`feature-${value}`]}>
              {value === 'no' ? <IconClose size={16} /> : <IconCheck size={16} />}
              <span>
                {t(`profile.plans.features.${key}`)}
                {value === 'limited' ? (
                  <span className={styles.limited}> ({t('profile.plans.values.limited')})</span>
                ) : (
                  <span className="visually-hidden"> ({t(`profile.plans.values.${value}`)})</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}

      {!current && (
        <a
          className={buttonClassName({ variant: 'secondary', size: 'sm' }, styles.contact)}
          href={mailto}
        >
          {quoteOnly ? t('profile.plans.quote') : t('profile.plans.contact')}
          <span className="visually-hidden">
            {' '}
            {t('profile.plans.contactAbout', { plan: plan.title })}
          </span>
        </a>
      )}
    </Card>
  );
};
