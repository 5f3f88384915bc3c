import { sql, type Kysely } from 'kysely';
import type { CategoryScheme } from '@parytet/contract/reporting/categories';
import type { RegressionModel } from '@parytet/contract/regression';
import type { AssessmentRecordBody } from '@parytet/contract/reporting/indicators';
import { dateText } from '#db/date-text.ts';
import { lockNextVersion } from '#db/next-version.ts';
import type { Database } from '#db/schema.ts';
import type { ComputedIndicators } from './indicators-runner.ts';
import type { StoredInputs } from '#lib/packed-inputs.ts';

type Db = Kysely<Database>;

/** A report's status and details, whether it has indicator inputs, and its cached indicators. */
export const findIndicatorsState = (db: Db, organisationId: string, reportId: string) =>
  db
    .selectFrom('reports')
    .leftJoin('report_results', 'report_results.report_id', 'reports.id')
    .leftJoin('report_indicators', 'report_indicators.report_id', 'reports.id')
    .innerJoin('organisations', 'organisations.id', 'reports.organisation_id')
    .select([
      'organisations.number_of_employees',
      'organisations.regression_model',
      'report_indicators.regression_model as indicators_model',
      'reports.id',
      'reports.status',
      'reports.error_code',
      'reports.error_details',
      'reports.currency',
      'reports.records',
      'reports.created_at',
      dateText('reports.period_start').as('period_start'),
      dateText('reports.period_end').as('period_end'),
      dateText('reports.submitted_on').as('submitted_on'),
      sql<boolean>`report_results.report_id IS NOT NULL`.as('has_results'),
      sql<boolean>`(report_results.indicator_inputs IS NOT NULL OR report_results.indicator_inputs_packed IS NOT NULL)`.as(
        'has_inputs',
      ),
      'report_indicators.categories_version',
      'report_indicators.indicators',
      'report_indicators.distribution',
    ])
    .where('reports.id', '=', reportId)
    .where('reports.organisation_id', '=', organisationId)
    .executeTakeFirst();

/**
 * Packed (lib/packed-inputs.ts), or as JSON text for a report stored before: read in the
 * indicators thread, not on the main thread (readStoredInputs).
 */
