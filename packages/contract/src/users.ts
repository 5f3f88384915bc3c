import { z } from 'zod';
import { featureSetSchema } from '#features.ts';
import { roleSchema } from '#permissions.ts';
import { planIdSchema } from '#plans.ts';

export { roleSchema };

export const meResponseSchema = z.object({
  full_name: z.string(),
  email: z.string(),
  subscription_plan: planIdSchema,
  can_use_chat: z.boolean(),
  can_upload_reports: z.boolean(),
  organisation_id: z.uuid(),
  organisation_name: z.string(),
  role: roleSchema,
  trial_ends_at: z.string().nullable(),
  /**
   * The organisation is blocked (its trial ended without a subscription, or an operator blocked
   * it): its users read and download but cannot upload. Since when, and the day its data goes.
   */
  blocked: z.boolean(),
  blocked_at: z.string().nullable(),
  data_deleted_on: z.string().nullable(),
  /** The plan's features for the acting organisation (features.ts); locked ones are shown locked. */
  features: featureSetSchema,
});
export type MeResponse = z.infer<typeof meResponseSchema>;
