import type { SocialProvider } from '@parytet/contract/auth-providers';
import { authRoutes } from '@parytet/contract/routes/auth';
import { call } from '#lib/api/call.ts';

export type SocialCallbackInput = {
  provider: SocialProvider;
  code: string;
  state: string;
  iss?: string;
};

/** Trades the provider's answer for a session, or a sign-up token for a new account. */
export const socialCallback = ({ provider, code, state, iss }: SocialCallbackInput) =>
  // Single use: a retry would only be refused, and hide the first answer's error.
  call(
    authRoutes.socialCallback,
    { params: { provider }, query: { code, state, iss } },
    { retry: 0 },
  );
