import type { Language } from '@parytet/contract/common';
import type {
  BandAdverts,
  CriteriaAnswer,
  CriteriaBody,
} from '@parytet/contract/salary-band-documents';
import { criteriaBodySchema } from '@parytet/contract/salary-band-documents';
import { bandAdverts, criteriaPage } from '@parytet/engine';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { currentScheme } from '../reporting/categories.service.ts';
import { findNewestCriteria, insertCriteria } from './band-documents.repository.ts';
import { findNewestVersion, findVersion } from './salary-bands.repository.ts';

/** The bands a document reads: `version`, else the newest (undefined while there are none). */
export const bandsForDocuments = async (
  ctx: AppContext,
  organisationId: string,
  version: number | undefined,
) => {
  if (version === undefined) return findNewestVersion(ctx.db, organisationId);
  const found = await findVersion(ctx.db, organisationId, version);
  if (!found) throw notFound();
  return found;
};

/** GET /salary-bands/adverts: a sentence per band in both languages (Art. 5). */
export const getBandAdverts = async (
  ctx: AppContext,
  auth: AuthUser,
  version: number | undefined,
): Promise<BandAdverts> => {
  const bands = await bandsForDocuments(ctx, auth.organisationId, version);
  if (!bands) {
    return { version: 0, effective_from: null, basis: 'base', currency: 'PLN', adverts: [] };
  }
  return {
    version: bands.version,
    effective_from: bands.effective_from,
    basis: bands.basis,
    currency: bands.currency,
    adverts: bandAdverts(bands.bands, bands.basis, bands.currency),
  };
};

/**
 * The criteria page in a language: the saved text, else the text generated from the newest
 * bands and the organisation's current categories (its job evaluation's criteria), beside the
 * generated text to start again from.
 */
export const getCriteria = async (
  ctx: AppContext,
  auth: AuthUser,
  lang: Language,
): Promise<CriteriaAnswer> => {
  const [saved, bands, categories] = await Promise.all([
    findNewestCriteria(ctx.db, auth.organisationId, lang),
    findNewestVersion(ctx.db, auth.organisationId),
    currentScheme(ctx, auth.organisationId),
  ]);
  const generated = criteriaPage(lang, bands ?? null, categories.scheme);
  return {
    lang,
    page: saved ? { title: saved.title, sections: saved.sections } : generated,
    saved: saved !== undefined,
    version: saved?.version ?? 0,
    updated_at: saved?.created_at.toISOString() ?? null,
    updated_by: saved?.created_by ?? null,
    bands_version: bands?.version ?? 0,
    saved_bands_version: saved?.bands_version ?? null,
    generated,
  };
};

/** Saves the page in its language as a new version, in the audit log. */
export const saveCriteria = async (
  ctx: AppContext,
  auth: AuthUser,
  input: CriteriaBody,
): Promise<CriteriaAnswer> => {
  const { lang, ...page } = criteriaBodySchema.parse(input);
  await ctx.db.transaction().execute(async (trx) => {
    const bands = await findNewestVersion(trx, auth.organisationId);
    const version = await insertCriteria(trx, {
      organisationId: auth.organisationId,
      userId: auth.userId,
      lang,
      page,
      bandsVersion: bands?.version ?? 0,
    });
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'salary_bands.criteria_saved',
      target: `v${version}`,
      details: { version, lang, sections: page.sections.length },
    });
  });
  return getCriteria(ctx, auth, lang);
};
