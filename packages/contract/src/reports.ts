import { z } from 'zod';
import { labelSchema } from '#validation.ts';

export const ALLOWED_UPLOAD_EXTENSIONS = ['csv', 'xls', 'xlsx'] as const;
export const REPORT_POLL_INTERVAL_MS = 2000;
export const EMPLOYEE_GAP_FILTERS = [5, 10, 15, 20, 25] as const;

/** Codes a background job can fail a report with (spec section 8 plus decisions section 5). */
export const processingErrorCodes = [
  'TOO_MANY_SHEETS',
  'INCORRECT_COLUMN_NAMES',
  'INCORRECT_GENDERS',
  'SINGLE_GENDER',
  'MISSING_VALUES',
  'INVALID_GENDER',
  'INVALID_NUMERIC',
  'NEGATIVE_VALUES',
  'INVALID_DAYS_OFF',
  'INVALID_FTE',
  'FIELD_COUNT_MISMATCH',
  'INCORRECT_FILE',
  'DUPLICATE_IDS',
  'TOO_MANY_RECORDS',
  'UNKNOWN_ERROR',
] as const;
export const processingErrorCodeSchema = z.enum(processingErrorCodes);
export type ProcessingErrorCode = z.infer<typeof processingErrorCodeSchema>;

/** One place at fault: row as the user sees it in Excel (header = row 1), column as named in the file. */
export const errorDetailSchema = z.object({
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  value: z.string().nullable(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;
export const MAX_ERROR_DETAILS = 20;

/**
 * The server's default MIN_GROUP_SIZE: a gap needs at least this many women and men. Report
 * answers do not carry the configured value, so screens mark figures over fewer people of a
 * gender than this as one or two people's pay (spec decisions §5).
 */
export const DEFAULT_MIN_GROUP_SIZE = 3;

export const reportIdParamsSchema = z.object({ id: z.uuid() });
/** Path parameter as routes accept it: an id that is not a uuid answers 404 like an unknown one. */
export const reportPathParamsSchema = z.object({ id: z.string() });

/** Currencies a report's amounts can be in (ISO 4217); PLN unless chosen at upload. */
export const reportCurrencies = [
  'PLN',
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'CZK',
  'SEK',
  'DKK',
  'NOK',
  'HUF',
  'RON',
] as const;
export const currencySchema = z.enum(reportCurrencies, { error: 'invalid_currency' });
export type Currency = z.infer<typeof currencySchema>;
export const DEFAULT_CURRENCY: Currency = 'PLN';

/** A calendar date as `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date({ error: 'invalid_date' });

/** The period a report covers (null for reports stored before periods existed) and its currency. */
export const reportDetailsSchema = z.object({
  currency: currencySchema,
  period_start: isoDateSchema.nullable(),
  period_end: isoDateSchema.nullable(),
});
export type ReportDetails = z.infer<typeof reportDetailsSchema>;

type PeriodFields = { period_start?: string | null; period_end?: string | null };
const periodInOrder = (value: PeriodFields) =>
  !value.period_start || !value.period_end || value.period_start <= value.period_end;

/** Adds the rule that a period, when both dates are given, does not end before it starts. */
export const withPeriodInOrder = <T extends z.ZodType<PeriodFields>>(schema: T) =>
  schema.refine(periodInOrder, { message: 'period_start_after_end', path: ['period_end'] });

/** The default period: the previous calendar year, as of `today`. */
export const defaultReportPeriod = (today: Date = new Date()) => {
  const year = today.getUTCFullYear() - 1;
  return { period_start: `${year}-01-01`, period_end: `${year}-12-31` };
};

/** A report's state as the list shows it (flat fields, as the API has always answered them). */
export const reportStatusSchema = z.object({
  report_ready: z.boolean(),
  report_failed: z.boolean(),
  error_code: processingErrorCodeSchema.nullable(),
  error_details: z.array(errorDetailSchema).nullable(),
});
export type ReportStatus = z.infer<typeof reportStatusSchema>;

/**
 * A report view answers one of three shapes, told apart by `status`. The flat fields
 * (report_ready, report_failed, error_code, error_details) are the product specification's own
 * response fields; `status` is added beside them so a client can narrow the union.
 */
export const reportProcessingSchema = reportDetailsSchema.extend({
  status: z.literal('processing'),
  report_ready: z.literal(false),
  report_failed: z.literal(false),
  error_code: z.null(),
  error_details: z.null(),
});
export const reportFailedSchema = reportDetailsSchema.extend({
  status: z.literal('failed'),
  report_ready: z.literal(false),
  report_failed: z.literal(true),
  error_code: processingErrorCodeSchema.nullable(),
  error_details: z.array(errorDetailSchema).nullable(),
});
export const reportReadyStatusSchema = reportDetailsSchema.extend({
  status: z.literal('ready'),
  report_ready: z.literal(true),
  report_failed: z.literal(false),
  error_code: z.null(),
  error_details: z.null(),
});
export type ReportProcessing = z.infer<typeof reportProcessingSchema>;
export type ReportFailed = z.infer<typeof reportFailedSchema>;
export type ReportReadyStatus = z.infer<typeof reportReadyStatusSchema>;
/** A report that has no data to show (yet): still processing, or failed with its reason. */
export type ReportNotReady = ReportProcessing | ReportFailed;
/** Any report view answer: processing, failed, or ready with the view's data. */
export type ReportAnswer<T> = ReportNotReady | (ReportReadyStatus & T);

/** The answer of a report view whose ready data is `data`. */
export const reportAnswerSchema = <Shape extends z.ZodRawShape>(data: z.ZodObject<Shape>) =>
  z.discriminatedUnion('status', [
    reportProcessingSchema,
    reportFailedSchema,
    reportReadyStatusSchema.extend(data.shape),
  ]);

export const reportSummarySchema = reportStatusSchema.extend({
  ...reportDetailsSchema.shape,
  id: z.uuid(),
  label: z.string(),
  records: z.number().int().nullable(),
  created_at: z.string(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;
export const reportListResponseSchema = z.array(reportSummarySchema);

export const limitsResponseSchema = z.object({
  how_many_reports_allowed: z.number().int(),
  current_report_count: z.number().int(),
  report_max_records_allowed: z.number().int(),
  /** Bytes of one uploaded file, as the plan (and the operator's override) allows. */
  report_max_upload_bytes: z.number().int(),
});
export type LimitsResponse = z.infer<typeof limitsResponseSchema>;

/**
 * The upload form's fields beside the file (multipart text fields). Currency and period are
 * optional, as the specification's upload form has neither: PLN, and no period, when left out.
 */
export const uploadFormFieldsSchema = z.object({
  label: labelSchema,
  currency: currencySchema.default(DEFAULT_CURRENCY),
  period_start: isoDateSchema.nullable().default(null),
  period_end: isoDateSchema.nullable().default(null),
});
/** The server's check of the form; the web form adds its file checks to the fields above. */
export const uploadFormSchema = withPeriodInOrder(uploadFormFieldsSchema);
export type UploadFormFields = z.infer<typeof uploadFormSchema>;
export const uploadResponseSchema = z.object({ id: z.uuid() });
/**
 * Every field optional, but at least one given: `{ label }` renames as it always did (an empty
 * body still asks for the label); currency and period edit the report's details.
 */
export const patchReportBodySchema = withPeriodInOrder(
  z
    .object({
      label: labelSchema.optional(),
      currency: currencySchema.optional(),
      period_start: isoDateSchema.nullable().optional(),
      period_end: isoDateSchema.nullable().optional(),
    })
    .refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: 'provide_label',
      path: ['label'],
    }),
);
export type PatchReportBody = z.infer<typeof patchReportBodySchema>;

const money = z.number().nullable();
const percent = z.number().nullable();

export const measureSchema = z.object({
  women: money,
  men: money,
  pay_gap_percentage: percent,
});
export type Measure = z.infer<typeof measureSchema>;

export const measureSetSchema = z.object({
  base_salary: measureSchema,
  salary_considering_free_days: measureSchema,
  salary_with_bonuses: measureSchema,
});
export type MeasureSet = z.infer<typeof measureSetSchema>;

export const baseReportDataSchema = z.object({
  number_of_women: z.number().int(),
  number_of_men: z.number().int(),
  mean: measureSetSchema,
  median: measureSetSchema,
  /**
   * Present (true) when the file had FTE or Weekly Hours: every amount of every view of the
   * report (base, adjusted, ranges, employees) is then a full-time equivalent (decisions §8).
   * Absent otherwise, so a file without working time answers exactly as before.
   */
  full_time_equivalents: z.literal(true).optional(),
});
export type BaseReportData = z.infer<typeof baseReportDataSchema>;

export const adjustedRowSchema = z.object({
  level: z.string(),
  total_people: z.number().int(),
  number_of_women: z.number().int(),
  number_of_men: z.number().int(),
  average_salary_women: money,
  average_salary_men: money,
  pay_gap_percentage: percent,
});
export type AdjustedRow = z.infer<typeof adjustedRowSchema>;

export const adjustedReportDataSchema = z.object({
  w1: z.array(adjustedRowSchema),
  w2: z.array(adjustedRowSchema),
  /** Headcount-weighted average of the level gaps that can be shown; null when none can. */
  w1_weighted_pay_gap_percentage: percent,
  w2_weighted_pay_gap_percentage: percent,
});
export type AdjustedReportData = z.infer<typeof adjustedReportDataSchema>;

export const levelRangeSchema = z.object({
  level: z.string(),
  total_people: z.number().int(),
  number_of_women: z.number().int(),
  number_of_men: z.number().int(),
  average: money,
  median: money,
  min_salary: money,
  max_salary: money,
});
export type LevelRange = z.infer<typeof levelRangeSchema>;
export const salaryRangesDataSchema = z.object({ ranges: z.array(levelRangeSchema) });
export type SalaryRangesData = z.infer<typeof salaryRangesDataSchema>;

export const positionRangeSchema = z.object({
  position: z.string(),
  average: money,
  median: money,
  total_people: z.number().int(),
  number_of_women: z.number().int(),
  number_of_men: z.number().int(),
  women_average_salary: money,
  men_average_salary: money,
  pay_gap_percentage: percent,
});
export type PositionRange = z.infer<typeof positionRangeSchema>;
export const extendedLevelSchema = z.object({
  level: z.string(),
  positions: z.array(positionRangeSchema),
});
export const extendedSalaryRangesDataSchema = z.object({ ranges: z.array(extendedLevelSchema) });
export type ExtendedSalaryRangesData = z.infer<typeof extendedSalaryRangesDataSchema>;

/**
 * Which group of a row holds fewer people than the minimum group size (yet someone): a figure
 * over it is one or two people's pay. `few_people`: everyone the figure is over (a level's or a
 * position's average, median, minimum or maximum); `few_women` / `few_men`: one gender's figure.
 */
export const smallGroupReasons = ['few_people', 'few_women', 'few_men'] as const;
export const smallGroupReasonSchema = z.enum(smallGroupReasons);
export type SmallGroupReason = z.infer<typeof smallGroupReasonSchema>;

/**
 * Beside every figure a view may withhold (decisions §9): the HR team (owner, admin, member)
 * sees such figures with `small_group: true` and the reasons; a viewer gets them null, with the
 * same mark and reasons. The engine's `withholdSmallGroups` fills these.
 */
export const smallGroupMarksShape = {
  small_group: z.boolean(),
  small_group_reasons: z.array(smallGroupReasonSchema),
};
/** The minimum group size the server applies (MIN_GROUP_SIZE), for the screens' wording. */
const minGroupSize = { min_group_size: z.number().int().min(1) };

export const baseReportViewSchema = baseReportDataSchema.extend({
  ...smallGroupMarksShape,
  ...minGroupSize,
});
export type BaseReportView = z.infer<typeof baseReportViewSchema>;
export const adjustedRowViewSchema = adjustedRowSchema.extend(smallGroupMarksShape);
export type AdjustedRowView = z.infer<typeof adjustedRowViewSchema>;
export const adjustedReportViewSchema = adjustedReportDataSchema.extend({
  w1: z.array(adjustedRowViewSchema),
  w2: z.array(adjustedRowViewSchema),
  ...minGroupSize,
});
export type AdjustedReportView = z.infer<typeof adjustedReportViewSchema>;
export const levelRangeViewSchema = levelRangeSchema.extend(smallGroupMarksShape);
export type LevelRangeView = z.infer<typeof levelRangeViewSchema>;
export const salaryRangesViewSchema = z.object({
  ranges: z.array(levelRangeViewSchema),
  ...minGroupSize,
});
export type SalaryRangesView = z.infer<typeof salaryRangesViewSchema>;
export const positionRangeViewSchema = positionRangeSchema.extend(smallGroupMarksShape);
export type PositionRangeView = z.infer<typeof positionRangeViewSchema>;
export const extendedSalaryRangesViewSchema = z.object({
  ranges: z.array(extendedLevelSchema.extend({ positions: z.array(positionRangeViewSchema) })),
  ...minGroupSize,
});
export type ExtendedSalaryRangesView = z.infer<typeof extendedSalaryRangesViewSchema>;

export const baseReportResponseSchema = reportAnswerSchema(baseReportViewSchema);
export const adjustedReportResponseSchema = reportAnswerSchema(adjustedReportViewSchema);
export const salaryRangesResponseSchema = reportAnswerSchema(salaryRangesViewSchema);
export const extendedSalaryRangesResponseSchema = reportAnswerSchema(
  extendedSalaryRangesViewSchema,
);

export const genderSchema = z.enum(['female', 'male']);
export type Gender = z.infer<typeof genderSchema>;

export const employeeRowSchema = z.object({
  id: z.string(),
  gender: genderSchema,
  level: z.string(),
  position: z.string(),
  location: z.string().nullable(),
  salary: z.number(),
  position_mean_salary: money,
  position_women_mean_salary: money,
  position_men_mean_salary: money,
  level_mean_salary: money,
  level_women_mean_salary: money,
  level_men_mean_salary: money,
  salary_difference: money,
  pay_gap: percent,
  /** Head counts of the row's position group (one Position within one Level) and level, by
   * gender: a mean over fewer than the minimum group size is one or two people's pay. */
  position_women_count: z.number().int(),
  position_men_count: z.number().int(),
  level_women_count: z.number().int(),
  level_men_count: z.number().int(),
});
export type EmployeeRow = z.infer<typeof employeeRowSchema>;

/** Every column the employees table can be sorted by: the row's fields, nothing else. */
export const employeeSortKeySchema = z.enum([
  'id',
  'gender',
  'level',
  'position',
  'location',
  'salary',
  'position_mean_salary',
  'position_women_mean_salary',
  'position_men_mean_salary',
  'level_mean_salary',
  'level_women_mean_salary',
  'level_men_mean_salary',
  'salary_difference',
  'pay_gap',
]);
export type EmployeeSortKey = z.infer<typeof employeeSortKeySchema>;
export const sortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof sortOrderSchema>;

export const employeesQuerySchema = z.object({
  level: z.string().max(200).optional(),
  gender: genderSchema.optional(),
  position: z.string().max(200).optional(),
  /** Keeps rows whose |pay_gap| is strictly greater than this many percent. */
  min_gap: z.coerce.number().min(0).max(1000).optional(),
  page: z.coerce.number().int().min(1).optional(),
  page_size: z.coerce.number().int().min(1).max(1000).optional(),
  /** Sorted by this column (empty values last either way, then file order); file order without. */
  sort: employeeSortKeySchema.optional(),
  /** `asc` unless given; only with `sort`. */
  order: sortOrderSchema.optional(),
});
export type EmployeesQuery = z.infer<typeof employeesQuerySchema>;

export const employeesDataSchema = z.object({
  employees: z.array(employeeRowSchema),
  /** Rows matching the filters (before paging). */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Every level and position of the report, in natural order, for the filter lists. */
  levels: z.array(z.string()),
  positions: z.array(z.string()),
});
export type EmployeesData = z.infer<typeof employeesDataSchema>;
export const employeesResponseSchema = reportAnswerSchema(employeesDataSchema);

/** Per the spec: the Polish file for `pl`, the English one for anything else (or nothing). */
export const exampleDownloadQuerySchema = z.object({
  lang: z
    .string()
    .max(16)
    .optional()
    .transform((lang): 'en' | 'pl' => (lang === 'pl' ? 'pl' : 'en')),
});
