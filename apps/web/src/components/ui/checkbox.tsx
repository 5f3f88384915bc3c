import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './field.module.css';
import { FieldError } from './field-parts.tsx';
import { useFieldIds } from './use-field-ids.ts';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> & {
  label: ReactNode;
  error?: string;
};

export const Checkbox = ({ label, error, id, className, ...inputProps }: CheckboxProps) => {
  const { inputId, errorId, describedBy } = useFieldIds(id, false, Boolean(error));
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.checkboxRow}>
        <input
          {...inputProps}
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label className={styles.checkboxLabel} htmlFor={inputId}>
          {label}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
};
