import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { REPORT_LIST_ANCHOR } from '#components/report-actions/report-list-anchor.ts';
import { formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useLegalDetails } from '#lib/legal-details.ts';
import { limitsQueryOptions } from '#lib/reports/report-limits.ts';
import { usePlans } from '#lib/plans.ts';
import { nextPlanFor } from '../lib/next-plan.ts';

export type LimitProblem =
  | { kind: 'reports' }
  /** records: the file's count, when the server's answer carried it. */
  | { kind: 'records'; records?: number; maxRecords?: number };

/**
 * A plan limit reached, with its numbers and the ways forward: delete a report or split the
 * file, the smallest plan that allows it, or the operator's e-mail when no plan does.
 */
export const LimitMessage = ({ problem }: { problem: LimitProblem }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const n = (value: number) => formatNumber(value, lang);
  const limits = useQuery(limitsQueryOptions()).data;
  const plans = usePlans().data ?? [];
  const email = useLegalDetails().data?.operator.email ?? null;

  const contact = email ? (
    <p>
      <Trans
        i18nKey="pay-gap.limitMessage.contact"
        values={{ email }}
        components={{ mail: <a href={`mailto:${email}`} /> }}
      />
    </p>
  ) : null;

  if (problem.kind === 'reports') {
    const allowed = limits?.how_many_reports_allowed;
    const used = limits?.current_report_count;
    const plan =
      allowed === undefined ? undefined : nextPlanFor(plans, 'reports_allowed', allowed + 1);
    return (
      <div data-limit="reports">
        {allowed !== undefined && used !== undefined && (
          <p>
            <strong>
              {t('pay-gap.limitMessage.reportsUsed', { used: n(used), allowed: n(allowed) })}
            </strong>
          </p>
        )}
        <p>
          <Trans
            i18nKey="pay-gap.limitMessage.deleteOne"
            components={{ list: <a href={`#${REPORT_LIST_ANCHOR}`} /> }}
          />
        </p>
        {plan && (
          <p>
            {t('pay-gap.limitMessage.reportsPlan', {
              plan: plan.title,
              count: plan.limits.reports_allowed,
              formatted: n(plan.limits.reports_allowed),
            })}
          </p>
        )}
        {contact}
      </div>
    );
  }

  const max = problem.maxRecords ?? limits?.report_max_records_allowed;
  const plan =
    problem.records === undefined ? undefined : nextPlanFor(plans, 'max_records', problem.records);
  return (
    <div data-limit="records">
      <p>
        <strong>
          {problem.records !== undefined && max !== undefined
            ? t('pay-gap.limitMessage.records', { records: n(problem.records), max: n(max) })
            : t('errors.TOO_MANY_RECORDS')}
        </strong>
      </p>
      {max !== undefined && <p>{t('pay-gap.limitMessage.split', { max: n(max) })}</p>}
      {plan ? (
        <p>
          {t('pay-gap.limitMessage.recordsPlan', {
            plan: plan.title,
            max: n(plan.limits.max_records),
          })}
        </p>
      ) : (
        problem.records !== undefined && <p>{t('pay-gap.limitMessage.noPlan')}</p>
      )}
      {contact}
    </div>
  );
};
