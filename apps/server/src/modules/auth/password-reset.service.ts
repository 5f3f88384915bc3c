import type { FastifyBaseLogger } from 'fastify';
import type { ForgotPasswordBody, ResetPasswordBody } from '@parytet/contract/auth';
import type { AppContext } from '#context.ts';
import { AppError } from '#lib/app-error.ts';
import { sendPasswordResetMail } from './auth.mails.ts';
import {
  findLiveCodeUser,
  findUserByEmail,
  replaceCode,
  resetPasswordWithCode,
} from './auth.repository.ts';
import type { Background } from './background.ts';
import { hashCode, newCode } from './codes.ts';
import { hashPassword } from '#modules/auth-session/auth-session.service.ts';

/** Always succeeds for the caller, so the answer never tells whether the address has an account. */
export const forgotPassword = (
  ctx: AppContext,
  body: ForgotPasswordBody,
  background: Background,
  log: FastifyBaseLogger,
) => {
  background.run(log, 'sending the password reset mail', async () => {
    const user = await findUserByEmail(ctx.db, body.email);
    if (!user) return;
    const code = newCode('reset');
    await replaceCode(ctx.db, user.id, 'reset', code);
    await sendPasswordResetMail(ctx, user, body.lang, code.code);
  });
};

export const resetPassword = async (ctx: AppContext, body: ResetPasswordBody) => {
  const codeHash = hashCode(body.forgot_password_code);
  // Checked before hashing so a wrong code costs no argon2 work; consumed atomically below.
  if (!(await findLiveCodeUser(ctx.db, codeHash, 'reset'))) {
    throw new AppError('INVALID_RESET_CODE');
  }
  const passwordHash = await hashPassword(body.new_password);
  const ok = await resetPasswordWithCode(ctx.db, codeHash, passwordHash);
  if (!ok) throw new AppError('INVALID_RESET_CODE');
};
