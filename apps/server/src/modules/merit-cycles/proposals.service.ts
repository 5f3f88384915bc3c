import {
  meritProposalsQuerySchema,
  patchMeritProposalBodySchema,
  type MeritProposal,
  type MeritProposalAnswer,
  type MeritProposals,
  type PatchMeritProposalBody,
  type ProposalSource,
} from '@parytet/contract/merit-cycles';
import {
  compareNatural,
  DEFAULT_FULL_TIME_WEEKLY_HOURS,
  fteColumn,
  percentOfRaise,
  raisedPay,
  round2,
  textAt,
} from '@parytet/engine';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { budgetOf, centsOfPercent, matrixCents } from './cycle-view.ts';
import { categoriesOf, effectiveRatings, ratingsFound } from './merit-data.ts';
import { assertDraft, cycleData, loadCycle } from './merit-cycles.service.ts';
import { findProposals, updateProposal } from './merit-cycles.repository.ts';
import { meritWorkbook } from './export-workbook.ts';

const SOURCES: readonly ProposalSource[] = ['guidelines', 'manual', 'optimiser'];
const MANUAL = 1;
const DEFAULT_PAGE_SIZE = 100;

type Loaded = Awaited<ReturnType<typeof proposalData>>;

/** Everything the proposals of a cycle are built from, each person's figures on demand. */
const proposalData = async (ctx: AppContext, auth: AuthUser, rawId: string) => {
  const row = await loadCycle(ctx, auth, rawId);
  const data = await cycleData(ctx, row);
  const stored = await findProposals(ctx.db, auth.organisationId, row.id);
  if (!stored) throw notFound();
  const { table } = data.report;
  const ratings = effectiveRatings(data.report, stored.ratings);
  const percents = matrixCents(
    table.baseSalary,
    ratings,
    data.placement,
    row.guidelines.rows,
  ).percents;
  const fte = fteColumn(table, DEFAULT_FULL_TIME_WEEKLY_HOURS);
  return {
    row,
    ...data,
    stored,
    ratings,
    percents,
    categories: categoriesOf(data.key, data.report, data.settings),
    fteOf: (i: number) => (fte === null ? 1 : (fte[i] as number)),
  };
};

const orNull = (x: number) => (Number.isNaN(x) ? null : x);

const proposalAt = (d: Loaded, i: number): MeritProposal => {
  const { table } = d.report;
  const base = table.baseSalary[i] as number;
  const fte = d.fteOf(i);
  const raise = (d.stored.raises[i] ?? 0) / 100;
  const raised = raisedPay(base, raise);
  const bandMax = orNull(d.placement.bandMax[i] as number);
  const bandPay = d.placement.bandPay[i] as number;
  const source = SOURCES[d.stored.sources[i] ?? 0] ?? 'guidelines';
  const id = table.id[i] as string;
  const compa = d.placement.compaRatio[i] as number;
  return {
    employee_id: id,
    gender: table.female[i] === 1 ? 'female' : 'male',
    level: textAt(table.level, i) ?? '',
    position: textAt(table.position, i) ?? '',
    category: d.categories[i] ?? '',
    fte,
    performance: d.ratings[i] ?? null,
    quartile: d.placement.quartile[i] as number,
    compa_ratio: Number.isNaN(compa) ? null : Math.round(compa * 10_000) / 10_000,
    base_salary: base,
    base_salary_fte: round2(base / fte),
    guideline_percent: orNull(d.percents[i] as number),
    raise_amount: raise,
    raise_percent: percentOfRaise(base, raise),
    new_base_salary: raised,
    new_base_salary_fte: round2(raised / fte),
    band_max: bandMax,
    // The band's basis moves by the raise's full-time equivalent either way.
    above_band_max: bandMax !== null && bandPay + raise / fte > bandMax,
    source,
    reason: source === 'manual' ? (d.stored.reasons[id] ?? null) : null,
  };
};

type ProposalsQuery = ReturnType<typeof meritProposalsQuerySchema.parse>;

const matches = (d: Loaded, q: ProposalsQuery) => {
  const { table } = d.report;
  const search = q.search?.toLocaleLowerCase('en');
  return (i: number) => {
    const raise = d.stored.raises[i] ?? 0;
    if (q.level !== undefined && textAt(table.level, i) !== q.level) return false;
    if (q.position !== undefined && textAt(table.position, i) !== q.position) return false;
    if (q.category !== undefined && d.categories[i] !== q.category) return false;
    if (q.gender !== undefined && (table.female[i] === 1) !== (q.gender === 'female')) return false;
    if (q.performance !== undefined && d.ratings[i] !== q.performance) return false;
    if (q.quartile !== undefined && d.placement.quartile[i] !== q.quartile) return false;
    if (q.source !== undefined && SOURCES[d.stored.sources[i] ?? 0] !== q.source) return false;
    if (q.raised !== undefined && raise > 0 !== q.raised) return false;
    if (search && !(table.id[i] as string).toLocaleLowerCase('en').startsWith(search)) return false;
    if (q.above_band_max !== undefined && proposalAt(d, i).above_band_max !== q.above_band_max) {
      return false;
    }
    return true;
  };
};

