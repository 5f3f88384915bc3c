import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@parytet/contract/auth';
import { authRoutes } from '@parytet/contract/routes/auth';
import { call } from '#lib/api/call.ts';

/** Creates an unverified account and mails the verification link. */
const register = (body: RegisterBody) => call(authRoutes.register, { body });

export const useRegister = () => useMutation({ mutationFn: register });
