import type { ReactNode } from 'react';
import styles from './field.module.css';

type FieldLabelProps = { inputId: string; label: ReactNode; hint?: ReactNode; hintId: string };

/** A field's label, and its hint when it has one (the control names it in aria-describedby). */
export const FieldLabel = ({ inputId, label, hint, hintId }: FieldLabelProps) => (
  <>
    <label className={styles.label} htmlFor={inputId}>
      {label}
    </label>
    {hint && (
      <p className={styles.hint} id={hintId}>
        {hint}
      </p>
    )}
  </>
);

/** A field's error under the control, announced with it through its id. */
export const FieldError = ({ id, error }: { id: string; error?: string | undefined }) =>
  error ? (
    <p className={styles.error} id={id}>
      {error}
    </p>
  ) : null;
