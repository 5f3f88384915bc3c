import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type MaybeError = { message?: string } | undefined;

const NO_OVERRIDES: Readonly<Record<string, string>> = {};

/**
 * Translates a form field's error: the contract's schemas put stable keys in `message`
 * (`email_required`, `password_uppercase`, …) and `validation.<key>` holds the text. A form can
 * swap a key for a more fitting one (the login form says "provide email and password").
 */
export const useValidationMessage = (
  overrides: Readonly<Record<string, string>> = NO_OVERRIDES,
) => {
  const { t } = useTranslation();
  return useCallback(
    (error: MaybeError): string | undefined => {
      if (!error?.message) return undefined;
      const key = overrides[error.message] ?? error.message;
      return t(`validation.${key}`, { defaultValue: t('validation.generic') });
    },
    [t, overrides],
  );
};
