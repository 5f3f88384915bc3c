import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ACCOUNT_EXISTS_LOCALLY_NOTICE,
  socialProviders,
  type SocialProvider,
} from '@parytet/contract/auth-providers';
import { BlockLoader } from '#components/ui/loader.tsx';
import { ApiError } from '#lib/api-error.ts';
import { useAuthStore } from '#lib/auth-store.ts';
import { buildLink } from '#lib/build-link.ts';
import { HOME_PATH, paths } from '#lib/paths.ts';
import { socialCallback } from '../api/social-callback.ts';
import { AuthScreen } from './auth-screen.tsx';

const isProvider = (value: string | null): value is SocialProvider =>
  socialProviders.some((provider) => provider === value);

/** Where a refused sign-in goes: the auth main screen, whose `?error=` becomes a toast. */
const failureLink = (error: unknown) => {
  const code = error instanceof ApiError ? error.code : 'SOCIAL_LOGIN_FAILED';
  // Spec §2 names this one's notice in lower case; the rest are the API's own codes.
  const notice = code === 'ACCOUNT_EXISTS_LOCALLY' ? ACCOUNT_EXISTS_LOCALLY_NOTICE : code;
  return buildLink(paths.auth.main, undefined, { error: notice });
};

/**
 * `/auth/callback?mode=&code=&state=`: the provider's answer goes to the server once (it is
 * single use); a returning user lands in the pay-gap section, a new one on "tell us more".
 */
export const SocialCallbackScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const storeSession = useAuthStore((s) => s.login);
  const updateRegistration = useAuthStore((s) => s.updateRegistration);
  const sent = useRef(false);
  const mode = params.get('mode');

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const code = params.get('code');
    const state = params.get('state');
    // Also a user who cancelled at the provider (?error=access_denied, no code).
    if (!isProvider(mode) || !code || !state) {
      void navigate(failureLink(null), { replace: true });
      return;
    }
    const iss = params.get('iss') ?? undefined;
    socialCallback({ provider: mode, code, state, iss }).then(
      (answer) => {
        if (answer.should_provide_attributes) {
          updateRegistration({ socialToken: answer.token });
          void navigate(buildLink(paths.auth.details, { mode }), { replace: true });
        } else {
          storeSession({ token: answer.token, exp: answer.exp });
          void navigate(HOME_PATH, { replace: true });
        }
      },
      (error: unknown) => void navigate(failureLink(error), { replace: true }),
    );
  }, [mode, navigate, params, storeSession, updateRegistration]);

  const provider = t(`social.providers.${isProvider(mode) ? mode : 'manual'}`);
  return (
    <AuthScreen
      title={t('social.callback.title')}
      subtitle={t('social.callback.subtitle', { provider })}
    >
      <BlockLoader label={t('social.callback.title')} />
    </AuthScreen>
  );
};
