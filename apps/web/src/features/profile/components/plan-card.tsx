import { useTranslation } from 'react-i18next';
import { featureKeys, type FeatureKey } from '@parytet/contract/features';
import type { Plan, PlanFeatureKey } from '@parytet/contract/plans';
import { buttonClassName } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { IconCheck, IconClose } from '#components/ui/icons.tsx';
import { formatMoney, formatNumber } from '#lib/format.ts';
import styles from './profile-screen.module.css';

/**
 * What the product really does today: the pay-gap reports (salary insight), the organisation's
 * own salary bands, the EU Pay Transparency reporting, merit cycle review and benchmarking. A
 * plan "with" anything else gets it once it is built, so the card says "coming soon" rather than
 * "included". The salary ranges observed in the reports are not salary bands (decisions §10):
 * every plan has them, and the card says so on a line of its own.
 */
const BUILT_FEATURES: ReadonlySet<PlanFeatureKey> = new Set([
  'salary_insight',
  'salary_bands',
  'merit_cycle_review',
  'reporting',
  'benchmarking',
]);

export type PlanCardProps = {
  plan: Plan;
  current: boolean;
  /** Monthly net price in PLN from the deployment's configuration; null = on request. */
  price?: number | null;
  /** Where upgrades are asked for (the operator's e-mail); null = not configured. */
  contactEmail?: string | null;
};

/** One plan: its limits, what it includes (spec §1 table) and how to get it. */
export const PlanCard = ({ plan, current, price = null, contactEmail = null }: PlanCardProps) => {
  const { t } = useTranslation();
  const chat = plan.enabled.chat ? 'yes' : 'no';
  const headingId = `plan-${plan.id}`;
  const quoteOnly = plan.features.every((feature) => feature.value === 'quote');
  const subject = t('profile.plans.mailSubject', { plan: plan.title });
  const mailto = contactEmail
    ? `mailto:${contactEmail}?subject=${encodeURIComponent(subject)}`
    : null;

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
      <p className={styles.price} data-price={price ?? undefined}>
        {price === null
          ? t(quoteOnly ? 'profile.plans.quote' : 'profile.plans.priceFallback')
          : t('profile.plans.price', { price: formatMoney(price, 'pl') })}
      </p>

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
        <FeatureLine value={chat} label={t('profile.plans.chat')} />
      </ul>
      {quoteOnly && <p className={styles.contract}>{t('profile.plans.contractLimits')}</p>}

      {quoteOnly && current && <p className={styles.quote}>{t('profile.plans.quote')}</p>}
      {/* Every plan lists what it includes, the quoted one too (it left out Reporting). */}
      <ul className={styles.features}>
        <FeatureLine value="yes" label={t('profile.plans.salaryRanges')} />
        {plan.features.map(({ key, value }) => (
          <FeatureLine
            key={key}
            value={featureValue(plan, key, value)}
            label={t(`profile.plans.features.${key}`)}
          />
        ))}
      </ul>

      {!current && !mailto && <p className={styles.quote}>{t('profile.plans.noContact')}</p>}
      {!current && mailto && (
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

type FeatureValue = 'yes' | 'no' | 'limited' | 'planned' | 'quote';

const isGate = (key: PlanFeatureKey): key is PlanFeatureKey & FeatureKey =>
  (featureKeys as readonly string[]).includes(key);

/**
 * A row of the spec's table as this deployment has it: a gated feature follows the plan's
 * switch (PLAN_FEATURES), so a card never promises what the server refuses; a feature not built
 * yet (merit cycle review) reads "coming soon" wherever the plan has it.
 */
const featureValue = (
  plan: Plan,
  key: PlanFeatureKey,
  value: Plan['features'][number]['value'],
): FeatureValue => {
  const on = isGate(key) ? plan.enabled[key] : value !== 'no';
  if (!on) return 'no';
  // A quoted plan includes the feature on the terms of its contract.
  if (value === 'quote') return BUILT_FEATURES.has(key) ? 'yes' : 'planned';
  if (!BUILT_FEATURES.has(key)) return 'planned';
  return value === 'no' ? 'yes' : value;
};

/** One line of the card: a tick, a cross, or "coming soon" in words (never a tick). */
const FeatureLine = ({ value, label }: { value: FeatureValue; label: string }) => {
  const { t } = useTranslation();
  return (
    <li className={styles[`feature-${value}`]} data-feature-value={value}>
      {value === 'no' || value === 'planned' ? <IconClose size={16} /> : <IconCheck size={16} />}
      <span>
        {label}
        {value === 'limited' || value === 'planned' ? (
          <span className={styles.limited}>
            {' '}
            ({t(value === 'planned' ? 'profile.plans.planned' : 'profile.plans.values.limited')})
          </span>
        ) : (
          <span className="visually-hidden"> ({t(`profile.plans.values.${value}`)})</span>
        )}
      </span>
    </li>
  );
};
