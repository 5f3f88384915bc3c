import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { tellUsMoreFormSchema } from '@parytet/contract/auth';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAuthStore, type RegistrationDraft } from '../../../lib/auth-store.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useRegister } from '../api/register.ts';
import { AuthScreen, authStyles } from './auth-screen.tsx';
import { formSubmit } from '../../../lib/form-submit.ts';

export type TellUsMoreFormProps = { email: string; password: string; draft: RegistrationDraft };

const DRAFT_FIELDS = ['firstName', 'lastName', 'company', 'jobTitle', 'employeeNumber'] as const;

export const TellUsMoreForm = ({ email, password, draft }: TellUsMoreFormProps) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const message = useValidationMessage();
  const updateRegistration = useAuthStore((s) => s.updateRegistration);
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    subscribe,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(tellUsMoreFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      firstName: draft.firstName ?? '',
      lastName: draft.lastName ?? '',
      company: draft.company ?? '',
      jobTitle: draft.jobTitle ?? '',
      employeeNumber: draft.employeeNumber ?? '',
    },
  });

  // Typed answers survive a reload of this step (they live in the session's draft).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const patch: RegistrationDraft = {};
          for (const field of DRAFT_FIELDS) patch[field] = values[field] ?? '';
          updateRegistration(patch);
        },
      }),
    [subscribe, updateRegistration],
  );

  const onSubmit = handleSubmit((values) =>
    registration.mutate(
      {
        email,
        password,
        company: values.company,
        full_name: `${values.firstName} ${values.lastName}`,
        job_title: values.jobTitle,
        number_of_employees: values.employeeNumber,
        lang: currentLanguage(i18n),
      },
      {
        // The draft is cleared by the draft janitor once this step is left: clearing it here
        // would make this step redirect to sign-up before the notice has loaded.
        onSuccess: () => void navigate(paths.auth.verifyEmail, { replace: true, state: { email } }),
      },
    ),
  );

  return (
    <AuthScreen
      title={t('auth.details.title')}
      subtitle={t('auth.details.subtitle')}
      footer={
        <p>
          <Link to={paths.auth.signUp}>{t('auth.details.back')}</Link>
        </p>
      }
    >
      <form className={authStyles.form} noValidate onSubmit={formSubmit(onSubmit)}>
        <div className={authStyles.row}>
          <TextField
            label={t('auth.fields.firstName')}
            autoComplete="given-name"
            error={message(errors.firstName)}
            {...register('firstName')}
          />
          <TextField
            label={t('auth.fields.lastName')}
            autoComplete="family-name"
            error={message(errors.lastName)}
            {...register('lastName')}
          />
        </div>
        <TextField
          label={t('auth.fields.company')}
          autoComplete="organization"
          error={message(errors.company)}
          {...register('company')}
        />
        <TextField
          label={t('auth.fields.jobTitle')}
          autoComplete="organization-title"
          error={message(errors.jobTitle)}
          {...register('jobTitle')}
        />
        <TextField
          label={t('auth.fields.employeeNumber')}
          hint={t('auth.fields.employeeNumberHint')}
          autoComplete="off"
          error={message(errors.employeeNumber)}
          {...register('employeeNumber')}
        />
        <Checkbox
          label={
            <Trans
              i18nKey="auth.details.terms"
              components={{
                terms: <NewTabLink to={paths.terms}>{null}</NewTabLink>,
                privacy: <NewTabLink to={paths.privacy}>{null}</NewTabLink>,
              }}
            />
          }
          error={message(errors.terms)}
          {...register('terms')}
        />
        <div className={authStyles.actions}>
          <Button type="submit" fullWidth busy={registration.isPending}>
            {t('auth.details.submit')}
          </Button>
        </div>
      </form>
    </AuthScreen>
  );
};
