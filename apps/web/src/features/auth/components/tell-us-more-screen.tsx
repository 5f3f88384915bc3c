import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { socialProviders, type SocialProvider } from '@parytet/contract/auth-providers';
import { useAuthStore, type RegistrationDraft } from '#lib/auth-store.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { paths } from '#lib/paths.ts';
import { useRegister } from '../api/register.ts';
import { useRegisterSocial } from '../api/register-social.ts';
import { TellUsMoreForm, type TellUsMoreValues } from './tell-us-more-form.tsx';

const fullName = (values: TellUsMoreValues) => `${values.firstName} ${values.lastName}`;

type ManualProps = { email: string; password: string; draft: RegistrationDraft };

/** Manual sign-up: the account is created unverified and a verification link is mailed. */
const ManualDetails = ({ email, password, draft }: ManualProps) => {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const registration = useRegister();
  const onSubmit = (values: TellUsMoreValues) =>
    registration.mutate(
      {
        email,
        password,
        company: values.company,
        full_name: fullName(values),
        job_title: values.jobTitle,
        number_of_employees: values.employeeNumber,
        lang: currentLanguage(i18n),
      },
      {
        // The draft is cleared by the draft janitor once this step is left: clearing it here
        // would make this step redirect to sign-up before the notice has loaded.
        onSuccess: () => void navigate(paths.auth.verifyEmail, { replace: true, state: { email } }),
      },
    );
  return <TellUsMoreForm draft={draft} busy={registration.isPending} onSubmit={onSubmit} />;
};

type SocialProps = { provider: SocialProvider; signupToken: string; draft: RegistrationDraft };

/** Social sign-up (spec §4): the organisation is created, then the user goes to a new report. */
const SocialDetails = ({ provider, signupToken, draft }: SocialProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const storeSession = useAuthStore((s) => s.login);
  const registration = useRegisterSocial();
  const onSubmit = (values: TellUsMoreValues) =>
    registration.mutate(
      {
        signupToken,
        body: {
          company: values.company,
          full_name: fullName(values),
          job_title: values.jobTitle,
          number_of_employees: values.employeeNumber,
        },
      },
      {
        onSuccess: (session) => {
          storeSession(session);
          void navigate(paths.main.payGapNew, { replace: true });
        },
      },
    );
  return (
    <TellUsMoreForm
      draft={draft}
      busy={registration.isPending}
      onSubmit={onSubmit}
      subtitle={t('social.details.subtitle', { provider: t(`social.providers.${provider}`) })}
      back={<Link to={paths.auth.main}>{t('social.details.back')}</Link>}
    />
  );
};

const isProvider = (value: string | undefined): value is SocialProvider =>
  socialProviders.some((provider) => provider === value);

/**
 * Step two of sign-up (`/auth/:mode/details`). Manual mode needs the e-mail and password of
 * step one, a social mode the sign-up token of the provider's callback; without them (a fresh
 * tab, a cleared draft) the user starts again.
 */
export const TellUsMoreScreen = () => {
  const { mode } = useParams();
  const draft = useAuthStore((s) => s.registration);
  if (isProvider(mode) && draft?.socialToken) {
    return <SocialDetails provider={mode} signupToken={draft.socialToken} draft={draft} />;
  }
  if (mode !== 'manual' || !draft?.email || !draft.password) {
    return <Navigate to={paths.auth.signUp} replace />;
  }
  return <ManualDetails email={draft.email} password={draft.password} draft={draft} />;
};
