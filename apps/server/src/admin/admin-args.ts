import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#db/schema.ts';
import { findOrganisationsByRef } from '#modules/organisations/operator.repository.ts';

/** A mistake in the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {}

export type ParsedArgs = { positional: string[]; flags: Map<string, string | true> };

/** `--name value`, `--name=value` and bare `--yes`-style switches, anywhere in the line. */
export const parseArgs = (args: string[], switches: readonly string[] = ['yes']): ParsedArgs => {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name = '', inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (switches.includes(name)) flags.set(name, true);
    else if (inline !== undefined) flags.set(name, inline);
    else {
      const value = args[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value.`);
      flags.set(name, value);
    }
  }
  return { positional, flags };
};

export const resolveOrganisation = async (db: Kysely<Database>, ref: string | undefined) => {
  if (!ref) throw new UsageError('Missing the organisation (an e-mail or an organisation id).');
  const found = await findOrganisationsByRef(db, ref);
  const [first, ...rest] = found;
  if (!first) throw new UsageError(`No organisation found for "${ref}".`);
  if (rest.length > 0) {
    const ids = found.map((o) => `${o.id} (${o.name})`).join(', ');
    throw new UsageError(`"${ref}" belongs to several organisations; use an id: ${ids}`);
  }
  return first;
};

/** A JSON object checked by `schema`, or null ("remove the override"). */
export const parseJsonOverride = <T>(
  text: string | undefined,
  schema: z.ZodType<T>,
  what: string,
) => {
  if (!text) throw new UsageError(`Missing the ${what} JSON.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UsageError(`Not valid JSON: ${text}`);
  }
  if (json === null) return null;
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `${i.path.join('.') || '(root)'}: ${i.message}`,
    );
    throw new UsageError(`Invalid ${what}: ${problems.join('; ')}`);
  }
  return parsed.data;
};

/** YYYY-MM-DD, meant as the end of that day in UTC (a plan "until 31 December" lasts all day). */
export const parseEndDate = (text: string | true | undefined, flag: string) => {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    throw new UsageError(`--${flag} needs a date as YYYY-MM-DD.`);
  }
  const date = new Date(`${text}T23:59:59.999Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw new UsageError(`Not a date: ${text}`);
  }
  return date;
};

export const parsePositiveInt = (text: string | true | undefined, what: string) => {
  const n = typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new UsageError(`${what} must be a whole number above 0.`);
  return n;
};

export const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '-');
