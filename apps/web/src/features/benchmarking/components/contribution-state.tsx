import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { POOL_RULES, type Contribution } from '@parytet/contract/benchmarking';
import { Card } from '#components/ui/card.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { errorMessageOf } from '#lib/api-error.ts';
import { formatDate, formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { notifySuccess } from '#lib/notify.ts';
import { defaultReport, useReportList } from '#lib/reports/report-list.ts';
import { useSaveContribution } from '../hooks/use-benchmarking-queries.ts';
import { benchmarkingLink } from '../lib/links.ts';
import styles from './benchmarking.module.css';

/** Whether the organisation contributes, what the next snapshot would read, and the switch. */
export const ContributionState = ({
  contribution,
  owner,
}: {
  contribution: Contribution;
  owner: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const save = useSaveContribution();
  const switchId = useId();
  const s = (key: string, values: Record<string, string | number> = {}) =>
    t(`benchmarking.sharing.state.${key}`, values);
  const reports = useReportList().data ?? [];
  const eligible = reports.find((r) => r.id === contribution.eligible_report_id);
  const mappingReport = defaultReport(reports);
  const { contribute, changed_at: changedAt } = contribution;
  // The switch moves at once (set in the same event, so React keeps it) and stays disabled
  // until the server has the choice; a refusal puts it back.
  const [asked, setAsked] = useState<boolean | null>(null);
  const shown = asked ?? contribute;
  const toggle = () => {
    const next = !contribute;
    setAsked(next);
    save.mutate(next, {
      onSuccess: () => notifySuccess(s(next ? 'joined' : 'left')),
      onSettled: () => setAsked(null),
    });
  };
  return (
    <Card as="section" className={styles.stateCard} aria-labelledby="sharing-state">
      <h3 id="sharing-state">{s('title')}</h3>
      <p className={styles.stateLine} data-contribute={contribute} aria-live="polite">
        <strong>{s(contribute ? 'on' : 'off')}</strong>
        {changedAt && ` ${s('since', { date: formatDate(changedAt, lang) })}`}
      </p>
      {owner ? (
        <div className={styles.switchRow}>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={shown}
            aria-checked={shown}
            aria-busy={save.isPending || undefined}
            disabled={asked !== null}
            onChange={toggle}
          />
          <label htmlFor={switchId}>{s('switch')}</label>
        </div>
      ) : (
        <p className={styles.note}>{s('ownerOnly')}</p>
      )}
      {save.isError && <Notice tone="error">{errorMessageOf(save.error)}</Notice>}
      <dl className={styles.stateFacts}>
        <div>
          <dt>{s('lastSnapshot')}</dt>
          <dd>
            {contribution.last_snapshot_at
              ? formatDate(contribution.last_snapshot_at, lang)
              : s('noSnapshot')}
          </dd>
        </div>
        <div>
          <dt>{s('nextReads')}</dt>
          <dd>
            {contribution.eligible_report_id ? (
              <Link to={benchmarkingLink(contribution.eligible_report_id, 'comparison')}>
                {eligible?.label ?? s('aReport')}
              </Link>
            ) : (
              <span className={styles.plain}>
                {s('noEligible', { months: POOL_RULES.minAgeMonths })}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{s('confirmed')}</dt>
          <dd>
            {formatNumber(contribution.confirmed_positions, lang)}
            {contribution.confirmed_positions === 0 && (
              <span className={styles.subLine}>
                {s('confirmFirst')}{' '}
                {mappingReport && (
                  <Link to={benchmarkingLink(mappingReport.id, 'mapping')}>{s('toMapping')}</Link>
                )}
              </span>
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
};
