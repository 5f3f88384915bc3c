import type { Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** The organisation's versioned settings: a row per saved version, numbered from 1. */
type VersionedTable = 'category_schemes' | 'salary_band_versions' | 'salary_band_criteria';

/**
 * The next version number of an organisation's versioned setting, inside the caller's
 * transaction. The organisation's row is locked first, so two saves at once take consecutive
 * versions instead of one failing on the key.
 */
export const lockNextVersion = async (
  trx: Transaction<Database>,
  table: VersionedTable,
  organisationId: string,
) => {
  await trx
    .selectFrom('organisations')
    .select('id')
    .where('id', '=', organisationId)
    .forUpdate()
    .executeTakeFirst();
  const last = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('version').as('version'))
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  return Number(last?.version ?? 0) + 1;
};
