import type { Language } from '@parytet/contract/common';
import type { AppContext } from '#context.ts';
import { loginAttackMail, passwordResetMail, verificationMail } from '#mail/templates.ts';

type Recipient = { email: string; full_name: string };

export const sendVerificationMail = (
  ctx: AppContext,
  user: Recipient,
  lang: Language,
  code: string,
) =>
  ctx.sendMail({
    to: user.email,
    ...verificationMail({
      lang,
      fullName: user.full_name,
      link: `${ctx.config.APP_URL}/auth/verify/${code}`,
    }),
  });

export const sendPasswordResetMail = (
  ctx: AppContext,
  user: Recipient,
  lang: Language,
  code: string,
) =>
  ctx.sendMail({
    to: user.email,
    ...passwordResetMail({
      lang,
      fullName: user.full_name,
      link: `${ctx.config.APP_URL}/auth/reset-password/${code}`,
    }),
  });

export const sendLoginAttackMail = (
  ctx: AppContext,
  user: Recipient,
  lang: Language,
  attempts: number,
) =>
  ctx.sendMail({
    to: user.email,
    ...loginAttackMail({
      lang,
      fullName: user.full_name,
      attempts,
      link: `${ctx.config.APP_URL}/auth/forgot-password`,
    }),
  });
