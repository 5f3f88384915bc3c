import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '@parytet/contract/auth-providers';
import { buttonClassName } from '#components/ui/button.tsx';
import { apiUrl } from '#lib/api-client.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useAuthProviders } from '../api/auth-providers.ts';
import styles from './social-sign-in.module.css';

// The providers' own marks; decorative, the link's text names the provider.
const GoogleMark = () => (
  <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <path
      fill="#EA4335"
      d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
    />
    <path
      fill="#4285F4"
      d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.2z"
    />
    <path
      fill="#FBBC05"
      d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
    />
    <path
      fill="#34A853"
      d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
    />
  </svg>
);

const MicrosoftMark = () => (
  <svg width="18" height="18" viewBox="0 0 23 23" aria-hidden="true" focusable="false">
    <path fill="#F25022" d="M1 1h10v10H1z" />
    <path fill="#7FBA00" d="M12 1h10v10H12z" />
    <path fill="#00A4EF" d="M1 12h10v10H1z" />
    <path fill="#FFB900" d="M12 12h10v10H12z" />
  </svg>
);

const marks: Record<SocialProvider, ComponentType> = {
  google: GoogleMark,
  microsoft: MicrosoftMark,
};

/**
 * "Continue with Google / Microsoft" (spec §2): links, because the browser itself goes to the
 * server, which redirects it to the provider. Only the providers the server offers are shown.
 */
export const SocialSignIn = () => {
  const { t, i18n } = useTranslation();
  const providers = useAuthProviders();
  const offered = (['google', 'microsoft'] as const).filter((p) => providers.data?.[p]);
  if (offered.length === 0) return null;
  const lang = currentLanguage(i18n);
  return (
    <div className={styles.social}>
      <p className={styles.divider}>{t('social.or')}</p>
      {offered.map((provider) => {
        const Mark = marks[provider];
        return (
          <a
            key={provider}
            href={apiUrl(`auth/login/${provider}?lang=${lang}`)}
            className={buttonClassName({ variant: 'secondary', fullWidth: true })}
          >
            <Mark />
            {t(`social.continueWith.${provider}`)}
          </a>
        );
      })}
    </div>
  );
};