type Sortable = string | number | null;
const compareValues = (a: Sortable, b: Sortable) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : compareNatural(String(a), String(b));

/** Each person's proposal, filtered, sorted (nulls last, then file order) and paged. */
export const getProposals = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  q: ProposalsQuery,
): Promise<MeritProposals> => {
  const d = await proposalData(ctx, auth, rawId);
  const { table } = d.report;
  const keep = matches(d, q);
  let rows: number[] = [];
  for (let i = 0; i < table.length; i++) if (keep(i)) rows.push(i);
  if (q.sort !== undefined) {
    const key = q.sort;
    const sign = q.order === 'desc' ? -1 : 1;
    const value = (i: number) => proposalAt(d, i)[key] as Sortable;
    const keyed = rows.map((i) => ({ i, v: value(i) }));
    keyed.sort((a, b) => {
      if (a.v === null || b.v === null) return a.v === b.v ? a.i - b.i : a.v === null ? 1 : -1;
      return sign * compareValues(a.v, b.v) || a.i - b.i;
    });
    rows = keyed.map((k) => k.i);
  }
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? DEFAULT_PAGE_SIZE;
  const distinct = (values: readonly (string | null)[]) =>
    [...new Set(values.filter((v): v is string => v !== null))].sort(compareNatural);
  return {
    proposals: rows.slice((page - 1) * pageSize, page * pageSize).map((i) => proposalAt(d, i)),
    total: rows.length,
    page,
    page_size: pageSize,
    levels: distinct(table.level.values),
    positions: distinct(table.position.values),
    categories: distinct(d.categories),
    ratings: ratingsFound(d.ratings),
    budget: budgetOf(d.row),
  };
};

/** One person's raise (amount or percent, with a reason) or rating; never negative. */
export const updateMeritProposal = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  employeeId: string,
  input: PatchMeritProposalBody,
): Promise<MeritProposalAnswer> => {
  if ((input.raise_amount ?? 0) < 0 || (input.raise_percent ?? 0) < 0) {
    throw new AppError('NEGATIVE_RAISE', [
      {
        path: input.raise_amount !== undefined ? 'raise_amount' : 'raise_percent',
        message: employeeId,
      },
    ]);
  }
  const body = patchMeritProposalBodySchema.parse(input);
  const d = await proposalData(ctx, auth, rawId);
  assertDraft(d.row);
  const i = d.report.indexOf.get(employeeId);
  if (i === undefined) throw new AppError('EMPLOYEE_NOT_IN_REPORT');
  const base = d.report.table.baseSalary[i] as number;
  await ctx.db.transaction().execute(async (trx) => {
    const current = await findProposals(trx, auth.organisationId, d.row.id, true);
    if (!current) throw notFound();
    assertDraft(current);
    const ratings = Object.fromEntries(
      Object.entries(current.ratings).filter(
        ([id]) => id !== employeeId || body.performance === undefined,
      ),
    );
    if (body.performance) ratings[employeeId] = body.performance;
    const reasons = { ...current.reasons };
    const previous = current.raises[i] ?? 0;
    let cents = previous;
    let source = current.sources[i] ?? 0;
    if (body.raise_amount !== undefined) cents = Math.round(body.raise_amount * 100);
    else if (body.raise_percent !== undefined) cents = centsOfPercent(base, body.raise_percent);
    if (body.raise_amount !== undefined || body.raise_percent !== undefined) {
      source = MANUAL;
      reasons[employeeId] = body.reason ?? '';
    } else if (source !== MANUAL) {
      // A new rating alone: the matrix's raise for it.
      const rating = ratings[employeeId] ?? d.report.fileRatings[i] ?? null;
      const one = matrixCents(
        Float64Array.of(base),
        [rating],
        { ...d.placement, quartile: Uint8Array.of(d.placement.quartile[i] as number) },
        d.row.guidelines.rows,
      );
      cents = one.cents[0] ?? 0;
      source = 0;
    }
    await updateProposal(trx, auth.organisationId, d.row.id, {
      index: i,
      cents,
      previous,
      source,
      reasons,
      ratings,
    });
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'merit_cycle.proposal_edited',
      target: d.row.name,
      details: {
        merit_cycle_id: d.row.id,
        employee_id: employeeId,
        raise_amount: cents / 100,
        ...(body.performance !== undefined && { performance: body.performance }),
        ...(body.reason !== undefined && { reason: body.reason }),
      },
    });
  });
  const fresh = await proposalData(ctx, auth, d.row.id);
  return { proposal: proposalAt(fresh, i), budget: budgetOf(fresh.row) };
};

/** The payroll workbook of a cycle: every person with a raise. */
export const exportProposals = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  lang: 'en' | 'pl',
) => {
  const d = await proposalData(ctx, auth, rawId);
  const raised: MeritProposal[] = [];
  d.stored.raises.forEach((cents, i) => {
    if (cents > 0) raised.push(proposalAt(d, i));
  });
  const data = await meritWorkbook(d.row, raised, lang);
  const safe =
    d.row.name.replace(/[^\p{L}\p{N}-]+/gu, '-').replace(/^-+|-+$/g, '') || 'merit-cycle';
  return {
    data,
    fileName: `${safe}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
};
