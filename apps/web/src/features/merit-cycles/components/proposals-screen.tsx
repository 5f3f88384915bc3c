import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeritCycle } from '@parytet/contract/merit-cycles';
import { LoadErrorScreen } from '#components/report-status/index.ts';
import { BlockLoader } from '#components/ui/loader.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useMediaQuery } from '#lib/use-media-query.ts';
import type { MeritAccess } from '../hooks/use-merit-access.ts';
import {
  useProposalsData,
  type ProposalFilters,
  type ProposalSort,
} from '../hooks/use-proposals-data.ts';
import { CycleFrame } from './cycle-frame.tsx';
import { ImpactSummary } from './impact-summary.tsx';
import styles from './merit-cycles.module.css';
import { ProposalFiltersBar } from './proposal-filters.tsx';
import { ProposalsTable } from './proposals-table.tsx';

const Proposals = ({ cycle, access }: { cycle: MeritCycle; access: MeritAccess }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const [filters, setFilters] = useState<ProposalFilters>({});
  const [sort, setSort] = useState<ProposalSort>(null);
  const data = useProposalsData(cycle.id, filters, sort);
  const editable = access.edit && cycle.state === 'draft';
  const filtered = Object.keys(filters).length > 0;
  const wide = useMediaQuery('(min-width: 540px)');
  return (
    <div className={styles.stack}>
      <ImpactSummary cycleId={cycle.id} />
      {cycle.state !== 'draft' ? (
        <Notice tone="info">{t('merit-cycles.readOnly.submitted')}</Notice>
      ) : (
        !access.edit && <Notice tone="info">{t('merit-cycles.readOnly.role')}</Notice>
      )}
      <section className={styles.proposals} aria-labelledby="proposals-title">
        <h2 id="proposals-title" className={styles.blockTitle}>
          {t('merit-cycles.proposals.title')}
        </h2>
        {editable && <p className={styles.note}>{t('merit-cycles.proposals.intro')}</p>}
        {/* A phone folds the ten filters away; a wider screen shows them open. */}
        <details key={String(wide)} className={styles.filterBox} open={wide || undefined}>
          <summary>
            {t('merit-cycles.filters.toggle', { count: Object.keys(filters).length })}
          </summary>
          <ProposalFiltersBar filters={filters} lists={data.first} onChange={setFilters} />
        </details>
        {data.status === 'loading' ? (
          <BlockLoader />
        ) : data.status === 'error' ? (
          <LoadErrorScreen onRetry={data.retry} />
        ) : (
          <>
            <p className={styles.count} role="status" aria-live="polite" aria-atomic="true">
              {t(
                filtered ? 'merit-cycles.proposals.countFiltered' : 'merit-cycles.proposals.count',
                {
                  count: data.total,
                  shown: formatNumber(data.total, lang),
                  total: formatNumber(cycle.people, lang),
                },
              )}
              {data.refreshing && (
                <span className={styles.muted}> · {t('merit-cycles.proposals.refreshing')}</span>
              )}
            </p>
            {data.total === 0 ? (
              <p className={styles.empty}>{t('merit-cycles.proposals.none')}</p>
            ) : (
              <div className={data.refreshing ? styles.stale : undefined}>
                <ProposalsTable
                  cycle={cycle}
                  rows={data.rows}
                  caption={t('merit-cycles.proposals.caption', { name: cycle.name })}
                  sort={sort}
                  onSortChange={setSort}
                  editable={editable}
                  hasMore={data.hasMore}
                  onLoadMore={data.loadMore}
                />
              </div>
            )}
            {data.loadingMore && (
              <p className={styles.note}>{t('merit-cycles.proposals.loadingMore')}</p>
            )}
            <p className={styles.note}>{t('merit-cycles.proposals.legend')}</p>
          </>
        )}
      </section>
    </div>
  );
};

/** /main/merit-cycles/:id/proposals: each person's raise, editable while the cycle is a draft. */
export const ProposalsScreen = () => (
  <CycleFrame view="proposals">
    {(cycle, access) => <Proposals cycle={cycle} access={access} />}
  </CycleFrame>
);
