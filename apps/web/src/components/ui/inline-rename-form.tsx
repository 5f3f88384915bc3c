import { useId, useState } from 'react';
import type { z } from 'zod';
import { useValidationMessage } from '#lib/use-validation-message.ts';
import { Button } from './button.tsx';
import styles from './inline-rename-form.module.css';

export type InlineRenameFormProps = {
  /** The current name, selected when the form opens. */
  name: string;
  /** The contract's schema for the name: the server checks the same. */
  schema: z.ZodType<string>;
  /** Saves a changed name; calls `done` once saved, to close the form. */
  onSave: (name: string, done: () => void) => void;
  busy: boolean;
  /** Closes the form (cancel, Escape, an unchanged name, or saved). */
  onDone: () => void;
  /** 'light' on a dark background (the sidebar), 'dark' on a light one (a report's header). */
  tone: 'light' | 'dark';
  labels: { field: string; save: string; cancel: string };
};

/** Inline rename of a report or a chat, opened from its menu. */
export const InlineRenameForm = (props: InlineRenameFormProps) => {
  const { name, schema, onSave, busy, onDone, tone, labels } = props;
  const validationMessage = useValidationMessage();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      setError(validationMessage(parsed.error.issues[0]));
      return;
    }
    if (parsed.data === name) return onDone();
    onSave(parsed.data, onDone);
  };

  return (
    <form
      className={[styles.form, styles[tone]].join(' ')}
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
        {labels.field}
      </label>
      <input
        id={inputId}
        className={styles.input}
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
      <div className={styles.buttons}>
        <Button
          type="submit"
          size="sm"
          variant={tone === 'light' ? 'inverse' : 'primary'}
          busy={busy}
        >
          {labels.save}
        </Button>
        <Button size="sm" variant={tone === 'light' ? 'inverse' : 'secondary'} onClick={onDone}>
          {labels.cancel}
        </Button>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
};
