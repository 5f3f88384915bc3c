import type { Kysely } from 'kysely';
import pg from 'pg';
import { planIdSchema, planLimitsSchema } from '@parytet/contract/plans';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import type { Database } from './db/schema.ts';
import {
  findOrganisationsByRef,
  listOrganisations,
  updateOrganisation,
} from './modules/organisations/organisations.repository.ts';

export const USAGE = `Parytet operator commands (npm run admin -- <command>)

  list-organisations
  set-plan <email|organisation-id> <STARTER|PRO|MASTER|GURU|ENTERPRISE>
  set-limits <email|organisation-id> '<json>'   e.g. '{"reports_allowed":10,"max_records":5000,"chat":true}'
                                                 'null' removes the organisation's override
  activate-subscription <email|organisation-id>
  deactivate-subscription <email|organisation-id>

An e-mail names the organisation that user belongs to.`;

class UsageError extends Error {}

const resolveOrganisation = async (db: Kysely<Database>, ref: string | undefined) => {
  if (!ref) throw new UsageError('Missing the organisation (an e-mail or an organisation id).');
  const found = await findOrganisationsByRef(db, ref);
  const [first, ...rest] = found;
  if (!first) throw new UsageError(`No organisation found for "${ref}".`);
  if (rest.length > 0) {
    const ids = found.map((o) => `${o.id} (${o.name})`).join(', ');
    throw new UsageError(`"${ref}" belongs to several organisations; use an id: ${ids}`);
  }
  return first.id;
};

const parseLimits = (text: string | undefined) => {
  if (!text) throw new UsageError('Missing the limits JSON.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UsageError(`Not valid JSON: ${text}`);
  }
  if (json === null) return null;
  const parsed = planLimitsSchema.partial().strict().safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `${i.path.join('.') || '(root)'}: ${i.message}`,
    );
    throw new UsageError(`Invalid limits: ${problems.join('; ')}`);
  }
  return parsed.data;
};

const describe = (org: NonNullable<Awaited<ReturnType<typeof updateOrganisation>>>) =>
  `${org.id} ${org.name}: plan ${org.plan}, subscription ${org.subscription_active ? 'active' : 'inactive'}, ` +
  `trial ends ${org.trial_ends_at?.toISOString() ?? 'never'}, limits override ${JSON.stringify(org.limits_override)}`;

/** Runs one command; answers the exit code. Kept apart from start-up so tests drive it. */
export const runAdmin = async (
  db: Kysely<Database>,
  args: string[],
  out: (line: string) => void,
): Promise<number> => {
  const [command, ref, value] = args;
  try {
    if (command === 'list-organisations') {
      const rows = await listOrganisations(db);
      if (rows.length === 0) out('No organisations yet.');
      for (const o of rows) {
        out(
          [
            o.id,
            o.name,
            o.plan,
            o.subscription_active
              ? 'subscribed'
              : `trial until ${o.trial_ends_at?.toISOString() ?? '-'}`,
            `owner ${o.owner_email ?? '-'}`,
            `${o.members ?? 0} member(s)`,
            o.limits_override ? `limits ${JSON.stringify(o.limits_override)}` : '',
          ]
            .filter(Boolean)
            .join('\t'),
        );
      }
      return 0;
    }
    let changes: Parameters<typeof updateOrganisation>[2];
    if (command === 'set-plan') {
      if (!value) throw new UsageError('Missing the organisation or the plan.');
      const plan = planIdSchema.safeParse(value.toUpperCase());
      if (!plan.success) throw new UsageError(`Unknown plan "${value}".`);
      changes = { plan: plan.data };
    } else if (command === 'set-limits') {
      changes = { limitsOverride: parseLimits(value) };
    } else if (command === 'activate-subscription' || command === 'deactivate-subscription') {
      changes = { subscriptionActive: command === 'activate-subscription' };
    } else {
      throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
    }
    const updated = await updateOrganisation(db, await resolveOrganisation(db, ref), changes);
    if (!updated) throw new UsageError('The organisation disappeared meanwhile.');
    out(`Updated ${describe(updated)}`);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    out(error.message);
    out('');
    out(USAGE);
    return 2;
  }
};

/**
 * Without DATABASE_URL the data lives in the embedded PostgreSQL: use the running server's
 * instance when there is one (starting a second on the same folder would fail), else start it.
 */
const connect = async (config: Config) => {
  if (!config.DATABASE_URL) {
    const url = `postgres://parytet:parytet@127.0.0.1:${config.EMBEDDED_PG_PORT}/parytet`;
    const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    const running = await probe.connect().then(
      () => true,
      () => false,
    );
    await probe.end().catch(() => undefined);
    if (running) return openDatabase({ ...config, DATABASE_URL: url });
  }
  return openDatabase(config);
};

if (import.meta.main) {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    console.log(USAGE);
    process.exit(args.length === 0 ? 2 : 0);
  }
  try {
    const database = await connect(loadConfig());
    try {
      await migrate(database.pool);
      process.exitCode = await runAdmin(database.db, args, (line) => console.log(line));
    } finally {
      await database.close();
    }
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  }
}
