import { defaultPlanFeatures } from '@parytet/contract/features';
import type { Role } from '@parytet/contract/permissions';
import { usersRoutes } from '@parytet/contract/routes/users';
import type { MeResponse } from '@parytet/contract/users';
import { answerRoute } from './fake-api.ts';

/** A signed-in user of the acting organisation in one role (the web hides what it cannot do). */
const meAs = (role: Role = 'owner'): MeResponse => ({
  full_name: 'Anna Kowalska',
  email: 'anna@firma.example',
  subscription_plan: 'ENTERPRISE',
  can_use_chat: true,
  can_upload_reports: true,
  organisation_name: 'Firma Testowa',
  organisation_id: '8c7f2d6e-1b7a-4f0e-9a51-2f3f6b0c9d11',
  role,
  features: defaultPlanFeatures.ENTERPRISE,
  trial_ends_at: null,
  blocked: false,
  blocked_at: null,
  data_deleted_on: null,
});

/** The fake API answers /users/me with a user in this role. */
export const answerMe = (role: Role = 'owner') => answerRoute(usersRoutes.me, meAs(role));
