import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, defaultReportPeriod } from '@parytet/contract/reports';
import { useNavigate } from 'react-router';
import { readFileTooLarge, readTooManyRecords } from '@parytet/contract/errors';
import { DEFAULT_MAX_UPLOAD_BYTES } from '@parytet/contract/plans';
import { dateOrNull, DetailsFields } from '#components/report-details/details-fields.tsx';
import { Button } from '#components/ui/button.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toApiError } from '#lib/api-error.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { limitsQueryOptions } from '#lib/reports/report-limits.ts';
import { useUploadReport } from '#lib/reports/use-upload-report.ts';
import { useValidationMessage } from '#lib/use-validation-message.ts';
import { sizeLimitText } from '../lib/file-size.ts';
import { payGapViewLink } from '../lib/pay-gap-links.ts';
import { toastKeyFor, UPLOAD_ERROR_TOASTS } from '../lib/upload-errors.ts';
import {
  uploadFormSchemaFor,
  type UploadFormInput,
  type UploadFormValues,
} from '../lib/upload-validation.ts';
import { FileDrop } from './file-drop.tsx';
import { LimitMessage, type LimitProblem } from './limit-message.tsx';
import { UploadProgress } from './upload-progress.tsx';
import styles from './upload.module.css';

/**
 * Label, currency, period (the previous calendar year by default) and file; checked on the
 * first submit, then on every change (spec §4).
 */
export const UploadForm = () => {
  const { t, i18n } = useTranslation();
  const labelMessage = useValidationMessage();
  const navigate = useNavigate();
  const upload = useUploadReport();
  const [progress, setProgress] = useState<number | null>(null);
  const [compressing, setCompressing] = useState(false);
  // The plan's largest file; the server's refusal may name another (the operator changed it).
  const planBytes = useQuery(limitsQueryOptions()).data?.report_max_upload_bytes;
  const [refusedBytes, setRefusedBytes] = useState<number | undefined>(undefined);
  const maxBytes = refusedBytes ?? planBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  const limitText = sizeLimitText(t, maxBytes, currentLanguage(i18n));
  const resolver = useMemo(() => zodResolver(uploadFormSchemaFor(maxBytes)), [maxBytes]);
  // A plan limit is answered on the form itself, with its numbers and the way forward.
  const [limit, setLimit] = useState<LimitProblem | null>(null);

  const { register, control, handleSubmit, setError, formState } = useForm<
    UploadFormInput,
    unknown,
    UploadFormValues
  >({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      label: '',
      currency: DEFAULT_CURRENCY,
      ...defaultReportPeriod(),
      files: [],
    },
  });
  const { field: filesField, fieldState: filesState } = useController({ control, name: 'files' });
  const fileError = filesState.error?.message
    ? t(`pay-gap.upload.fileErrors.${filesState.error.message}`, { limit: limitText })
    : undefined;

  const onSubmit = async ({ files, ...fields }: UploadFormValues) => {
    const [file] = files;
    if (!file) return;
    setProgress(0);
    setLimit(null);
    try {
      // Resolves once the new report is in the list its screen looks for it in.
      const { id } = await upload.mutateAsync({
        file,
        ...fields,
        onCompressing: () => setCompressing(true),
        onProgress: (fraction) => {
          setCompressing(false);
          setProgress(fraction);
        },
      });
      notifySuccess(t('pay-gap.upload.success'), {
        carryOver: true,
        tag: 'report-processing',
      });
      await navigate(payGapViewLink(id, 'base'));
    } catch (error) {
      const { code, details } = toApiError(error);
      if (code === 'FILE_TOO_LARGE') {
        setRefusedBytes(readFileTooLarge(details));
        setError('files', { message: 'file_too_large' });
      } else if (code === 'MAX_REPORTS_REACHED') setLimit({ kind: 'reports' });
      else if (code === 'TOO_MANY_RECORDS') {
        setLimit({ kind: 'records', ...readTooManyRecords(details) });
      } else notifyError(t(toastKeyFor(code, UPLOAD_ERROR_TOASTS)));
    } finally {
      setProgress(null);
      setCompressing(false);
    }
  };

  const submitting = formState.isSubmitting;
  const submit = handleSubmit(onSubmit);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        // Enter in the label field submits too: one upload at a time, whatever the trigger.
        if (submitting) event.preventDefault();
        else void submit(event);
      }}
    >
      <TextField
        label={t('pay-gap.upload.label.label')}
        hint={t('pay-gap.upload.label.hint')}
        placeholder={t('pay-gap.upload.label.placeholder')}
        autoComplete="off"
        error={labelMessage(formState.errors.label)}
        {...register('label')}
      />
      <DetailsFields
        register={{
          currency: register('currency'),
          period_start: register('period_start', { setValueAs: dateOrNull }),
          period_end: register('period_end', { setValueAs: dateOrNull }),
        }}
        errors={{
          currency: labelMessage(formState.errors.currency),
          period_start: labelMessage(formState.errors.period_start),
          period_end: labelMessage(formState.errors.period_end),
        }}
        disabled={submitting}
      />
      <FileDrop
        files={filesField.value}
        limit={limitText}
        onChange={filesField.onChange}
        error={fileError}
        disabled={submitting}
      />
      {progress !== null && <UploadProgress fraction={progress} compressing={compressing} />}
      {limit && (
        <Notice
          tone="error"
          title={t(
            `errors.${limit.kind === 'reports' ? 'MAX_REPORTS_REACHED' : 'TOO_MANY_RECORDS'}`,
          )}
        >
          <LimitMessage problem={limit} />
        </Notice>
      )}
      <div className={styles.submitRow}>
        <Button type="submit" busy={submitting}>
          {t('pay-gap.upload.submit')}
        </Button>
      </div>
    </form>
  );
};
