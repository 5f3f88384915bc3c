import { z } from 'zod';
import { langFieldSchema } from '#common.ts';
import {
  emailSchema,
  employeeNumberSchema,
  passwordSchema,
  profileFieldSchema,
} from '#validation.ts';

/**
 * full_name is first and last name joined by one space, so it may be up to 241 characters.
 * With an `invitation_code` the account joins the inviting organisation, so company and
 * number_of_employees are not asked for; without one they are required.
 */
export const registerBodySchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    company: profileFieldSchema.optional(),
    full_name: z.string().trim().min(2, 'field_length').max(241, 'field_length'),
    job_title: profileFieldSchema,
    number_of_employees: employeeNumberSchema.optional(),
    lang: langFieldSchema,
    invitation_code: z.string().trim().min(1).max(200).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.invitation_code !== undefined) return;
    if (body.company === undefined) {
      ctx.addIssue({ code: 'custom', path: ['company'], message: 'field_length' });
    }
    if (body.number_of_employees === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['number_of_employees'],
        message: 'employee_number_length',
      });
    }
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const verifyBodySchema = z.object({
  verification_code: z.string().trim().min(1).max(200),
});
export type VerifyBody = z.infer<typeof verifyBodySchema>;

export const resendBodySchema = z.object({
  email: emailSchema,
  lang: langFieldSchema,
});
export type ResendBody = z.infer<typeof resendBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'password_required' }).min(1, 'password_required').max(256),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Answers without a body (201 after sign-up, 204 elsewhere). */
export const noContentSchema = z.undefined();

export const loginResponseSchema = z.object({
  token: z.string(),
  /** Expiry as seconds since the Unix epoch. */
  exp: z.number().int(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const forgotPasswordBodySchema = z.object({
  email: emailSchema,
  lang: langFieldSchema,
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  forgot_password_code: z.string().trim().min(1).max(200),
  new_password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** Client-side forms, built from the same field schemas as the server's bodies. */
export const loginFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'password_required'),
});

export const signUpFormSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});

export const tellUsMoreFormSchema = z.object({
  firstName: profileFieldSchema,
  lastName: profileFieldSchema,
  company: profileFieldSchema,
  jobTitle: profileFieldSchema,
  employeeNumber: employeeNumberSchema,
  terms: z.literal(true, { error: 'terms_required' }),
});

export const forgotPasswordFormSchema = z.object({ email: emailSchema });

export const resetPasswordFormSchema = z.object({ password: passwordSchema });
