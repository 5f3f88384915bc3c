import { defaultPlanFeatures } from '@parytet/contract/features';
import { defaultPlanLimits, planIds, type Plan } from '@parytet/contract/plans';
import type { MeResponse } from '@parytet/contract/users';

/** The five plans as GET /api/plans answers them with the default configuration. */
export const PLANS: Plan[] = planIds.map((id) => ({
  id,
  title: id[0] + id.slice(1).toLowerCase(),
  features: [],
  enabled: defaultPlanFeatures[id],
  limits: defaultPlanLimits[id],
}));

/** A signed-in owner on STARTER; tests override what they look at. */
export const meFixture = (overrides: Partial<MeResponse> = {}): MeResponse => ({
  full_name: 'Anna Kowalska',
  email: 'anna@firma.example',
  subscription_plan: 'STARTER',
  can_use_chat: false,
  can_upload_reports: true,
  organisation_name: 'Firma Testowa',
  organisation_id: '8c7f2d6e-1b7a-4f0e-9a51-2f3f6b0c9d11',
  role: 'owner',
  features: defaultPlanFeatures.STARTER,
  trial_ends_at: '2099-04-18T10:00:00Z',
  blocked: false,
  blocked_at: null,
  data_deleted_on: null,
  ...overrides,
});
