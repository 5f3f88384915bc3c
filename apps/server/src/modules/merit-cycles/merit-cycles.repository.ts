import { sql, type Kysely, type Transaction } from 'kysely';
import type { MeritCycleState, MeritGuidelines } from '@parytet/contract/merit-cycles';
import { dateText, utcDay } from '#db/date-text.ts';
import type { Database } from '#db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const emailOf = (column: string) =>
  sql<string | null>`(SELECT email FROM users WHERE users.id = ${sql.ref(column)})`;

const summaryColumns = [
  'merit_cycles.id',
  'merit_cycles.report_id',
  'reports.label as report_label',
  'reports.currency',
  'merit_cycles.name',
  dateText<string>('merit_cycles.effective_on').as('effective_on'),
  'merit_cycles.state',
  'merit_cycles.budget_kind',
  'merit_cycles.budget_value',
  'merit_cycles.budget_total',
  'merit_cycles.used',
  'merit_cycles.people',
  'merit_cycles.people_raised',
  'merit_cycles.applied_report_id',
  'merit_cycles.created_at',
  'merit_cycles.updated_at',
] as const;

export const listCycles = (db: Db, organisationId: string) =>
  db
    .selectFrom('merit_cycles')
    .innerJoin('reports', 'reports.id', 'merit_cycles.report_id')
    .select(summaryColumns)
    .where('merit_cycles.organisation_id', '=', organisationId)
    .orderBy('merit_cycles.created_at', 'desc')
    .orderBy('merit_cycles.id', 'desc')
    .execute();

/** One cycle of the organisation with everything but its arrays. */
export const findCycle = (db: Db, organisationId: string, id: string) =>
  db
    .selectFrom('merit_cycles')
    .innerJoin('reports', 'reports.id', 'merit_cycles.report_id')
    .select([
      ...summaryColumns,
      'merit_cycles.organisation_id',
      'merit_cycles.guidelines',
      'merit_cycles.ratings',
      'merit_cycles.sent_back_note',
      'merit_cycles.submitted_at',
      'merit_cycles.approved_at',
      'merit_cycles.applied_at',
      emailOf('merit_cycles.created_by').as('created_by'),
      emailOf('merit_cycles.submitted_by').as('submitted_by'),
      emailOf('merit_cycles.approved_by').as('approved_by'),
      dateText('reports.period_end').as('period_end'),
      utcDay('reports.created_at').as('uploaded_on'),
      dateText('reports.period_start').as('period_start'),
    ])
    .where('merit_cycles.id', '=', id)
    .where('merit_cycles.organisation_id', '=', organisationId)
    .executeTakeFirst();

export type CycleRow = NonNullable<Awaited<ReturnType<typeof findCycle>>>;

/** The proposals' arrays and reasons, locked for an edit when `forUpdate`. */
export const findProposals = (db: Db, organisationId: string, id: string, forUpdate = false) => {
  const query = db
    .selectFrom('merit_cycles')
    .select(['raises', 'sources', 'reasons', 'ratings', 'state'])
    .where('id', '=', id)
    .where('organisation_id', '=', organisationId);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
};

/** What a cycle needs of its report: its state, currency, period end and upload day. */
export const findReportForCycle = (db: Db, organisationId: string, reportId: string) =>
  db
    .selectFrom('reports')
    .leftJoin('report_results', 'report_results.report_id', 'reports.id')
    .select([
      'reports.id',
      'reports.label',
      'reports.status',
      'reports.currency',
      dateText('reports.period_start').as('period_start'),
      dateText('reports.period_end').as('period_end'),
      utcDay('reports.created_at').as('uploaded_on'),
      sql<boolean>`(report_results.indicator_inputs IS NOT NULL OR report_results.indicator_inputs_packed IS NOT NULL)`.as(
        'has_inputs',
      ),
    ])
    .where('reports.id', '=', reportId)
    .where('reports.organisation_id', '=', organisationId)
    .executeTakeFirst();

export const findRegressionModel = async (db: Db, organisationId: string) =>
  (
    await db
      .selectFrom('organisations')
      .select('regression_model')
      .where('id', '=', organisationId)
      .executeTakeFirstOrThrow()
  ).regression_model;

