import type { Compilable, CompiledQuery, Kysely } from 'kysely';

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

const register = (text: string) => {
  if (!names.has(text) && names.size < MAX_PREPARED) names.set(text, `parytet_${names.size + 1}`);
};

/** Marks a value in a template's parameters: no real value starts with a NUL. */
const MARK = '\u0000';

/**
 * A named statement whose query is also built and compiled only once (per Kysely instance):
 * each call puts its values in place of the marks the template was compiled with. Building a
 * Kysely query allocates a frozen tree of nodes; for the query every request runs, that was a
 * good share of the garbage the server collects under load. Every value must be a string.
 */
type RowOf<Q> = Q extends Compilable<infer R> ? R : never;

export const preparedQuery = <DB, P extends Record<string, string>, Q extends Compilable<unknown>>(
  build: (db: Kysely<DB>, values: P) => Q,
) => {
  const templates = new WeakMap<Kysely<DB>, CompiledQuery<RowOf<Q>>>();
  return async (db: Kysely<DB>, values: P): Promise<RowOf<Q>[]> => {
    let template = templates.get(db);
    if (template === undefined) {
      const marks = Object.fromEntries(Object.keys(values).map((key) => [key, MARK + key])) as P;
      template = build(db, marks).compile() as CompiledQuery<RowOf<Q>>;
      register(template.sql);
      templates.set(db, template);
    }
    const parameters = template.parameters.map((value) =>
      typeof value === 'string' && value.startsWith(MARK) ? values[value.slice(1)] : value,
    );
    const query: CompiledQuery<RowOf<Q>> = { ...template, parameters };
    return (await db.executeQuery(query)).rows;
  };
};
