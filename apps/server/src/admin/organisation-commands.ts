import { featureSetSchema } from '@parytet/contract/features';
import { planIdSchema, planLimitsSchema } from '@parytet/contract/plans';
import type { AppContext } from '#context.ts';
import { recordAudit, type AuditEntry } from '#modules/audit/audit.service.ts';
import {
  findOrganisationState,
  updateOrganisationState,
  type OrganisationChanges,
  type OrganisationState,
} from '#modules/organisations/operator.repository.ts';
import { deleteOrganisation } from '#modules/organisations/organisations.service.ts';
import {
  UsageError,
  day,
  parseEndDate,
  parseJsonOverride,
  parsePositiveInt,
  resolveOrganisation,
  type ParsedArgs,
} from './admin-args.ts';

export type AdminIo = {
  out: (line: string) => void;
  /** Asks a yes/no question on the terminal; tests answer it. */
  confirm: (question: string) => Promise<boolean>;
};

type Command = (ctx: AppContext, args: ParsedArgs, io: AdminIo) => Promise<void>;

const describeState = (o: OrganisationState) =>
  [
    `${o.id} ${o.name}: plan ${o.plan}${o.plan_ends_at ? ` until ${day(o.plan_ends_at)}` : ''}`,
    `subscription ${o.subscription_active ? 'active' : 'inactive'}`,
    `trial ends ${o.trial_ends_at?.toISOString() ?? 'never'}`,
    o.blocked_at ? `blocked since ${o.blocked_at.toISOString()}` : 'not blocked',
    `limits override ${JSON.stringify(o.limits_override)}`,
    `features override ${JSON.stringify(o.features_override)}`,
  ].join(', ');

/** One change to one organisation with its audit entry, and the state before and after. */
const change = async (
  ctx: AppContext,
  ref: string | undefined,
  io: AdminIo,
  build: (before: OrganisationState) => {
    changes: OrganisationChanges;
    audit: Pick<AuditEntry, 'action' | 'details'>[];
    note?: string;
  },
) => {
  const { id } = await resolveOrganisation(ctx.db, ref);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findOrganisationState(trx, id);
    if (!before) throw new UsageError('The organisation disappeared meanwhile.');
    const { changes, audit, note } = build(before);
    const after =
      Object.keys(changes).length === 0 ? before : await updateOrganisationState(trx, id, changes);
    if (!after) throw new UsageError('The organisation disappeared meanwhile.');
    for (const entry of audit) {
      await recordAudit(trx, {
        organisationId: id,
        actorId: null,
        ...entry,
        details: { by: 'operator', ...entry.details },
      });
    }
    io.out(`Before:  ${describeState(before)}`);
    io.out(`Updated: ${describeState(after)}`);
    if (note) io.out(note);
  });
};

const unblocking = (before: OrganisationState) =>
  before.blocked_at
    ? {
        changes: { blocked_at: null, deletion_warned_at: null },
        audit: [{ action: 'organisation.unblocked' as const, details: {} }],
      }
    : { changes: {}, audit: [] };

const setPlan: Command = (ctx, { positional: [, ref, value], flags }, io) => {
  if (!value) throw new UsageError('Missing the organisation or the plan.');
  const plan = planIdSchema.safeParse(value.toUpperCase());
  if (!plan.success) throw new UsageError(`Unknown plan "${value}".`);
  const until = flags.has('until') ? parseEndDate(flags.get('until'), 'until') : null;
  if (until && until <= new Date()) throw new UsageError('--until must be in the future.');
  return change(ctx, ref, io, (before) => ({
    changes: { plan: plan.data, plan_ends_at: until },
    audit: [
      {
        action: 'organisation.plan_changed',
        details: { from: before.plan, to: plan.data, until: until?.toISOString() ?? null },
      },
    ],
    note: until
      ? `On ${day(until)} the daily job puts it back on ${ctx.config.DEFAULT_PLAN} (DEFAULT_PLAN).`
      : undefined,
  }));
};

