import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The organisation's name, for the criteria page's heading. */
export const findOrganisationName = async (db: Kysely<Database>, organisationId: string) =>
  (
    await db
      .selectFrom('organisations')
      .select('name')
      .where('id', '=', organisationId)
      .executeTakeFirst()
  )?.name ?? '';
