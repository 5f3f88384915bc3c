import { z } from 'zod';
import { planIdSchema } from '#plans.ts';

/**
 * The operator's legal details as the deployment configures them (OPERATOR_* variables); a
 * field nobody configured is null and the pages say so instead of inventing one.
 */
export const operatorDetailsSchema = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  krs: z.string().nullable(),
  nip: z.string().nullable(),
  regon: z.string().nullable(),
  email: z.string().nullable(),
});
export type OperatorDetails = z.infer<typeof operatorDetailsSchema>;

/** Monthly net price in PLN per plan (PLAN_PRICES); null = shown as "price on request". */
export const planPricesSchema = z.partialRecord(planIdSchema, z.number().nonnegative().nullable());
export type PlanPrices = z.infer<typeof planPricesSchema>;

/** GET /api/legal (public): who runs this deployment and what its plans cost. */
export const legalResponseSchema = z.object({
  operator: operatorDetailsSchema,
  plan_prices: planPricesSchema,
});
export type LegalResponse = z.infer<typeof legalResponseSchema>;
