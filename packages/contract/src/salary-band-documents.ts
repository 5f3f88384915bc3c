import { z } from 'zod';
import { languageSchema } from './common.ts';
import { exportQuerySchema } from './report-exports.ts';
import { currencySchema, isoDateSchema } from './reports.ts';
import { bandBasisSchema } from './salary-bands.ts';

// What the salary bands hand on (decisions §10): the XLSX template a draft is filled in, the
// job-advert sentences (Directive Art. 5), the pay and progression criteria page (Art. 6) and
// the exports of the bands and of a report read against them.

/** A filled template is a few hundred rows; anything near this is not one. */
export const MAX_BAND_TEMPLATE_BYTES = 1_048_576;

/** GET /salary-bands/template.xlsx: the instructions in `lang`, else the caller's language. */
export const bandTemplateQuerySchema = z.object({ lang: languageSchema.optional() });

/**
 * What is wrong with a row of an uploaded template. An INVALID_BAND_TEMPLATE answer lists each
 * in `details`: `path` is `rows.<row as Excel numbers it>.<column>` (column: level, job_family,
 * min, mid or max), or `file` for the workbook as a whole; `message` is one of these rules.
 */
export const bandTemplateRules = [
  /** Not a workbook, or not this template (its header row is not Level, Job family, Min, Mid, Max). */
  'not_a_template',
  /** A workbook with more than the bands sheet and its instructions. */
  'too_many_sheets',
  'too_many_rows',
  /** No row has an amount: nothing to draft from. */
  'no_bands',
  'level_required',
  'too_long',
  /** A level that is neither in the organisation's newest report nor in its current bands. */
  'unknown_level',
  /** The same level and job family twice. */
  'duplicate_band',
  /** A row with some amounts and not others. */
  'missing_value',
  /** Text, a date or a formula error where an amount belongs. */
  'not_a_number',
  'negative',
  'too_large',
  'more_than_two_decimals',
  'min_above_mid',
  'mid_above_max',
] as const;
export const bandTemplateRuleSchema = z.enum(bandTemplateRules);
export type BandTemplateRule = z.infer<typeof bandTemplateRuleSchema>;

/**
 * POST /salary-bands/draft/template is multipart: `file` (the filled .xlsx) and optional text
 * fields read with this schema. `currency` defaults to the current bands' currency, else the
 * newest ready report's, else PLN; the spread is the one the findings use, as for percentiles.
 */
export const bandTemplateFieldsSchema = z.object({
  basis: bandBasisSchema.default('base'),
  currency: currencySchema.optional(),
  spread_min: z.coerce.number().min(0).max(1000).default(20),
  spread_max: z.coerce.number().min(0).max(1000).default(80),
});

/** ?version= of the bands read; the newest version when left out. */
const versionQuery = z.coerce.number().int().positive().optional();

export const bandAdvertsQuerySchema = z.object({ version: versionQuery });

/**
 * One band's sentence for a job advert (Art. 5: the starting pay or its range), in both
 * languages: monthly gross pay from min to max, full-time, in the bands' currency, e.g.
 * "Base salary: PLN 8,000–12,000 gross per month for full-time work (pro rata for part-time)."
 */
export const bandAdvertSchema = z.object({
  level: z.string(),
  job_family: z.string().nullable(),
  min: z.number(),
  max: z.number(),
  en: z.string(),
  pl: z.string(),
});
export type BandAdvert = z.infer<typeof bandAdvertSchema>;

/**
 * GET /salary-bands/adverts: one sentence per band of the version read; version 0 with none
 * while the organisation has no bands (an unknown ?version= is 404).
 */
export const bandAdvertsSchema = z.object({
  version: z.number().int().nonnegative(),
  effective_from: isoDateSchema.nullable(),
  basis: bandBasisSchema,
  currency: currencySchema,
  adverts: z.array(bandAdvertSchema),
});
export type BandAdverts = z.infer<typeof bandAdvertsSchema>;

/** One section of the criteria page: a heading and plain text (blank lines part paragraphs). */
export const criteriaSectionSchema = z.object({
  heading: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }),
  body: z.string().max(50_000, { error: 'too_long' }),
});

/** The pay and progression criteria page (Art. 6) in one language. */
export const criteriaPageSchema = z.object({
  title: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }),
  sections: z.array(criteriaSectionSchema).min(1, { error: 'required' }).max(30),
});
export type CriteriaPage = z.infer<typeof criteriaPageSchema>;

/** ?lang= of the criteria page; the caller's language when left out. */
export const criteriaQuerySchema = z.object({ lang: languageSchema.optional() });

/** PUT /salary-bands/criteria: a new version of the page in its language (owner, admin). */
export const criteriaBodySchema = criteriaPageSchema.extend({ lang: languageSchema });
export type CriteriaBody = z.input<typeof criteriaBodySchema>;

/**
 * GET and PUT /salary-bands/criteria. `page` is the saved text when there is one, else the
 * text generated from the current bands and job-evaluation criteria; `generated` is always that
 * fresh text, to start again from. `saved_bands_version` names the bands in force when the page
 * was saved, so a screen can say the bands have changed since (`bands_version`, 0 with none).
 */
export const criteriaAnswerSchema = z.object({
  lang: languageSchema,
  page: criteriaPageSchema,
  saved: z.boolean(),
  version: z.number().int().nonnegative(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  bands_version: z.number().int().nonnegative(),
  saved_bands_version: z.number().int().nonnegative().nullable(),
  generated: criteriaPageSchema,
});
export type CriteriaAnswer = z.infer<typeof criteriaAnswerSchema>;

/** ?lang= (en or pl, else Polish, like the report exports) and ?version= of the bands. */
export const bandExportQuerySchema = exportQuerySchema.extend({ version: versionQuery });
