import { can } from '@parytet/contract/permissions';
import type { ReportBands } from '@parytet/contract/salary-bands';
import { isSmallGroup, type BandFigures } from '@parytet/engine';
import type { AppContext } from '#context.ts';
import { AppError, notFound } from '#lib/app-error.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { parseReportId } from '#modules/reports/reports.service.ts';
import { indicatorInputsForDocuments } from '#modules/reporting/documents.service.ts';
import { readingOnce } from './bands-runner.ts';
import type { BandsReading } from './bands-thread.ts';
import { findReportForBands, findVersion, findVersionInForce } from './salary-bands.repository.ts';

/** A ready report of the caller's organisation, with its stored inputs (packed, or JSON text) on demand. */
export const readyReport = async (ctx: AppContext, organisationId: string, rawId: string) => {
  const report = await findReportForBands(ctx.db, organisationId, parseReportId(rawId));
  if (!report) throw notFound();
  if (report.status !== 'ready') throw new AppError('REPORT_NOT_READY');
  const inputs = async () => {
    const text = await indicatorInputsForDocuments(ctx, organisationId, report.id);
    if (!text) throw new AppError('INDICATORS_UNAVAILABLE');
    return text;
  };
  return { report, inputs };
};

/**
 * For a role that may not see small groups (decisions §9): money summed over fewer people than
 * the minimum (one or two people's shortfall) is withheld; a band says when anything was.
 */
export const bandForRole = (band: BandFigures, min: number, seesSmallGroups: boolean) => {
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

/**
 * A report read against the bands in force at its period's end (its upload day), or `version`,
 * as the caller's role may see it: the bands' figures withheld for a viewer, and every person's
 * place (JSON bytes of the employees array) only for the HR team. The reading is computed in a
 * thread once per report and version and kept (bands-runner.ts).
 */
export const readReportAgainstBands = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  version: number | undefined,
) => {
  const { report, inputs } = await readyReport(ctx, auth.organisationId, rawId);
  const day = report.period_end ?? report.uploaded_on;
  const structure =
    version === undefined
      ? await findVersionInForce(ctx.db, auth.organisationId, day)
      : await findVersion(ctx.db, auth.organisationId, version);
  if (!structure) throw version === undefined ? new AppError('NO_SALARY_BANDS') : notFound();
  if (structure.currency !== report.currency) throw new AppError('CURRENCY_MISMATCH');
  const minGroupSize = ctx.config.MIN_GROUP_SIZE;
  const reading = await readingOnce(`${report.id}:${structure.version}`, async () => ({
    kind: 'read',
    inputs: await inputs(),
    structure: {
      basis: structure.basis,
      bands: structure.bands,
      job_families: structure.job_families,
    },
    minGroupSize,
  }));
  const seesSmallGroups = can(auth.role, 'reports.small-groups');
  const answer: Omit<ReportBands, 'employees'> = {
    version: structure.version,
    effective_from: structure.effective_from,
    basis: structure.basis,
    currency: structure.currency,
    bands: reading.bands.map((band) => bandForRole(band, minGroupSize, seesSmallGroups)),
  };
  const employees = can(auth.role, 'reports.employees') ? reading.employees : null;
  return { report, structure, reading, answer, employees };
};

/** The answer's JSON with the people's bytes spliced in as its `employees`. */
const spliced = (answer: Omit<ReportBands, 'employees'>, employees: Uint8Array) =>
  Buffer.concat([
    Buffer.from(`${JSON.stringify(answer).slice(0, -1)},"employees":`),
    employees,
    Buffer.from('}'),
  ]);

/** The HR team's answer as JSON bytes, by reading. */
const hrAnswers = new WeakMap<BandsReading, Buffer>();

/**
 * GET …/salary-bands: for the HR team the answer's JSON bytes, the people spliced in as the
 * thread wrote them (100 000 people never pass the response serializer); for a viewer, the
 * bands alone.
 */
export const reportAgainstBands = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  version: number | undefined,
): Promise<ReportBands | Buffer> => {
  const { reading, answer, employees } = await readReportAgainstBands(ctx, auth, rawId, version);
  if (employees === null) return answer;
  // Kept only for a role that sees small groups: then the answer is the same for each.
  if (!can(auth.role, 'reports.small-groups')) return spliced(answer, employees);
  const known = hrAnswers.get(reading);
  if (known) return known;
  const bytes = spliced(answer, employees);
  // The reading's people become a view into the answer, so a kept reading holds them once.
  const start = bytes.length - employees.length - 1;
  reading.employees = bytes.subarray(start, start + employees.length);
  hrAnswers.set(reading, bytes);
  return bytes;
};
