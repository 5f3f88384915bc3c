import { useTranslation } from 'react-i18next';
import { POOL_RULES, type WithheldReason as Reason } from '@parytet/contract/benchmarking';
import styles from './benchmarking.module.css';

/** A pooled cell the server withheld, with the rule it breaks in plain words. */
export const WithheldReason = ({ reason }: { reason: Reason | null }) => {
  const { t } = useTranslation();
  return (
    <span className={styles.withheld} data-withheld={reason ?? 'unknown'}>
      <strong>{t('benchmarking.withheld.title')}</strong>{' '}
      {t(`benchmarking.withheld.${reason ?? 'unknown'}`, {
        organisations: POOL_RULES.minOrganisations,
        people: POOL_RULES.minPeople,
        share: Math.round(POOL_RULES.maxContributorShare * 100),
        months: POOL_RULES.minAgeMonths,
      })}
    </span>
  );
};
