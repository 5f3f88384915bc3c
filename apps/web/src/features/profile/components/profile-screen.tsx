import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '@parytet/contract/users';
import { Card } from '#components/ui/card.tsx';
import { BlockLoader } from '#components/ui/loader.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { PageTitle } from '#components/ui/page-title.tsx';
import { useCurrentUser } from '#lib/current-user.ts';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useLegalDetails } from '#lib/legal-details.ts';
import { usePlans } from '#lib/plans.ts';
import { PlanCard } from './plan-card.tsx';
import styles from './profile-screen.module.css';

/**
 * /main/profile: who is signed in, for which organisation, on which plan; all the plans. The app
 * puts further sections below (self-service, the team) as children: features never import each
 * other.
 */
export const ProfileScreen = ({ children }: { children?: ReactNode }) => {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const plans = usePlans();
  const legal = useLegalDetails();
  if (!user) return <BlockLoader />;

  return (
    <section className={styles.screen}>
      <PageTitle>{t('profile.title')}</PageTitle>
      <AccountCard user={user} />
      <section className={styles.plans} aria-labelledby="plans-heading">
        <div className={styles.plansHead}>
          <h2 id="plans-heading" className={styles.heading}>
            {t('profile.plans.title')}
          </h2>
          <p className={styles.intro}>{t('profile.plans.intro')}</p>
        </div>
        {plans.isPending ? (
          <BlockLoader />
        ) : plans.isError ? (
          <Notice tone="error">{t('profile.plans.loadError')}</Notice>
        ) : (
          <div className={styles.planGrid}>
            {plans.data.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                current={plan.id === user.subscription_plan}
                price={legal.data?.plan_prices[plan.id] ?? null}
                contactEmail={legal.data?.operator.email ?? null}
              />
            ))}
          </div>
        )}
      </section>
      {children}
    </section>
  );
};

const AccountCard = ({ user }: { user: MeResponse }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const trialEnd = user.trial_ends_at === null ? null : new Date(user.trial_ends_at);
  // "Now" is when the card first showed; the wording needs no live clock.
  const [now] = useState(Date.now);
  const trialOver = trialEnd !== null && trialEnd.getTime() <= now;
  return (
    <Card as="section" flat className={styles.account} aria-labelledby="account-heading">
      <h2 id="account-heading" className={styles.heading}>
        {t('profile.account.title')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('profile.account.fullName')}</dt>
          <dd>{user.full_name}</dd>
        </div>
        <div>
          <dt>{t('profile.account.email')}</dt>
          <dd className={styles.email}>{user.email}</dd>
        </div>
        <div>
          <dt>{t('profile.account.organisation')}</dt>
          <dd>{user.organisation_name}</dd>
        </div>
        <div>
          <dt>{t('profile.account.role')}</dt>
          <dd>{t(`profile.account.roles.${user.role}`)}</dd>
        </div>
        <div>
          <dt>{t('profile.account.plan')}</dt>
          <dd>
            <span className={styles.badge} data-testid="current-plan">
              {t(`common.planNames.${user.subscription_plan}`)}
            </span>
          </dd>
        </div>
        {trialEnd && (
          <div>
            <dt>{t('profile.account.trial')}</dt>
            <dd>
              {t(trialOver ? 'profile.account.trialEnded' : 'profile.account.trialUntil', {
                date: formatDate(trialEnd, lang),
              })}
            </dd>
          </div>
        )}
      </dl>
      {!user.can_upload_reports && (
        <Notice tone="info" className={styles.blocked}>
          {t('profile.account.uploadBlocked')}
        </Notice>
      )}
    </Card>
  );
};
