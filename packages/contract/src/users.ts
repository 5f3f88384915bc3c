import { z } from 'zod';
import { planIdSchema } from './plans.ts';

export const roleSchema = z.enum(['owner', 'member']);

export const meResponseSchema = z.object({
  full_name: z.string(),
  email: z.string(),
  subscription_plan: planIdSchema,
  can_use_chat: z.boolean(),
  can_upload_reports: z.boolean(),
  organisation_name: z.string(),
  role: roleSchema,
  trial_ends_at: z.string().nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