export const loadIndicatorInputs = async (
  db: Db,
  organisationId: string,
  reportId: string,
): Promise<StoredInputs | null> => {
  const row = await db
    .selectFrom('report_results')
    .select([
      'indicator_inputs_packed',
      sql<string | null>`indicator_inputs::text`.as('indicator_inputs'),
    ])
    .where('report_id', '=', reportId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  return row?.indicator_inputs_packed ?? row?.indicator_inputs ?? null;
};

export const storeIndicators = (
  db: Db,
  organisationId: string,
  reportId: string,
  version: number,
  computed: ComputedIndicators,
  regressionModel: RegressionModel,
) =>
  db
    .insertInto('report_indicators')
    .values({
      report_id: reportId,
      organisation_id: organisationId,
      categories_version: version,
      regression_model: regressionModel,
      indicators: JSON.stringify(computed.indicators),
      distribution: JSON.stringify(computed.distribution),
    })
    .onConflict((oc) =>
      oc.column('report_id').doUpdateSet((eb) => ({
        categories_version: eb.ref('excluded.categories_version'),
        regression_model: eb.ref('excluded.regression_model'),
        indicators: eb.ref('excluded.indicators'),
        distribution: eb.ref('excluded.distribution'),
        computed_at: sql<Date>`now()`,
      })),
    )
    // A report deleted meanwhile: its foreign key refuses the row; nothing to keep.
    .execute()
    .catch((error: unknown) => {
      if (typeof error === 'object' && error !== null && 'code' in error && error.code === '23503')
        return;
      throw error;
    });

export const findCurrentScheme = (db: Db, organisationId: string) =>
  db
    .selectFrom('category_schemes')
    .leftJoin('users', 'users.id', 'category_schemes.created_by')
    .select([
      'category_schemes.version',
      'category_schemes.scheme',
      'category_schemes.created_at',
      'users.email as created_by',
    ])
    .where('category_schemes.organisation_id', '=', organisationId)
    .orderBy('category_schemes.version', 'desc')
    .limit(1)
    .executeTakeFirst();

export const listSchemeVersions = (db: Db, organisationId: string) =>
  db
    .selectFrom('category_schemes')
    .leftJoin('users', 'users.id', 'category_schemes.created_by')
    .select([
      'category_schemes.version',
      sql<CategoryScheme['kind']>`category_schemes.scheme->>'kind'`.as('kind'),
      'category_schemes.created_at',
      'users.email as created_by',
    ])
    .where('category_schemes.organisation_id', '=', organisationId)
    .orderBy('category_schemes.version', 'desc')
    .execute();

/** Saves the scheme as the next version. */
export const insertScheme = (
  db: Db,
  organisationId: string,
  userId: string,
  scheme: CategoryScheme,
) =>
  db.transaction().execute(async (trx) => {
    const version = await lockNextVersion(trx, 'category_schemes', organisationId);
    await trx
      .insertInto('category_schemes')
      .values({
        organisation_id: organisationId,
        version,
        scheme: JSON.stringify(scheme),
        created_by: userId,
      })
      .execute();
    return version;
  });

const recordColumns = [
  'assessment_records.id',
  'assessment_records.category',
  'assessment_records.kind',
  'assessment_records.criteria',
  'assessment_records.body',
  dateText('assessment_records.target_date').as('target_date'),
  'assessment_records.created_at',
  'users.email as created_by',
] as const;

export const listRecords = (db: Db, organisationId: string, reportId: string) =>
  db
    .selectFrom('assessment_records')
    .leftJoin('users', 'users.id', 'assessment_records.created_by')
    .select(recordColumns)
    .where('assessment_records.report_id', '=', reportId)
    .where('assessment_records.organisation_id', '=', organisationId)
    .orderBy('assessment_records.created_at')
    .orderBy('assessment_records.id')
    .execute();

export type RecordRow = Awaited<ReturnType<typeof listRecords>>[number];

export const insertRecord = async (
  db: Db,
  organisationId: string,
  reportId: string,
  userId: string,
  body: AssessmentRecordBody,
) => {
  const { id } = await db
    .insertInto('assessment_records')
    .values({
      organisation_id: organisationId,
      report_id: reportId,
      category: body.category,
      kind: body.kind,
      criteria: body.kind === 'justification' ? body.criteria : [],
      body: body.text,
      target_date: body.kind === 'remedy' ? body.target_date : null,
      created_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return db
    .selectFrom('assessment_records')
    .leftJoin('users', 'users.id', 'assessment_records.created_by')
    .select(recordColumns)
    .where('assessment_records.id', '=', id)
    .executeTakeFirstOrThrow();
};

export const deleteRecord = async (
  db: Db,
  organisationId: string,
  reportId: string,
  recordId: string,
) => {
  const row = await db
    .deleteFrom('assessment_records')
    .where('id', '=', recordId)
    .where('report_id', '=', reportId)
    .where('organisation_id', '=', organisationId)
    .returning(['category', 'kind'])
    .executeTakeFirst();
  return row ?? null;
};

export const findReportLabel = (db: Db, organisationId: string, reportId: string) =>
  db
    .selectFrom('reports')
    .select(['label', 'status'])
    .where('id', '=', reportId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();

/** Records (a day) or undoes (null) the report's submission; false when no such report. */
export const setSubmittedOn = async (
  db: Db,
  organisationId: string,
  reportId: string,
  submittedOn: string | null,
) => {
  const result = await db
    .updateTable('reports')
    .set({ submitted_on: submittedOn })
    .where('id', '=', reportId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};
