import { useMutation } from '@tanstack/react-query';
import type { SocialRegisterBody } from '@parytet/contract/auth-providers';
import { authRoutes } from '@parytet/contract/routes/auth';
import { call } from '#lib/api/call.ts';

type RegisterSocialInput = { signupToken: string; body: SocialRegisterBody };

/** "Tell us more" of a social account: creates its organisation and answers a session. */
const registerSocial = ({ signupToken, body }: RegisterSocialInput) =>
  call(
    authRoutes.registerSocial,
    { body },
    { headers: { Authorization: `Bearer ${signupToken}` } },
  );

export const useRegisterSocial = () => useMutation({ mutationFn: registerSocial });
