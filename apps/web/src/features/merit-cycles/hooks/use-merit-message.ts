import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A field error's text: the contract's merit-cycle schemas put stable keys in their messages
 * (`negative`, `too_large`, `more_than_two_decimals`, …), worded in this feature's texts; a
 * negative raise reads as the API's own NEGATIVE_RAISE message.
 */
export const useMeritMessage = () => {
  const { t } = useTranslation();
  return useCallback(
    (key: string | undefined): string | undefined => {
      if (!key) return undefined;
      if (key === 'NEGATIVE_RAISE') return t('errors.NEGATIVE_RAISE');
      // A message that is not one of the schema's keys (zod's own words) reads as the generic one.
      if (!/^[a-z_]+$/.test(key)) return t('validation.generic');
      return t(`merit-cycles.validation.${key}`, { defaultValue: t('validation.generic') });
    },
    [t],
  );
};
