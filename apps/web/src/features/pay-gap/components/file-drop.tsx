import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '#components/ui/button.tsx';
import { IconClose, IconReport } from '#components/ui/icons.tsx';
import { currentLanguage } from '#lib/i18n.ts';
import { ACCEPTED_FILE_TYPES } from '../lib/upload-validation.ts';
import fieldStyles from '#components/ui/field.module.css';
import { fileSizeText } from '../lib/file-size.ts';
import styles from './upload.module.css';

export type FileDropProps = {
  files: readonly File[];
  /** The plan's largest file, as words ("10 MB"). */
  limit: string;
  onChange: (files: File[]) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * The salary file: dropped on the area or picked with the button. The real file input sits
 * inside the button's label, so Tab, Enter and Space reach it like any other control.
 */
export const FileDrop = ({ files, limit, onChange, error, disabled = false }: FileDropProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const ids = useId();
  const [dragging, setDragging] = useState(false);
  // Entering a child fires dragleave on the parent: count the nesting instead.
  const depth = useRef(0);
  const [file] = files;

  const onDragEnter = (event: DragEvent) => {
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    if (!disabled) onChange(Array.from(event.dataTransfer.files));
  };

  return (
    <div className={fieldStyles.field}>
      <span className={fieldStyles.label} id={`${ids}-label`}>
        {t('pay-gap.upload.file.label')}
      </span>
      <div
        className={[styles.drop, dragging && styles.dragging, error && styles.invalid]
          .filter(Boolean)
          .join(' ')}
        onDragEnter={onDragEnter}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <IconReport size={28} className={styles.dropIcon} />
        {file ? (
          <p className={styles.chosen} aria-live="polite">
            <strong>{file.name}</strong>
            <span className={styles.muted}>
              {files.length > 1
                ? t('pay-gap.upload.file.andMore', { count: files.length - 1 })
                : fileSizeText(t, file.size, lang)}
            </span>
          </p>
        ) : (
          <p className={styles.dropText}>{t('pay-gap.upload.file.drop')}</p>
        )}
        <div className={styles.dropActions}>
          <label
            className={buttonClassName(
              { variant: 'secondary', size: 'sm' },
              styles.chooseButton,
              disabled && styles.chooseDisabled,
            )}
          >
            <span id={`${ids}-button`}>
              {file ? t('pay-gap.upload.file.change') : t('pay-gap.upload.file.choose')}
            </span>
            <input
              type="file"
              className="visually-hidden"
              accept={ACCEPTED_FILE_TYPES}
              disabled={disabled}
              aria-labelledby={`${ids}-label ${ids}-button`}
              aria-describedby={[`${ids}-hint`, error && `${ids}-error`].filter(Boolean).join(' ')}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                onChange(Array.from(event.target.files ?? []));
                // Choosing the same file again must still count as a change.
                event.target.value = '';
              }}
            />
          </label>
          {file && (
            <button
              type="button"
              className={buttonClassName({ variant: 'ghost', size: 'sm' })}
              onClick={() => onChange([])}
              disabled={disabled}
            >
              <IconClose size={16} />
              {t('pay-gap.upload.file.remove')}
            </button>
          )}
        </div>
        <p className={fieldStyles.hint} id={`${ids}-hint`}>
          {t('pay-gap.upload.file.hint', { limit })}
        </p>
      </div>
      {error && (
        <p className={fieldStyles.error} id={`${ids}-error`}>
          {error}
        </p>
      )}
    </div>
  );
};
