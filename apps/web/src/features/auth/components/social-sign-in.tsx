import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '@parytet/contract/auth-providers';
import { Button } from '../../../components/ui/button.tsx';
import { IconGoogle, IconMicrosoft } from '../../../components/ui/icons.tsx';
import { socialLoginUrl, useAuthProviders } from '../api/auth-providers.ts';
import styles from './social-sign-in.module.css';

const ICONS = { google: <IconGoogle />, microsoft: <IconMicrosoft /> } as const;

/** "Continue with Google / Microsoft", for the providers the server has configured only. */
export const SocialSignIn = () => {
  const { t } = useTranslation();
  const { data } = useAuthProviders();
  const available = (['google', 'microsoft'] as const).filter((p: SocialProvider) => data?.[p]);
  if (available.length === 0) return null;
  return (
    <div className={styles.social}>
      <p className={styles.divider}>{t('auth.social.or')}</p>
      {available.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          fullWidth
          icon={ICONS[provider]}
          onClick={() => window.location.assign(socialLoginUrl(provider))}
        >
          {t(`auth.social.${provider}`)}
        </Button>
      ))}
    </div>
  );
};
