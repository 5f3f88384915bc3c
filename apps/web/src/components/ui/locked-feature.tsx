import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button.tsx';
import { Card } from './card.tsx';
import { IconLock } from './icons.tsx';
import styles from './locked-feature.module.css';

export type LockedFeatureProps = {
  /** The feature as the user knows it ("Chat", "Benchmarking"). */
  featureName: string;
  /** The first plan that includes it; null while the plans load or when none does. */
  planTitle: string | null;
  /** Where the plans are shown and asked for (the profile's plan cards). */
  plansHref: string;
};

/**
 * A screen of a feature the organisation's plan does not include: what is locked, the first plan
 * that unlocks it, and a way to the plans. Never a dead button.
 */
export const LockedFeature = ({ featureName, planTitle, plansHref }: LockedFeatureProps) => {
  const { t } = useTranslation();
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
      <p className={styles.text}>
        {planTitle ? t('plans.locked.unlockedBy', { plan: planTitle }) : t('plans.locked.noPlan')}
      </p>
      <ButtonLink to={plansHref} size="sm">
        {t('plans.locked.seePlans')}
      </ButtonLink>
    </Card>
  );
};

/** The small mark beside a locked menu item: a lock and the plan that unlocks it. */
export const LockedTag = ({ planTitle }: { planTitle: string | null }) => {
  const { t } = useTranslation();
  return (
    <span className={styles.tag} data-locked-tag>
      <IconLock size={12} />
      {planTitle ?? ''}
      <span className="visually-hidden">
        {' '}
        ({planTitle ? t('plans.locked.unlockedBy', { plan: planTitle }) : t('plans.locked.noPlan')})
      </span>
    </span>
  );
};
