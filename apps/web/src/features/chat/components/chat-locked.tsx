import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { PageTitle } from '#components/ui/page-title.tsx';
import { PLANS_HREF, firstPlanWith } from '#lib/plan-features.ts';
import { usePlans } from '#lib/plans.ts';
import styles from './chat.module.css';

/** On a plan without chat: what the assistant does, the plan that unlocks it, the way there. */
export const ChatLocked = () => {
  const { t } = useTranslation();
  const { data: plans } = usePlans();
  const unlocking = firstPlanWith(plans, 'chat');
  return (
    <section className={styles.screen}>
      <PageTitle eyebrow={t('chat.title')}>{t('chat.locked.title')}</PageTitle>
      <Card className={styles.locked}>
        <p>
          {unlocking ? t('chat.locked.text', { plan: unlocking.title }) : t('chat.locked.textAny')}
        </p>
        <ButtonLink to={PLANS_HREF}>{t('chat.locked.cta')}</ButtonLink>
      </Card>
    </section>
  );
};
