import { z } from 'zod';

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
