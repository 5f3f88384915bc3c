import type { TFunction } from 'i18next';

/**
 * The text of a form error: the contract's schemas give stable keys (`invalid_number`,
 * `mid_below_min`), translated under `salary-bands.validation`; zod's own English sentences
 * (a schema without a key) read as `fallback`.
 */
export const validationText = (
  t: TFunction,
  error: { message?: string } | undefined,
  fallback = t('validation.generic'),
): string | undefined => {
  if (!error) return undefined;
  const message = error.message ?? '';
  return /^[a-z_]+$/.test(message)
    ? t(`salary-bands.validation.${message}`, { defaultValue: fallback })
    : fallback;
};
