import { sql, type Kysely, type Transaction } from 'kysely';
import type { Language } from '@parytet/contract/common';
import type { CriteriaPage } from '@parytet/contract/salary-band-documents';
import { lockNextVersion } from '../../db/next-version.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The levels and currency of the organisation's newest ready report, if it has one. */
export const findNewestReadyReport = (db: Db, organisationId: string) =>
  db
    .selectFrom('reports')
    .innerJoin('report_results', 'report_results.report_id', 'reports.id')
    .select(['reports.currency', 'report_results.levels'])
    .where('reports.organisation_id', '=', organisationId)
    .where('reports.status', '=', 'ready')
    .orderBy('reports.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The newest saved criteria page in a language, or undefined. */
export const findNewestCriteria = (db: Db, organisationId: string, lang: Language) =>
  db
    .selectFrom('salary_band_criteria')
    .select([
      'version',
      'title',
      'sections',
      'bands_version',
      'created_at',
      sql<string | null>`(SELECT email FROM users WHERE users.id = created_by)`.as('created_by'),
    ])
    .where('organisation_id', '=', organisationId)
    .where('lang', '=', lang)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Saves the next version of the page inside the caller's transaction; its number. */
export const insertCriteria = async (
  trx: Transaction<Database>,
  row: {
    organisationId: string;
    userId: string;
    lang: Language;
    page: CriteriaPage;
    bandsVersion: number;
  },
) => {
  const version = await lockNextVersion(trx, 'salary_band_criteria', row.organisationId);
  await trx
    .insertInto('salary_band_criteria')
    .values({
      organisation_id: row.organisationId,
      version,
      lang: row.lang,
      title: row.page.title,
      sections: JSON.stringify(row.page.sections),
      bands_version: row.bandsVersion,
      created_by: row.userId,
    })
    .execute();
  return version;
};
