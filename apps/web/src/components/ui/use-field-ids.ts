import { useId } from 'react';

/** Ids that tie a control to its label, hint and error text. */
export const useFieldIds = (id: string | undefined, hasHint: boolean, hasError: boolean) => {
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [hasHint && hintId, hasError && errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
};
