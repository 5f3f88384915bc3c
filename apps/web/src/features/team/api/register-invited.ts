import type { RegisterBody } from '@parytet/contract/auth';
import { authRoutes } from '@parytet/contract/routes/auth';
import { call } from '#lib/api/call.ts';

/** Sign-up with an invitation code: the account is verified and joins the inviting organisation. */
export const registerInvited = (body: RegisterBody) => call(authRoutes.register, { body });