export type NewCycle = {
  organisationId: string;
  reportId: string;
  userId: string;
  name: string;
  effectiveOn: string;
  budgetKind: 'percent' | 'amount';
  budgetValue: number;
  budgetTotal: number;
  guidelines: MeritGuidelines;
  raises: number[];
  people: number;
};

export const insertCycle = async (db: Db, cycle: NewCycle) => {
  const { id } = await db
    .insertInto('merit_cycles')
    .values({
      organisation_id: cycle.organisationId,
      report_id: cycle.reportId,
      created_by: cycle.userId,
      name: cycle.name,
      effective_on: cycle.effectiveOn,
      budget_kind: cycle.budgetKind,
      budget_value: cycle.budgetValue,
      budget_total: cycle.budgetTotal,
      guidelines: JSON.stringify(cycle.guidelines),
      raises: cycle.raises,
      sources: cycle.raises.map(() => 0),
      used: cycle.raises.reduce((s, r) => s + r, 0),
      people: cycle.people,
      people_raised: cycle.raises.filter((r) => r > 0).length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

export type CyclePatch = Partial<{
  name: string;
  effective_on: string;
  budget_kind: 'percent' | 'amount';
  budget_value: number;
  budget_total: number;
  guidelines: string;
  ratings: string;
  reasons: string;
  state: MeritCycleState;
  sent_back_note: string | null;
  applied_report_id: string;
}>;

/** Sets the fields given, and every proposal when `raises` come with their sources. */
export const updateCycle = (
  db: Db,
  organisationId: string,
  id: string,
  patch: CyclePatch,
  proposals?: { raises: number[]; sources: number[] },
) =>
  db
    .updateTable('merit_cycles')
    .set({
      ...patch,
      ...(proposals && {
        raises: proposals.raises,
        sources: proposals.sources,
        used: proposals.raises.reduce((s, r) => s + r, 0),
        people_raised: proposals.raises.filter((r) => r > 0).length,
      }),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();

/** One person's proposal (row `index`, 0-based) with its source, reason and rating. */
export const updateProposal = (
  db: Db,
  organisationId: string,
  id: string,
  change: {
    index: number;
    cents: number;
    previous: number;
    source: number;
    reasons: Record<string, string>;
    ratings: Record<string, string>;
  },
) => {
  const at = change.index + 1;
  const raised = (change.cents > 0 ? 1 : 0) - (change.previous > 0 ? 1 : 0);
  // Kysely's set() has no array element; PostgreSQL's subscripted assignment writes one.
  return sql`
    UPDATE merit_cycles
       SET raises[${sql.lit(at)}] = ${change.cents},
           sources[${sql.lit(at)}] = ${change.source},
           used = used + ${change.cents - change.previous},
           people_raised = people_raised + ${raised},
           reasons = ${JSON.stringify(change.reasons)}::jsonb,
           ratings = ${JSON.stringify(change.ratings)}::jsonb,
           updated_at = now()
     WHERE id = ${id} AND organisation_id = ${organisationId}`.execute(db);
};

/** Moves a cycle from `from` to `to`, with who and when; false when it was not in `from`. */
export const moveCycle = async (
  db: Db,
  organisationId: string,
  id: string,
  from: readonly MeritCycleState[],
  to: MeritCycleState,
  extra: CyclePatch & Partial<Record<'submitted_by' | 'approved_by', string | null>> = {},
) => {
  const stamps =
    to === 'submitted'
      ? { submitted_at: sql<Date>`now()` }
      : to === 'approved'
        ? { approved_at: sql<Date>`now()` }
        : to === 'applied'
          ? { applied_at: sql<Date>`now()` }
          : {};
  const result = await db
    .updateTable('merit_cycles')
    .set({ ...extra, ...stamps, state: to, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('organisation_id', '=', organisationId)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const deleteCycle = async (db: Db, organisationId: string, id: string) => {
  const result = await db
    .deleteFrom('merit_cycles')
    .where('id', '=', id)
    .where('organisation_id', '=', organisationId)
    .returning('name')
    .executeTakeFirst();
  return result?.name;
};
