import { can } from '@parytet/contract/permissions';
import type {
  BandDraft,
  BandDraftBody,
  ReportBands,
  SalaryBands,
  SalaryBandsBody,
} from '@parytet/contract/salary-bands';
import { bandDraftBodySchema, salaryBandsBodySchema } from '@parytet/contract/salary-bands';
import {
  bandOrderErrors,
  bandPeopleOf,
  draftBandsFromPay,
  isSmallGroup,
  payAgainstBands,
  reviewBands,
  tableOfColumns,
  type BandFigures,
} from '@parytet/engine';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { readStoredInputs } from '../../lib/packed-inputs.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { parseReportId } from '../reports/reports.service.ts';
import { indicatorInputsForDocuments } from '../reporting/documents.service.ts';
import {
  findNewestVersion,
  findReportForBands,
  findVersion,
  findVersionInForce,
  insertVersion,
  listVersions,
} from './salary-bands.repository.ts';

type VersionRow = NonNullable<Awaited<ReturnType<typeof findNewestVersion>>>;

const versionOf = (row: VersionRow): SalaryBands => ({
  version: row.version,
  effective_from: row.effective_from,
  basis: row.basis,
  currency: row.currency,
  bands: row.bands,
  job_families: row.job_families,
  created_at: row.created_at.toISOString(),
  created_by: row.created_by,
});

const NO_BANDS: SalaryBands = {
  version: 0,
  effective_from: null,
  basis: 'base',
  currency: 'PLN',
  bands: [],
  job_families: [],
  created_at: null,
  created_by: null,
};

export const getSalaryBands = async (ctx: AppContext, auth: AuthUser): Promise<SalaryBands> => {
  const row = await findNewestVersion(ctx.db, auth.organisationId);
  return row ? versionOf(row) : NO_BANDS;
};

export const getSalaryBandVersions = async (ctx: AppContext, auth: AuthUser) => ({
  versions: (await listVersions(ctx.db, auth.organisationId)).map((row) => ({
    ...row,
    created_at: row.created_at.toISOString(),
  })),
});

/** Each band that breaks min ≤ mid ≤ max, repeats a level and family, or names no family. */
const structureErrors = (body: ReturnType<typeof salaryBandsBodySchema.parse>) => {
  const families = new Set(body.job_families.map((family) => family.name));
  const seen = new Set<string>();
  const order = new Set(bandOrderErrors(body.bands).map((error) => error.index));
  return body.bands.flatMap((band, i) => {
    const key = `${band.level}\u0000${band.job_family ?? ''}`;
    const duplicate = seen.has(key);
    seen.add(key);
    const path = `bands.${i}`;
    if (order.has(i)) return [{ path, message: 'min_mid_max_order' }];
    if (duplicate) return [{ path, message: 'duplicate_band' }];
    if (band.job_family !== null && !families.has(band.job_family)) {
      return [{ path: `${path}.job_family`, message: 'unknown_job_family' }];
    }
    return [];
  });
};

/** Saves a new version (the old ones stay: a past reading can be repeated), in the audit log. */
export const saveSalaryBands = async (
  ctx: AppContext,
  auth: AuthUser,
  input: SalaryBandsBody,
): Promise<SalaryBands> => {
  const body = salaryBandsBodySchema.parse(input);
  const errors = structureErrors(body);
  if (errors.length > 0) throw new AppError('INVALID_SALARY_BAND', errors);
  await ctx.db.transaction().execute(async (trx) => {
    const version = await insertVersion(trx, auth.organisationId, auth.userId, body);
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'salary_bands.saved',
      target: `v${version}`,
      details: { version, effective_from: body.effective_from, bands: body.bands.length },
    });
  });
  return getSalaryBands(ctx, auth);
};

/** A ready report of the caller's organisation and its people, as the bands read them. */
const reportPeople = async (ctx: AppContext, auth: AuthUser, rawId: string) => {
  const report = await findReportForBands(ctx.db, auth.organisationId, parseReportId(rawId));
  if (!report) throw notFound();
  if (report.status !== 'ready') throw new AppError('REPORT_NOT_READY');
  const inputs = await indicatorInputsForDocuments(ctx, auth.organisationId, report.id);
  if (!inputs) throw new AppError('INDICATORS_UNAVAILABLE');
  const people = bandPeopleOf(tableOfColumns(readStoredInputs(inputs)));
  return { report, people };
};

/** A draft from the report's own pay; nothing is saved. */
export const draftSalaryBands = async (
  ctx: AppContext,
  auth: AuthUser,
  input: BandDraftBody,
): Promise<BandDraft> => {
  const body = bandDraftBodySchema.parse(input);
  const { report, people } = await reportPeople(ctx, auth, body.report_id);
  const bands = draftBandsFromPay(people, body.basis, body.percentiles);
  return {
    basis: body.basis,
    currency: report.currency,
    bands,
    findings: reviewBands(bands, body.spread),
  };
};

/**
 * For a role that may not see small groups (decisions §9): money summed over fewer people than
 * the minimum (one or two people's shortfall) is withheld; a band says when anything was.
 */
const bandForRole = (band: BandFigures, min: number, seesSmallGroups: boolean) => {
  const smallMeans =
    isSmallGroup(band.number_of_women, min) || isSmallGroup(band.number_of_men, min);
  if (seesSmallGroups) return { ...band, small_group: smallMeans };
  const hide = (count: number, value: number) => (isSmallGroup(count, min) ? null : value);
  const costs = {
    cost_to_min_monthly: hide(band.below_min, band.cost_to_min_monthly),
    cost_to_min_monthly_women: hide(band.below_min_women, band.cost_to_min_monthly_women),
    cost_to_min_monthly_men: hide(band.below_min_men, band.cost_to_min_monthly_men),
  };
  const withheld = Object.values(costs).some((value) => value === null);
  return { ...band, ...costs, small_group: smallMeans || withheld };
};

/** A report read against the bands in force at its period's end (its upload day), or `version`. */
export const reportAgainstBands = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  version: number | undefined,
): Promise<ReportBands> => {
  const { report, people } = await reportPeople(ctx, auth, rawId);
  const day = report.period_end ?? report.uploaded_on;
  const bands =
    version === undefined
      ? await findVersionInForce(ctx.db, auth.organisationId, day)
      : await findVersion(ctx.db, auth.organisationId, version);
  if (!bands) throw version === undefined ? new AppError('NO_SALARY_BANDS') : notFound();
  if (bands.currency !== report.currency) throw new AppError('CURRENCY_MISMATCH');
  const min = ctx.config.MIN_GROUP_SIZE;
  const result = payAgainstBands(people, bands, min);
  const seesPeople = can(auth.role, 'reports.employees');
  const seesSmallGroups = can(auth.role, 'reports.small-groups');
  return {
    version: bands.version,
    effective_from: bands.effective_from,
    basis: bands.basis,
    currency: bands.currency,
    bands: result.bands.map((band) => bandForRole(band, min, seesSmallGroups)),
    ...(seesPeople ? { employees: result.employees } : {}),
  };
};
