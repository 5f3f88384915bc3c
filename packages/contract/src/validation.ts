import { z } from 'zod';

/**
 * Validation messages are stable keys, not prose: the web translates them
 * (`validation.<key>`) and the server sends them in `details`.
 */
export const validationKeys = [
  'email_required',
  'email_invalid',
  'password_required',
  'password_min_length',
  'password_uppercase',
  'password_lowercase',
  'password_number',
  'password_special',
  'field_length',
  'employee_number_length',
  'terms_required',
  'provide_label',
  'invalid_label_format',
  'label_too_long',
  'passwords_must_match',
  'invalid_currency',
  'invalid_date',
  'period_start_after_end',
  'provide_prompt',
  'prompt_too_long',
  'provide_chat_name',
  'chat_name_too_long',
  // Shared by the newer schemas (salary bands, their documents, merit cycles, benchmarking):
  // one key per rule, the field named by the detail's path.
  'required',
  'too_long',
  'invalid_number',
  'negative',
  'too_large',
  'more_than_two_decimals',
  // Salary bands (the server's own checks of a saved structure too).
  'percentiles_out_of_order',
  'min_mid_max_order',
  'duplicate_band',
  'unknown_job_family',
  // Merit cycles.
  'duplicate_rating',
  'amount_or_percent',
  // Benchmarking's mapping.
  'unknown_role',
  'unknown_seniority',
  'unknown_region',
  'seniority_required',
  // Job evaluation schemes and categories.
  'weights_sum_100',
  'position_in_two_groups',
  'duplicate_category',
  'duplicate_position',
  // Letters: a request date.
  'in_future',
  // Uploads: a file over the plan's byte limit (FILE_TOO_LARGE names it in its details).
  'file_too_large',
] as const;
export type ValidationKey = (typeof validationKeys)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PROFILE_FIELD_MIN = 2;
export const PROFILE_FIELD_MAX = 120;
export const EMPLOYEE_NUMBER_MAX = 120;
export const LABEL_MAX_LENGTH = 120;

export const emailSchema = z
  .string({ error: 'email_required' })
  .trim()
  .min(1, 'email_required')
  .max(254, 'email_invalid')
  .pipe(z.email('email_invalid'))
  .transform((email) => email.toLowerCase());

/** The password rules, in the order the sign-up screen lists them. */
export const passwordRules = [
  { key: 'password_min_length', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { key: 'password_uppercase', test: (p: string) => /\p{Lu}/u.test(p) },
  { key: 'password_lowercase', test: (p: string) => /\p{Ll}/u.test(p) },
  { key: 'password_number', test: (p: string) => /\d/.test(p) },
  { key: 'password_special', test: (p: string) => /[^\p{L}\p{N}\s]/u.test(p) },
] as const satisfies readonly { key: ValidationKey; test: (p: string) => boolean }[];

export const passwordSchema = z
  .string({ error: 'password_required' })
  .min(1, 'password_required')
  .max(256, 'password_min_length')
  .superRefine((password, ctx) => {
    if (password.length === 0) return;
    for (const rule of passwordRules) {
      if (!rule.test(password)) {
        ctx.addIssue({ code: 'custom', message: rule.key });
        return;
      }
    }
  });

export const profileFieldSchema = z
  .string({ error: 'field_length' })
  .trim()
  .min(PROFILE_FIELD_MIN, 'field_length')
  .max(PROFILE_FIELD_MAX, 'field_length');

export const employeeNumberSchema = z
  .string({ error: 'employee_number_length' })
  .trim()
  .min(1, 'employee_number_length')
  .max(EMPLOYEE_NUMBER_MAX, 'employee_number_length');

/**
 * Report label: letters (any script), digits, spaces and hyphens, at most 120 characters. The
 * en dash Polish writes between years ("2025–2026") is taken as a hyphen; "/" and "." are not.
 */
export const labelSchema = z
  .string({ error: 'provide_label' })
  .overwrite((value) => value.replaceAll('\u2013', '-'))
  .trim()
  .min(1, 'provide_label')
  .max(LABEL_MAX_LENGTH, 'label_too_long')
  .regex(/^[\p{L}\p{N} -]+$/u, 'invalid_label_format');
