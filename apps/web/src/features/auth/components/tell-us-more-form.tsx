import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { tellUsMoreFormSchema } from '@parytet/contract/auth';
import { Button } from '#components/ui/button.tsx';
import { TermsCheckbox } from '#components/ui/terms-checkbox.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { useAuthStore, type RegistrationDraft } from '#lib/auth-store.ts';
import { paths } from '#lib/paths.ts';
import { useValidationMessage } from '#lib/use-validation-message.ts';
import { AuthScreen, authStyles } from './auth-screen.tsx';
import { formSubmit } from '#lib/form-submit.ts';

export type TellUsMoreValues = z.output<typeof tellUsMoreFormSchema>;

export type TellUsMoreFormProps = {
  draft: RegistrationDraft;
  busy: boolean;
  onSubmit: (values: TellUsMoreValues) => void;
  /** Under the title; the social modes name the provider the user signed in with. */
  subtitle?: ReactNode;
  /** The way back under the form; manual mode goes back to e-mail and password. */
  back?: ReactNode;
};

const DRAFT_FIELDS = ['firstName', 'lastName', 'company', 'jobTitle', 'employeeNumber'] as const;

/** "Tell us more" (spec §2), for every mode: the screen decides what submitting does. */
export const TellUsMoreForm = ({ draft, busy, onSubmit, subtitle, back }: TellUsMoreFormProps) => {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const updateRegistration = useAuthStore((s) => s.updateRegistration);
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

  return (
    <AuthScreen
      title={t('auth.details.title')}
      subtitle={subtitle ?? t('auth.details.subtitle')}
      footer={<p>{back ?? <Link to={paths.auth.signUp}>{t('auth.details.back')}</Link>}</p>}
    >
      <form className={authStyles.form} noValidate onSubmit={formSubmit(handleSubmit(onSubmit))}>
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
        <TermsCheckbox error={message(errors.terms)} {...register('terms')} />
        <div className={authStyles.actions}>
          <Button type="submit" fullWidth busy={busy}>
            {t('auth.details.submit')}
          </Button>
        </div>
      </form>
    </AuthScreen>
  );
};
