import {
  compareNatural,
  meritPlacement,
  rowCategories,
  textAt,
  type BandStructure,
  type MeritPlacement,
  type SalaryTable,
} from '@parytet/engine';
import type { RegressionModel } from '@parytet/contract/regression';
import { positionCategoriesOf } from '@parytet/engine/job-evaluation';
import type { AppContext } from '#context.ts';
import { storedTable, type StoredInputs } from '#lib/packed-inputs.ts';
import { currentScheme } from '#modules/reporting/categories.service.ts';
import { reportInputs } from '#modules/reporting/report-inputs.service.ts';
import { bandsInForce } from '#modules/salary-bands/bands-in-force.service.ts';
import { findRegressionModel } from './merit-cycles.repository.ts';

/** A report's people as merit cycles read them, parsed once and kept while in use. */
export type MeritReport = {
  inputs: StoredInputs;
  table: SalaryTable;
  indexOf: Map<string, number>;
  /** The file's Performance column (null cells and no column alike: no rating). */
  fileRatings: (string | null)[];
};

// Parsing 100 000 rows of stored inputs takes a noticeable fraction of a second; a cycle's
// screens read the same report call after call. A few reports are kept, the oldest dropped.
const KEPT_REPORTS = 3;
const kept = new Map<string, MeritReport>();
const keptDerived = new Map<string, unknown>();

const remember = <T>(map: Map<string, T>, key: string, value: T, limit: number) => {
  map.delete(key);
  map.set(key, value);
  while (map.size > limit) map.delete(map.keys().next().value as string);
  return value;
};

export const meritReport = async (
  ctx: AppContext,
  organisationId: string,
  reportId: string,
): Promise<MeritReport | null> => {
  const key = `${organisationId}:${reportId}`;
  const found = kept.get(key);
  if (found) return remember(kept, key, found, KEPT_REPORTS);
  const inputs = await reportInputs(ctx, organisationId, reportId);
  if (inputs === null) return null;
  const table = storedTable(inputs);
  const indexOf = new Map(table.id.map((id, i) => [id, i]));
  const fileRatings = Array.from({ length: table.length }, (_, i) =>
    table.performance === null ? null : textAt(table.performance, i),
  );
  return remember(kept, key, { inputs, table, indexOf, fileRatings }, KEPT_REPORTS);
};

/** Something derived from a report and settings (placement, categories), kept like the report. */
const derived = <T>(key: string, make: () => T): T => {
  const found = keptDerived.get(key) as T | undefined;
  if (found !== undefined) return found;
  const value = make();
  remember(keptDerived, key, value, KEPT_REPORTS * 4);
  return value;
};

export type MeritSettings = {
  bands: (BandStructure & { version: number }) | null;
  categoriesVersion: number;
  positionCategories: Record<string, string>;
  regressionModel: RegressionModel;
  minGroupSize: number;
};

/** The organisation's settings a cycle reads: bands in force, categories, the chosen model. */
export const meritSettings = async (
  ctx: AppContext,
  organisationId: string,
  report: {
    period_end: string | null;
    uploaded_on: string;
    currency: Parameters<typeof bandsInForce>[3];
  },
): Promise<MeritSettings> => {
  const day = report.period_end ?? report.uploaded_on;
  const [bands, scheme, model] = await Promise.all([
    bandsInForce(ctx, organisationId, day, report.currency),
    currentScheme(ctx, organisationId),
    findRegressionModel(ctx.db, organisationId),
  ]);
  return {
    bands,
    categoriesVersion: scheme.version,
    positionCategories: positionCategoriesOf(scheme.scheme),
    regressionModel: model,
    minGroupSize: ctx.config.MIN_GROUP_SIZE,
  };
};

export const placementOf = (
  reportKey: string,
  report: MeritReport,
  settings: MeritSettings,
): MeritPlacement =>
  derived(`placement:${reportKey}:${settings.bands?.version ?? 0}`, () =>
    meritPlacement(report.table, settings.bands),
  );

export const categoriesOf = (reportKey: string, report: MeritReport, settings: MeritSettings) =>
  derived(`categories:${reportKey}:${settings.categoriesVersion}`, () =>
    rowCategories(report.table, settings.positionCategories),
  );

/** Each person's rating: entered for the cycle, else the file's. */
export const effectiveRatings = (report: MeritReport, entered: Record<string, string>) =>
  report.table.id.map((id, i) => entered[id] ?? report.fileRatings[i] ?? null);

/** Every distinct rating, in natural order. */
export const ratingsFound = (ratings: readonly (string | null)[]) =>
  [...new Set(ratings.filter((r): r is string => r !== null))].sort(compareNatural);
