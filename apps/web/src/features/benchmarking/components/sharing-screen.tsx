import { useTranslation } from 'react-i18next';
import { POOL_RULES } from '@parytet/contract/benchmarking';
import { reportSectionStyles as sectionStyles } from '#components/report-status/index.ts';
import { Button } from '#components/ui/button.tsx';
import { BlockLoader } from '#components/ui/loader.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { errorMessageOf } from '#lib/api-error.ts';
import { useCan } from '#lib/permissions.ts';
import { useContribution } from '../hooks/use-benchmarking-queries.ts';
import { BenchmarkingPlainFrame } from './benchmarking-frame.tsx';
import styles from './benchmarking.module.css';
import { ContributionState } from './contribution-state.tsx';

const RULE_VALUES = {
  organisations: POOL_RULES.minOrganisations,
  people: POOL_RULES.minPeople,
  share: Math.round(POOL_RULES.maxContributorShare * 100),
  months: POOL_RULES.minAgeMonths,
};

/** A titled list of plain sentences (what is shared, what never is, the rules). */
const Explained = ({ id, items }: { id: string; items: readonly string[] }) => {
  const { t } = useTranslation();
  return (
    <section className={styles.explained} aria-labelledby={`sharing-${id}`}>
      <h3 id={`sharing-${id}`}>{t(`benchmarking.sharing.${id}.title`)}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{t(`benchmarking.sharing.${id}.${item}`, RULE_VALUES)}</li>
        ))}
      </ul>
    </section>
  );
};

/**
 * The organisation's opt-in to the pooled benchmark: what is shared and what never is, the
 * rules every pooled figure passes, the state, and (for the owner) the switch.
 */
export const SharingScreen = () => {
  const { t } = useTranslation();
  const query = useContribution();
  const owner = useCan()('benchmarking.contribute');
  return (
    <BenchmarkingPlainFrame>
      <div className={styles.stack}>
        <section className={sectionStyles.block} aria-labelledby="sharing-title">
          <h2 id="sharing-title" className={sectionStyles.blockTitle}>
            {t('benchmarking.sharing.title')}
          </h2>
          <p className={sectionStyles.blockIntro}>{t('benchmarking.sharing.intro')}</p>
        </section>
        {query.isError ? (
          <Notice tone="error" title={t('benchmarking.sharing.loadError')}>
            <p>{errorMessageOf(query.error)}</p>
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
              {t('benchmarking.retry')}
            </Button>
          </Notice>
        ) : query.data ? (
          <ContributionState contribution={query.data} owner={owner} />
        ) : (
          <BlockLoader />
        )}
        <div className={styles.explainedGrid}>
          <Explained id="shared" items={['aggregates', 'source', 'when']} />
          <Explained id="never" items={['name', 'rows', 'figures', 'count']} />
          <Explained
            id="rules"
            items={['organisations', 'people', 'share', 'months', 'aggregates']}
          />
          <Explained id="leaving" items={['next', 'replace', 'reading']} />
        </div>
      </div>
    </BenchmarkingPlainFrame>
  );
};
