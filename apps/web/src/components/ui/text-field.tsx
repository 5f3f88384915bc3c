import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './field.module.css';
import { FieldError, FieldLabel } from './field-parts.tsx';
import { useFieldIds } from './use-field-ids.ts';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated; shown under the control and announced with it. */
  error?: string;
  /** Rendered inside the control, at its end (e.g. the show-password toggle). */
  endAdornment?: ReactNode;
};

export const TextField = ({
  label,
  hint,
  error,
  endAdornment,
  id,
  className,
  type = 'text',
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: TextFieldProps) => {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  const allDescribedBy = [describedBy, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel inputId={inputId} label={label} hint={hint} hintId={hintId} />
      <div
        className={[styles.control, endAdornment && styles.withToggle].filter(Boolean).join(' ')}
      >
        <input
          {...inputProps}
          id={inputId}
          type={type}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={allDescribedBy}
        />
        {endAdornment}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
};