const setOverride =
  (kind: 'limits' | 'features'): Command =>
  (ctx, { positional: [, ref, value] }, io) => {
    const override =
      kind === 'limits'
        ? parseJsonOverride(value, planLimitsSchema.partial().strict(), kind)
        : parseJsonOverride(value, featureSetSchema.partial().strict(), kind);
    const column = kind === 'limits' ? 'limits_override' : 'features_override';
    return change(ctx, ref, io, (before) => ({
      changes: { [column]: override === null ? null : JSON.stringify(override) },
      audit: [
        {
          action:
            kind === 'limits' ? 'organisation.limits_changed' : 'organisation.features_changed',
          details: { from: before[column], to: override },
        },
      ],
    }));
  };

const DAY_MS = 24 * 60 * 60 * 1000;

const extendTrial: Command = (ctx, { positional: [, ref], flags }, io) => {
  if (flags.has('days') === flags.has('until')) {
    throw new UsageError('extend-trial needs either --days N or --until YYYY-MM-DD.');
  }
  const now = new Date();
  return change(ctx, ref, io, (before) => {
    const from = before.trial_ends_at && before.trial_ends_at > now ? before.trial_ends_at : now;
    const ends = flags.has('days')
      ? new Date(from.getTime() + parsePositiveInt(flags.get('days'), '--days') * DAY_MS)
      : parseEndDate(flags.get('until'), 'until');
    if (ends <= now) throw new UsageError('The new trial end must be in the future.');
    // A longer trial lifts the block its end caused.
    const unblock = unblocking(before);
    return {
      changes: { trial_ends_at: ends, ...unblock.changes },
      audit: [
        {
          action: 'organisation.trial_extended',
          details: { from: before.trial_ends_at?.toISOString() ?? null, to: ends.toISOString() },
        },
        ...unblock.audit,
      ],
    };
  });
};

const block: Command = (ctx, { positional: [, ref] }, io) =>
  change(ctx, ref, io, (before) =>
    before.blocked_at
      ? { changes: {}, audit: [], note: 'It was already blocked; nothing changed.' }
      : {
          changes: { blocked_at: new Date(), deletion_warned_at: null },
          audit: [{ action: 'organisation.blocked', details: { reason: 'operator' } }],
          note: 'Its data is deleted 30 days from now unless it is unblocked.',
        },
  );

const lapsed = (o: OrganisationState) =>
  !o.subscription_active && o.trial_ends_at !== null && o.trial_ends_at <= new Date();

const unblock: Command = (ctx, { positional: [, ref] }, io) =>
  change(ctx, ref, io, (before) => ({
    ...unblocking(before),
    note: !before.blocked_at
      ? 'It was not blocked; nothing changed.'
      : lapsed(before)
        ? 'Its trial has ended without a subscription: the daily job blocks it again unless you ' +
          'extend-trial or activate-subscription.'
        : undefined,
  }));

const subscription =
  (active: boolean): Command =>
  (ctx, { positional: [, ref] }, io) =>
    change(ctx, ref, io, (before) => {
      // A subscription lifts the block of a lapsed trial.
      const unblock = active ? unblocking(before) : { changes: {}, audit: [] };
      return {
        changes: { subscription_active: active, ...unblock.changes },
        audit: [
          { action: 'organisation.subscription_changed', details: { active } },
          ...unblock.audit,
        ],
      };
    });

const deleteCommand: Command = async (ctx, { positional: [, ref], flags }, io) => {
  const org = await resolveOrganisation(ctx.db, ref);
  const sure =
    flags.get('yes') === true ||
    (await io.confirm(`Delete ${org.name} (${org.id}) and ALL of its data for good? [y/N] `));
  if (!sure) {
    io.out('Nothing deleted.');
    return;
  }
  const deleted = await deleteOrganisation(ctx, org.id);
  if (!deleted) throw new UsageError('The organisation disappeared meanwhile.');
  io.out(`Deleted ${deleted.id} ${deleted.name} and all of its data.`);
  io.out(
    deleted.deletedUsers.length === 0
      ? 'No user account was deleted (each member belongs to another organisation).'
      : `Deleted the accounts that belonged to no other organisation: ${deleted.deletedUsers.join(', ')}`,
  );
};

export const organisationCommands: Record<string, Command> = {
  'set-plan': setPlan,
  'set-limits': setOverride('limits'),
  'set-features': setOverride('features'),
  'extend-trial': extendTrial,
  block,
  unblock,
  'activate-subscription': subscription(true),
  'deactivate-subscription': subscription(false),
  'delete-organisation': deleteCommand,
};
export type { Command };
