import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './field.module.css';
import { FieldError, FieldLabel } from './field-parts.tsx';
import { useFieldIds } from './use-field-ids.ts';

type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice (e.g. "All levels"). */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
};

export const Select = ({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  ...selectProps
}: SelectProps) => {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel inputId={inputId} label={label} hint={hint} hintId={hintId} />
      <select
        {...selectProps}
        id={inputId}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
};
