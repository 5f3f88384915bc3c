import { z } from 'zod';
import { langFieldSchema } from '#common.ts';
import { employeeNumberSchema, profileFieldSchema } from '#validation.ts';

/**
 * GET auth/providers: the social sign-in providers this deployment has configured
 * (decisions §3: a provider that is not configured is not offered).
 */
export const authProvidersResponseSchema = z.object({
  google: z.boolean(),
  microsoft: z.boolean(),
});
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;
export const socialProviders = ['google', 'microsoft'] as const;
export type SocialProvider = (typeof socialProviders)[number];
export const socialProviderSchema = z.enum(socialProviders);

export const socialProviderParamsSchema = z.object({ provider: socialProviderSchema });

/** GET auth/login/{provider}: the language a new account's mails will use. */
export const socialLoginQuerySchema = z.object({ lang: langFieldSchema });

/** GET auth/login/{provider}/callback: what the provider sent back to /auth/callback. */
export const socialCallbackQuerySchema = z.object({
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(512),
  /** RFC 9207: the issuer, when the provider names it in its answer (the web passes it on). */
  iss: z.string().max(2048).optional(),
});
export type SocialCallbackQuery = z.infer<typeof socialCallbackQuerySchema>;

/**
 * Spec §3: token and should_provide_attributes. With should_provide_attributes the token is a
 * short-lived sign-up token that only POST auth/register/social accepts (the account has no
 * organisation yet); otherwise it is a session token like the login's.
 */
export const socialCallbackResponseSchema = z.object({
  token: z.string(),
  /** Expiry as seconds since the Unix epoch. */
  exp: z.number().int(),
  should_provide_attributes: z.boolean(),
});
export type SocialCallbackResponse = z.infer<typeof socialCallbackResponseSchema>;

/** POST auth/register/social: "tell us more" for a social account (spec §7). */
export const socialRegisterBodySchema = z.object({
  company: profileFieldSchema,
  full_name: z.string().trim().min(2, 'field_length').max(241, 'field_length'),
  job_title: profileFieldSchema,
  number_of_employees: employeeNumberSchema,
});
export type SocialRegisterBody = z.infer<typeof socialRegisterBodySchema>;

/** The `?error=` the web's callback screen sends a local account's e-mail to (spec §2). */
export const ACCOUNT_EXISTS_LOCALLY_NOTICE = 'account_exists_locally';
