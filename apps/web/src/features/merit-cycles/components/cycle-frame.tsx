import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import type { MeritCycle } from '@parytet/contract/merit-cycles';
import {
  LoadErrorScreen,
  SectionHeader,
  reportSectionStyles as sectionStyles,
} from '#components/report-status/index.ts';
import { BlockLoader } from '#components/ui/loader.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { PageTitle } from '#components/ui/page-title.tsx';
import { toApiError } from '#lib/api-error.ts';
import { FeatureGate } from '#lib/feature-gate.tsx';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { paths } from '#lib/paths.ts';
import { useMeritAccess, type MeritAccess } from '../hooks/use-merit-access.ts';
import { useCycle } from '../hooks/use-merit-queries.ts';
import { cycleLink, cycleTabs, cycleViews, defaultView, type CycleView } from '../lib/links.ts';
import { BudgetBar } from './budget-bar.tsx';
import styles from './merit-cycles.module.css';
import { StateBadge } from './state-badge.tsx';

export type CycleFrameProps = {
  view: CycleView;
  children: (cycle: MeritCycle, access: MeritAccess) => ReactNode;
};

const BackLink = () => {
  const { t } = useTranslation();
  return (
    <Link to={paths.main.meritCycles} className={styles.back}>
      ← {t('merit-cycles.cycle.back')}
    </Link>
  );
};

const NotFound = () => {
  const { t } = useTranslation();
  return (
    <div className={sectionStyles.screen}>
      <BackLink />
      <PageTitle>{t('merit-cycles.title')}</PageTitle>
      <Notice tone="error" title={t('merit-cycles.cycle.notFound')} />
    </div>
  );
};

const Cycle = ({ id, view, children }: { id: string } & CycleFrameProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const access = useMeritAccess();
  const query = useCycle(id);
  if (query.isPending) return <BlockLoader />;
  if (query.isError) {
    if (toApiError(query.error).status === 404) return <NotFound />;
    return <LoadErrorScreen onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  // A view the role does not have (a viewer on the proposals): the role's first view.
  if (!cycleViews(access).includes(view)) {
    return <Navigate to={cycleLink(id, defaultView(access))} replace />;
  }
  const cycle = query.data;
  return (
    <div className={[sectionStyles.screen, styles.cycle].join(' ')}>
      <BackLink />
      <SectionHeader
        eyebrow={t('merit-cycles.title')}
        title={cycle.name}
        subtitle={
          <>
            {t('merit-cycles.cycle.subtitle', {
              report: cycle.report_label,
              date: formatDate(cycle.effective_on, lang),
            })}{' '}
            <StateBadge state={cycle.state} />
          </>
        }
        tabs={cycleTabs(t, id, access)}
        navLabel={t('merit-cycles.tabs.label')}
        methodologyHref={`${paths.methodology}#merit-cycles`}
      />
      <BudgetBar cycle={cycle} />
      {!access.proposals && (
        <Notice tone="info" className={styles.viewerNote}>
          {t('merit-cycles.cycle.viewerNote')}
        </Notice>
      )}
      <div className={styles.body}>{children(cycle, access)}</div>
    </div>
  );
};

/** A merit cycle's view behind the plan's gate: header, tabs, the budget always in view. */
export const CycleFrame = ({ view, children }: CycleFrameProps) => {
  const { id = '' } = useParams();
  return (
    <FeatureGate feature="merit_cycle_review">
      <Cycle key={id} id={id} view={view}>
        {children}
      </Cycle>
    </FeatureGate>
  );
};

/** /main/merit-cycles/:id: the first view the role has. */
export const CycleIndex = () => {
  const { id = '' } = useParams();
  const access = useMeritAccess();
  return (
    <FeatureGate feature="merit_cycle_review">
      <Navigate to={cycleLink(id, defaultView(access))} replace />
    </FeatureGate>
  );
};
