import type { Compilable, Kysely } from 'kysely';

/**
 * Statement texts that run as named (server-side prepared) statements: PostgreSQL parses and plans
 * each once per connection instead of on every call. Only the queries of every request opt in
 * (the session's user, a report's status): for the session's three-table join, planning was about
 * half of PostgreSQL's time per call. Opt-in keeps the set small and fixed, since each connection
 * keeps every statement it has prepared.
 */
const names = new Map<string, string>();

/** Beyond this many texts, further ones run unnamed: a guard, the opt-in queries are far fewer. */
const MAX_PREPARED = 64;

/** The statement name for a text that opted in; undefined for every other text. */
export const preparedName = (text: string) => names.get(text);

/** Runs a query as a named statement (see above); its rows. */
export const executePrepared = async <DB, R>(db: Kysely<DB>, query: Compilable<R>) => {
  const compiled = query.compile();
  if (!names.has(compiled.sql) && names.size < MAX_PREPARED) {
    names.set(compiled.sql, `parytet_${names.size + 1}`);
  }
  return (await db.executeQuery(compiled)).rows;
};
