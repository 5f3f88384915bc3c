import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureKey } from '@parytet/contract/features';
import { BlockLoader } from '#components/ui/loader.tsx';
import { LockedFeature } from '#components/ui/locked-feature.tsx';
import { PLANS_HREF, useFeatureAccess } from './plan-features.ts';

export type FeatureGateProps = {
  feature: FeatureKey;
  children: ReactNode;
};

/**
 * Wraps a screen of a plan feature: its children when the organisation's plan includes it,
 * otherwise the locked state naming the first plan that unlocks it (the server would answer
 * 403 FEATURE_NOT_IN_PLAN to the screen's calls). Usage: `<FeatureGate feature="chat">…`.
 */
export const FeatureGate = ({ feature, children }: FeatureGateProps) => {
  const { t } = useTranslation();
  const { allowed, unlockPlanTitle } = useFeatureAccess(feature);
  if (allowed === undefined) return <BlockLoader />;
  if (allowed) return <>{children}</>;
  return (
    <LockedFeature
      featureName={t(`plans.features.${feature}`)}
      planTitle={unlockPlanTitle}
      plansHref={PLANS_HREF}
    />
  );
};
