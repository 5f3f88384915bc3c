import { resendVerificationFor } from '#modules/auth/verification.service.ts';
import {
  listAuditLog,
  listOrganisations,
  listUsers,
  type OrganisationState,
} from '#modules/organisations/operator.repository.ts';
import { dataDeletedOn } from '#modules/organisations/organisations.service.ts';
import { UsageError, day, parsePositiveInt, resolveOrganisation } from './admin-args.ts';
import type { Command } from './organisation-commands.ts';

/** The state an operator reads first: blocked (and when the data goes), subscribed, or trial. */
const stateOf = (o: OrganisationState, now = new Date()) => {
  if (o.blocked_at) {
    return `blocked since ${day(o.blocked_at)}, data deleted on ${day(dataDeletedOn(o.blocked_at, o.deletion_warned_at))}`;
  }
  if (o.subscription_active) return 'subscribed';
  if (!o.trial_ends_at) return 'no trial';
  return o.trial_ends_at > now ? 'trial' : 'trial ended (blocked at the next daily run)';
};

const listOrganisationsCommand: Command = async (ctx, _args, io) => {
  const rows = await listOrganisations(ctx.db);
  if (rows.length === 0) io.out('No organisations yet.');
  io.out(['id', 'name', 'plan', 'trial end', 'state', 'members', 'reports', 'owner'].join('\t'));
  for (const o of rows) {
    io.out(
      [
        o.id,
        o.name,
        o.plan_ends_at ? `${o.plan} until ${day(o.plan_ends_at)}` : o.plan,
        day(o.trial_ends_at),
        stateOf(o),
        `${o.members ?? 0} member(s)`,
        `${o.reports ?? 0} report(s)`,
        `owner ${o.owner_email ?? '-'}`,
        o.limits_override ? `limits ${JSON.stringify(o.limits_override)}` : '',
        o.features_override ? `features ${JSON.stringify(o.features_override)}` : '',
      ]
        .filter(Boolean)
        .join('\t'),
    );
  }
};

const listUsersCommand: Command = async (ctx, _args, io) => {
  const rows = await listUsers(ctx.db);
  if (rows.length === 0) io.out('No users yet.');
  for (const u of rows) {
    io.out(
      [
        u.id,
        u.email,
        u.full_name,
        u.verified_at ? 'verified' : 'not verified',
        u.organisations ?? 'no organisation',
      ].join('\t'),
    );
  }
};

const auditLogCommand: Command = async (ctx, { positional: [, ref], flags }, io) => {
  const org = await resolveOrganisation(ctx.db, ref);
  const limit = flags.has('limit') ? parsePositiveInt(flags.get('limit'), '--limit') : 50;
  const rows = await listAuditLog(ctx.db, org.id, limit);
  io.out(`Audit log of ${org.id} ${org.name} (newest first, at most ${limit}):`);
  if (rows.length === 0) io.out('No entries.');
  for (const r of rows) {
    io.out(
      [
        r.created_at.toISOString(),
        r.actor_email ?? 'operator/system',
        r.action,
        r.target ?? '',
        JSON.stringify(r.details),
      ].join('\t'),
    );
  }
};

const resendVerificationCommand: Command = async (ctx, { positional: [, email] }, io) => {
  if (!email?.includes('@')) throw new UsageError('Missing the e-mail of the account.');
  const outcome = await resendVerificationFor(ctx, email);
  if (outcome === 'unknown') throw new UsageError(`No account with the e-mail ${email}.`);
  io.out(
    outcome === 'sent'
      ? `Sent a new verification link to ${email} (earlier links no longer work).`
      : `${email} is already verified; nothing sent.`,
  );
};

export const listCommands: Record<string, Command> = {
  'list-organisations': listOrganisationsCommand,
  'list-users': listUsersCommand,
  'audit-log': auditLogCommand,
  'resend-verification': resendVerificationCommand,
};
