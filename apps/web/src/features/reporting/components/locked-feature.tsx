import { useTranslation } from 'react-i18next';
import { reportSectionStyles as sectionStyles } from '#components/report-status/index.ts';
import { ButtonLink } from '#components/ui/button.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { PageTitle } from '#components/ui/page-title.tsx';
import { paths } from '#lib/paths.ts';
import { unlockingPlans } from '../lib/unlocking-plans.ts';

/** The section when the organisation's plan does not include reporting: which plans do. */
export const LockedFeature = () => {
  const { t } = useTranslation();
  const plans = unlockingPlans().join(' / ');
  return (
    <div className={sectionStyles.screen} data-testid="pay-transparency-locked">
      <PageTitle>{t('reporting.title')}</PageTitle>
      <Notice tone="info" title={t('reporting.locked.title')}>
        <p>{t('reporting.locked.body', { plans })}</p>
        <ButtonLink to={paths.main.profile} variant="primary">
          {t('reporting.locked.cta')}
        </ButtonLink>
      </Notice>
    </div>
  );
};
