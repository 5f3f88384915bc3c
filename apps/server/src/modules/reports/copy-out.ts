import type { Readable } from 'node:stream';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

const { escapeLiteral } = pg;

type Compiled = { sql: string; parameters: readonly unknown[] };
type Compilable = { compile: () => Compiled };

/**
 * COPY cannot take bind parameters, so they are written into the statement as literals, with
 * pg's own escaping. Only strings and finite numbers are accepted; Kysely's statement text holds
 * no literal of its own for a `$n` to be mistaken in.
 */
const inlineParameters = ({ sql: text, parameters }: Compiled) =>
  text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = parameters[Number(n) - 1];
    if (typeof value === 'string') return escapeLiteral(value);
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    throw new Error(`cannot inline parameter $${n}`);
  });

const copyStatement = (query: Compilable) =>
  `COPY (${inlineParameters(query.compile())}) TO STDOUT (FORMAT binary)`;

/** A statement's binary COPY output, whole. */
export const copyOut = async (pool: pg.Pool, query: Compilable) => {
  const chunks: Buffer[] = [];
  const { rows } = await copyOutStream(pool, query);
  for await (const chunk of rows) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * `first` (a plain query) and then the statement's binary COPY output as it arrives, both read in
 * one snapshot (a repeatable-read transaction on one connection), so what `first` says of the
 * rows (their count, say) holds for the rows that follow. The connection goes back to the pool
 * when the stream closes: after its end as it was, or, if the stream was destroyed or failed
 * mid-COPY, closed instead of reused.
 */
export const copyOutStream = async <F extends pg.QueryResultRow = pg.QueryResultRow>(
  pool: pg.Pool,
  query: Compilable,
  first?: Compilable,
): Promise<{ first: F[]; rows: Readable }> => {
  const client = await pool.connect();
  try {
    let firstRows: F[] = [];
    if (first) {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { sql, parameters } = first.compile();
      firstRows = (await client.query<F>(sql, [...parameters])).rows;
    }
    const rows = client.query(copyTo(copyStatement(query)));
    let ended = false;
    rows.once('end', () => (ended = true));
    rows.once('close', () => {
      if (!ended) client.release(true);
      else if (!first) client.release();
      else
        client.query('COMMIT').then(
          () => client.release(),
          (error: unknown) => client.release(error instanceof Error ? error : true),
        );
    });
    return { first: firstRows, rows };
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    throw error;
  }
};
