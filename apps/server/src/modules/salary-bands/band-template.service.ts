import type { Language } from '@parytet/contract/common';
import { bandTemplateFieldsSchema } from '@parytet/contract/salary-band-documents';
import type { BandDraft } from '@parytet/contract/salary-bands';
import {
  bandTemplateFileName,
  compareNatural,
  reviewBands,
  writeBandTemplate,
  type TemplateIssue,
} from '@parytet/engine';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import { findNewestReadyReport } from './band-documents.repository.ts';
import { readTemplateInThread } from './bands-runner.ts';
import { findNewestVersion } from './salary-bands.repository.ts';
import type { TemplateForm } from './template-form.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The current bands and the newest report's levels: what a template offers and accepts. */
const templateGround = async (ctx: AppContext, organisationId: string) => {
  const [bands, report] = await Promise.all([
    findNewestVersion(ctx.db, organisationId),
    findNewestReadyReport(ctx.db, organisationId),
  ]);
  const levels = [
    ...new Set([...(bands?.bands ?? []).map((b) => b.level), ...(report?.levels ?? [])]),
  ].sort(compareNatural);
  return { bands, report, levels };
};

/**
 * The template in the caller's language: a row per band of the current bands (amounts filled)
 * and per level of the newest ready report that has no band of its own yet (to fill in).
 */
export const getBandTemplate = async (ctx: AppContext, auth: AuthUser, lang: Language) => {
  const { bands, report, levels } = await templateGround(ctx, auth.organisationId);
  const banded = new Set((bands?.bands ?? []).filter((b) => !b.job_family).map((b) => b.level));
  const rows = [
    ...(bands?.bands ?? []),
    ...(report?.levels ?? [])
      .filter((level) => !banded.has(level))
      .sort(compareNatural)
      .map((level) => ({ level, job_family: null, min: null, mid: null, max: null })),
  ];
  const data = await writeBandTemplate({
    lang,
    currency: bands?.currency ?? report?.currency ?? 'PLN',
    basis: bands?.basis ?? 'base',
    rows,
    levels,
  });
  return { data, fileName: bandTemplateFileName(lang), contentType: XLSX_TYPE };
};

const pathOf = (issue: TemplateIssue) =>
  issue.row === null ? 'file' : `rows.${issue.row}${issue.column ? `.${issue.column}` : ''}`;

/**
 * A draft from a filled template, nothing saved: its bands, the job families they name (with
 * the positions the current bands give a family of that name) and the findings, as a draft
 * from percentiles answers. Each problem of the file is named by row, column and rule.
 */
export const draftFromTemplate = async (
  ctx: AppContext,
  auth: AuthUser,
  form: TemplateForm,
): Promise<BandDraft> => {
  if (!form.file) {
    throw new AppError('INVALID_REQUEST_BODY', [{ path: 'file', message: 'required' }]);
  }
  const parsed = bandTemplateFieldsSchema.safeParse(form.fields);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => ({
      path: i.path.join('.'),
      message: i.message,
    }));
    throw new AppError('INVALID_REQUEST_BODY', details);
  }
  const fields = parsed.data;
  const { bands: current, report, levels } = await templateGround(ctx, auth.organisationId);
  const { outcome: read } = await readTemplateInThread({
    kind: 'template',
    data: new Uint8Array(form.file.data),
    fileName: form.file.fileName,
    knownLevels: levels.length === 0 ? null : levels,
  });
  if (!read.ok) {
    throw new AppError(
      'INVALID_BAND_TEMPLATE',
      read.issues.map((issue) => ({ path: pathOf(issue), message: issue.rule })),
    );
  }
  const positions = new Map((current?.job_families ?? []).map((f) => [f.name, f.positions]));
  const families = [...new Set(read.bands.flatMap((b) => (b.job_family ? [b.job_family] : [])))];
  return {
    basis: fields.basis,
    currency: fields.currency ?? current?.currency ?? report?.currency ?? 'PLN',
    bands: read.bands,
    job_families: families.map((name) => ({ name, positions: positions.get(name) ?? [] })),
    findings: reviewBands(read.bands, { min: fields.spread_min, max: fields.spread_max }),
  };
};
