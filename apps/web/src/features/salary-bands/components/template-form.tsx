import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BandDraft, BandBasisValue } from '@parytet/contract/salary-bands';
import { MAX_BAND_TEMPLATE_BYTES } from '@parytet/contract/salary-band-documents';
import { Button, buttonClassName } from '#components/ui/button.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { Select } from '#components/ui/select.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toApiError } from '#lib/api-error.ts';
import { saveBlob } from '#lib/downloads.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { notifyError } from '#lib/notify.ts';
import { downloadBandTemplate } from '../api/band-documents-calls.ts';
import { useTemplateDraft } from '../hooks/use-band-documents.ts';
import { templateIssueText } from '../lib/template-issues.ts';
import styles from './salary-bands.module.css';

export type TemplateDraftResult = {
  draft: BandDraft;
  fileName: string;
  spread: { min: number; max: number };
};

/**
 * A draft from the XLSX template: download it (the current bands and the newest report's levels
 * filled in), fill it, upload it. A file that cannot be read lists each problem by row and rule.
 */
export const TemplateForm = ({ onDraft }: { onDraft: (result: TemplateDraftResult) => void }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const fileId = useId();
  const make = useTemplateDraft();
  const [file, setFile] = useState<File | null>(null);
  const [basis, setBasis] = useState<BandBasisValue>('base');
  const [spread, setSpread] = useState({ min: '20', max: '80' });
  const [problems, setProblems] = useState<string[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const d = (key: string, values: Record<string, unknown> = {}) =>
    t(`salary-bands.template.${key}`, values);

  const download = async () => {
    setDownloading(true);
    try {
      const template = await downloadBandTemplate(lang);
      saveBlob(template.blob, template.fileName);
    } catch (error) {
      notifyError(toApiError(error).message);
    } finally {
      setDownloading(false);
    }
  };

  const bound = (text: string) => {
    const value = Number(text.replace(',', '.'));
    return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 1000
      ? value
      : null;
  };
  const min = bound(spread.min);
  const max = bound(spread.max);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblems([]);
    if (!file) return setFileError(d('fileRequired'));
    if (file.size > MAX_BAND_TEMPLATE_BYTES) return setFileError(d('fileTooLarge'));
    if (min === null || max === null) return;
    try {
      const draft = await make.mutateAsync({ file, basis, spread: { min, max } });
      onDraft({ draft, fileName: file.name, spread: { min, max } });
    } catch (error) {
      const failure = toApiError(error);
      const listed = (failure.details ?? []).map((issue) => templateIssueText(t, issue));
      if (failure.code === 'INVALID_BAND_TEMPLATE' && listed.length > 0) setProblems(listed);
      else notifyError(failure.message);
    }
  };

  return (
    <form className={styles.stack} noValidate onSubmit={(event) => void submit(event)}>
      <ol className={styles.howTo}>
        <li>
          {d('stepDownload')}{' '}
          <Button variant="secondary" size="sm" busy={downloading} onClick={() => void download()}>
            {d('download')}
          </Button>
        </li>
        <li>{d('stepFill')}</li>
        <li>{d('stepUpload')}</li>
      </ol>
      <div className={styles.fileField}>
        <span id={`${fileId}-label`} className={styles.label}>
          {d('file')}
        </span>
        <div className={styles.filePicker}>
          {/* The input itself, hidden but focusable; its label is the visible button. */}
          <input
            id={fileId}
            type="file"
            className={styles.fileInput}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-labelledby={`${fileId}-label ${fileId}-button`}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${fileId}-error` : `${fileId}-name`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(null);
              setProblems([]);
            }}
          />
          <label
            id={`${fileId}-button`}
            htmlFor={fileId}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          >
            {d('choose')}
          </label>
          <span id={`${fileId}-name`} className={styles.hint}>
            {file?.name ?? d('noFile')}
          </span>
        </div>
        {fileError && (
          <p id={`${fileId}-error`} className={styles.formError}>
            {fileError}
          </p>
        )}
      </div>
      <div className={styles.fieldRow}>
        <Select
          label={t('salary-bands.draft.basis')}
          value={basis}
          onChange={(event) => setBasis(event.target.value as BandBasisValue)}
          options={(['base', 'total'] as const).map((value) => ({
            value,
            label: t(`salary-bands.basis.${value}`),
          }))}
        />
        {(['min', 'max'] as const).map((key) => (
          <TextField
            key={key}
            type="number"
            min={0}
            max={1000}
            label={t(`salary-bands.draft.spreadBound.${key}`)}
            value={spread[key]}
            error={bound(spread[key]) === null ? t('salary-bands.draft.spreadInvalid') : undefined}
            onChange={(event) => setSpread({ ...spread, [key]: event.target.value })}
          />
        ))}
      </div>
      {problems.length > 0 && (
        <Notice tone="error" title={d('problems', { count: problems.length })}>
          <ul className={styles.findings}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Notice>
      )}
      <div>
        <Button type="submit" busy={make.isPending}>
          {d('make')}
        </Button>
      </div>
    </form>
  );
};
