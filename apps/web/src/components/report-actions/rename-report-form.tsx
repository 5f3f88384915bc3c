import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelSchema } from '@parytet/contract/validation';
import { useRenameReport } from '../../lib/reports/use-rename-report.ts';
import { useValidationMessage } from '../../lib/use-validation-message.ts';
import { Button } from '../ui/button.tsx';
import styles from './report-actions.module.css';
import type { MenuTone } from './report-menu.tsx';

export type RenameReportFormProps = {
  report: { id: string; label: string };
  tone: MenuTone;
  onDone: () => void;
};

/** Inline rename, checked with the contract's label schema (the server checks the same). */
export const RenameReportForm = ({ report, tone, onDone }: RenameReportFormProps) => {
  const { t } = useTranslation();
  const validationMessage = useValidationMessage();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(report.label);
  const [error, setError] = useState<string | undefined>();
  const rename = useRenameReport();

  const submit = () => {
    const parsed = labelSchema.safeParse(value);
    if (!parsed.success) {
      setError(validationMessage(parsed.error.issues[0]));
      return;
    }
    if (parsed.data === report.label) return onDone();
    rename.mutate({ id: report.id, label: parsed.data }, { onSuccess: onDone });
  };

  return (
    <form
      className={[styles.renameForm, styles[tone]].join(' ')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onDone();
        }
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('report-actions.newLabel')}
      </label>
      <input
        id={inputId}
        className={styles.renameInput}
        value={value}
        // Opened on purpose from the menu: the field is where the user's attention is.
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <div className={styles.renameButtons}>
        <Button
          type="submit"
          size="sm"
          variant={tone === 'light' ? 'inverse' : 'primary'}
          busy={rename.isPending}
        >
          {t('report-actions.save')}
        </Button>
        <Button size="sm" variant={tone === 'light' ? 'inverse' : 'secondary'} onClick={onDone}>
          {t('report-actions.cancel')}
        </Button>
      </div>
      {error && (
        <p id={errorId} className={styles.renameError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
};
