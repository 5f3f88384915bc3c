import { useTranslation } from 'react-i18next';
import { formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';

/** An indicator's percentage as shown, or "withheld" where its group is too small to show. */
export const useIndicatorPercent = () => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const withheld = t('reporting.indicators.withheld');
  return (value: number | null) => (value === null ? withheld : formatPercent(value, lang));
};
