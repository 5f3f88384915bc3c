import type { Language } from '@parytet/contract/common';
import type { AppContext } from '#context.ts';
import { sendVerificationMail } from './auth.mails.ts';
import { findUserByEmail, replaceCode } from './auth.repository.ts';
import { newCode } from './codes.ts';

export type ResendOutcome = 'sent' | 'already_verified' | 'unknown';

/**
 * The operator's resend (admin CLI): a fresh verification link for an unverified account, in the
 * user's language; unlike the public call it says what happened.
 */
export const resendVerificationFor = async (
  ctx: AppContext,
  email: string,
): Promise<ResendOutcome> => {
  const user = await findUserByEmail(ctx.db, email.trim());
  if (!user) return 'unknown';
  if (user.verified_at) return 'already_verified';
  const code = newCode('verify');
  await replaceCode(ctx.db, user.id, 'verify', code);
  const lang: Language = user.lang === 'en' ? 'en' : 'pl';
  await sendVerificationMail(ctx, user, lang, code.code);
  return 'sent';
};
