import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MeritCycleSummary } from '@parytet/contract/merit-cycles';
import {
  LoadErrorScreen,
  MethodologyLink,
  reportSectionStyles as sectionStyles,
  reportTableStyles as table,
  TableScroll,
} from '#components/report-status/index.ts';
import { ButtonLink } from '#components/ui/button.tsx';
import { IconPlus } from '#components/ui/icons.tsx';
import { BlockLoader } from '#components/ui/loader.tsx';
import { PageTitle } from '#components/ui/page-title.tsx';
import { FeatureGate } from '#lib/feature-gate.tsx';
import { formatDate, formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { formatCents } from '../lib/money.ts';
import { paths } from '#lib/paths.ts';
import { budgetShare } from '../lib/budget.ts';
import { useMeritAccess } from '../hooks/use-merit-access.ts';
import { useCycleList } from '../hooks/use-merit-queries.ts';
import { cycleLink, defaultView } from '../lib/links.ts';
import styles from './merit-cycles.module.css';
import { StateBadge } from './state-badge.tsx';

const CycleTable = ({ cycles }: { cycles: readonly MeritCycleSummary[] }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const access = useMeritAccess();
  const k = (key: string) => t(`merit-cycles.list.${key}`);
  return (
    <TableScroll label={k('caption')}>
      <table className={[table.table, table.stack].join(' ')} data-table="merit-cycles">
        <caption className="visually-hidden">{k('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{k('name')}</th>
            <th scope="col">{k('report')}</th>
            <th scope="col">{k('effectiveOn')}</th>
            <th scope="col">{k('state')}</th>
            <th scope="col" className={table.num}>
              {k('budget')}
            </th>
            <th scope="col" className={table.num}>
              {k('used')}
            </th>
          </tr>
        </thead>
        <tbody>
          {cycles.map((cycle) => (
            <tr key={cycle.id} data-cycle={cycle.id}>
              <th scope="row">
                <Link to={cycleLink(cycle.id, defaultView(access))}>{cycle.name}</Link>
              </th>
              <td data-label={k('report')}>{cycle.report_label}</td>
              <td data-label={k('effectiveOn')}>{formatDate(cycle.effective_on, lang)}</td>
              <td data-label={k('state')}>
                <StateBadge state={cycle.state} />
              </td>
              <td className={table.num} data-label={k('budget')}>
                {formatCents(cycle.budget.total, lang, cycle.currency)}
              </td>
              <td className={table.num} data-label={k('used')}>
                {formatCents(cycle.budget.used, lang, cycle.currency)} (
                {formatPercent(budgetShare(cycle.budget), lang)})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
};

const CycleList = () => {
  const { t } = useTranslation();
  const access = useMeritAccess();
  const query = useCycleList();
  return (
    <div className={sectionStyles.screen}>
      <div className={styles.titleRow}>
        <PageTitle subtitle={t('merit-cycles.list.intro')}>{t('merit-cycles.title')}</PageTitle>
        <div className={styles.titleActions}>
          {/* The same section of the methodology as each cycle's header links to. */}
          <MethodologyLink to={`${paths.methodology}#merit-cycles`} />
          {access.edit && (
            <ButtonLink to={paths.main.meritCycleNew} icon={<IconPlus size={18} />}>
              {t('merit-cycles.list.create')}
            </ButtonLink>
          )}
        </div>
      </div>
      {query.isPending ? (
        <BlockLoader />
      ) : query.isError ? (
        <LoadErrorScreen onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.cycles.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('merit-cycles.list.empty')}</p>
          <p>{access.edit ? t('merit-cycles.list.emptyEdit') : t('merit-cycles.list.emptyRead')}</p>
        </div>
      ) : (
        <CycleTable cycles={query.data.cycles} />
      )}
    </div>
  );
};

/** /main/merit-cycles: the organisation's cycles and, for owners and admins, a new one. */
export const MeritCyclesScreen = () => (
  <FeatureGate feature="merit_cycle_review">
    <CycleList />
  </FeatureGate>
);
