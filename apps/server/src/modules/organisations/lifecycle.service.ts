import type { Language } from '@parytet/contract/common';
import type { AppContext } from '#context.ts';
import { deletionWarningMail } from '#mail/lifecycle-templates.ts';
import { recordAudit } from '#modules/audit/audit.service.ts';
import {
  blockLapsedTrials,
  claimDeletionWarnings,
  deleteOrganisationAndData,
  endLapsedPlans,
  findOwners,
  lockOneDueForDeletion,
} from './lifecycle.repository.ts';
import {
  BLOCKED_DATA_KEPT_DAYS,
  DELETION_WARNING_DAYS,
  dataDeletedOn,
  daysBefore,
} from './organisations.service.ts';

export type LifecycleSummary = {
  plansEnded: string[];
  blocked: string[];
  warned: string[];
  deleted: string[];
};

type LifecycleContext = Pick<AppContext, 'db' | 'config' | 'sendMail'>;

const language = (lang: string): Language => (lang === 'en' ? 'en' : 'pl');

/**
 * The daily pass over every organisation (decisions section 4): operator-set plan terms that
 * ended go back to DEFAULT_PLAN; lapsed trials without a subscription are blocked; owners are
 * warned 7 days before the deletion; 30 days after blocking the organisation and all its data
 * are deleted. `now` is a parameter so tests drive the clock. Safe to run twice or on several
 * workers at once: every step claims its rows atomically.
 */
export const runLifecycle = async (
  ctx: LifecycleContext,
  now: Date = new Date(),
): Promise<LifecycleSummary> => {
  const summary: LifecycleSummary = { plansEnded: [], blocked: [], warned: [], deleted: [] };

  await ctx.db.transaction().execute(async (trx) => {
    for (const org of await endLapsedPlans(trx, now, ctx.config.DEFAULT_PLAN)) {
      summary.plansEnded.push(org.id);
      await recordAudit(trx, {
        organisationId: org.id,
        actorId: null,
        action: 'organisation.plan_changed',
        details: { from: org.previous_plan, to: ctx.config.DEFAULT_PLAN, reason: 'plan_ended' },
      });
    }
  });

  await ctx.db.transaction().execute(async (trx) => {
    for (const org of await blockLapsedTrials(trx, now)) {
      summary.blocked.push(org.id);
      await recordAudit(trx, {
        organisationId: org.id,
        actorId: null,
        action: 'organisation.blocked',
        details: { reason: 'trial_ended' },
      });
    }
  });

  // A mail that cannot be queued rolls the claim back, so the next run warns again: at least once.
  await ctx.db.transaction().execute(async (trx) => {
    const due = daysBefore(now, BLOCKED_DATA_KEPT_DAYS - DELETION_WARNING_DAYS);
    for (const org of await claimDeletionWarnings(trx, now, due)) {
      summary.warned.push(org.id);
      const deletionDate = dataDeletedOn(org.blocked_at ?? now, now);
      for (const owner of await findOwners(trx, org.id)) {
        await ctx.sendMail({
          to: owner.email,
          ...deletionWarningMail({
            lang: language(owner.lang),
            organisationName: org.name,
            deletionDate,
            link: `${ctx.config.APP_URL}/main/profile`,
          }),
        });
      }
    }
  });

  // One organisation per transaction, so a large one does not hold the others' locks.
  for (;;) {
    const deleted = await ctx.db.transaction().execute(async (trx) => {
      const org = await lockOneDueForDeletion(
        trx,
        daysBefore(now, BLOCKED_DATA_KEPT_DAYS),
        daysBefore(now, DELETION_WARNING_DAYS),
      );
      return org ? deleteOrganisationAndData(trx, org.id) : null;
    });
    if (!deleted) break;
    summary.deleted.push(deleted.id);
  }
  return summary;
};
