import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button.tsx';
import { Card } from './card.tsx';
import { IconLock } from './icons.tsx';
import styles from './locked-feature.module.css';

export type LockedFeatureProps = {
  /** The feature as the user knows it ("Chat", "Benchmarking"). */
  featureName: string;
  /** The first plan that includes it; null when none does, undefined while the plans load. */
  planTitle: string | null | undefined;
  /** Where the plans are shown and asked for (the profile's plan cards). */
  plansHref: string;
};

/** What unlocks a feature, in words; empty while the plans load (never "no plan" too early). */
export const useUnlockText = (planTitle: string | null | undefined) => {
  const { t } = useTranslation();
  if (planTitle === undefined) return '';
  return planTitle ? t('plans.locked.unlockedBy', { plan: planTitle }) : t('plans.locked.noPlan');
};

/**
 * A screen of a feature the organisation's plan does not include: what is locked, the first plan
 * that unlocks it, and a way to the plans. Never a dead button.
 */
export const LockedFeature = ({ featureName, planTitle, plansHref }: LockedFeatureProps) => {
  const { t } = useTranslation();
  const unlock = useUnlockText(planTitle);
  return (
    <Card
      as="section"
      className={styles.panel}
      aria-labelledby="locked-feature-title"
      data-locked-feature
    >
      <div className={styles.head}>
        <IconLock size={22} />
        <h1 id="locked-feature-title" className={styles.title}>
          {t('plans.locked.title', { feature: featureName })}
        </h1>
      </div>
      <p className={styles.text} aria-busy={planTitle === undefined || undefined}>
        {unlock}
      </p>
      <ButtonLink to={plansHref} size="sm">
        {t('plans.locked.seePlans')}
      </ButtonLink>
    </Card>
  );
};

/** The small mark beside a locked menu item: a lock and the plan that unlocks it. */
export const LockedTag = ({ planTitle }: { planTitle: string | null | undefined }) => {
  const unlock = useUnlockText(planTitle);
  return (
    <span className={styles.tag} data-locked-tag>
      <IconLock size={12} />
      {planTitle ?? ''}
      {unlock && <span className="visually-hidden"> ({unlock})</span>}
    </span>
  );
};
