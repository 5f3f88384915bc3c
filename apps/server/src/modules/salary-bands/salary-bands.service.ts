import type { Language } from '@parytet/contract/common';
import type {
  BandDraft,
  BandDraftBody,
  SalaryBands,
  SalaryBandsBody,
} from '@parytet/contract/salary-bands';
import { bandDraftBodySchema, salaryBandsBodySchema } from '@parytet/contract/salary-bands';
import { bandOrderErrors, reviewBands } from '@parytet/engine';
import type { AppContext } from '#context.ts';
import { AppError } from '#lib/app-error.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { recordAudit } from '#modules/audit/audit.service.ts';
import { benchmarkBandDraft } from '#modules/benchmarking/band-draft.service.ts';
import { draftInThread } from './bands-runner.ts';
import { readyReport } from './report-bands.service.ts';
import { findNewestVersion, insertVersion, listVersions } from './salary-bands.repository.ts';

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

/** A draft from the report's own pay, computed in a thread; nothing is saved. */
export const draftSalaryBands = async (
  ctx: AppContext,
  auth: AuthUser,
  input: BandDraftBody,
  lang: Language,
): Promise<BandDraft> => {
  const body = bandDraftBodySchema.parse(input);
  // From the benchmark where positions are mapped: the benchmarking module drafts it.
  if (body.method === 'market') return benchmarkBandDraft(ctx, auth, body, lang);
  const { report, inputs } = await readyReport(ctx, auth.organisationId, body.report_id);
  const { bands } = await draftInThread({
    kind: 'draft',
    inputs: await inputs(),
    basis: body.basis,
    percentiles: body.percentiles,
  });
  return {
    basis: body.basis,
    currency: report.currency,
    bands,
    job_families: [],
    findings: reviewBands(bands, body.spread),
  };
};
