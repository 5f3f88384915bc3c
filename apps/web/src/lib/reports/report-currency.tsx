import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, type Currency } from '@parytet/contract/reports';
import { formatMoney } from '../format.ts';
import { currentLanguage } from '../i18n.ts';

const ReportCurrencyContext = createContext<Currency>(DEFAULT_CURRENCY);

/** Every amount below is in this currency: the report's own, chosen at upload. */
export const ReportCurrencyProvider = ({
  currency,
  children,
}: {
  currency: Currency;
  children: ReactNode;
}) => <ReportCurrencyContext value={currency}>{children}</ReportCurrencyContext>;

/** The currency of the report on screen (PLN outside a report). */
export const useReportCurrency = () => useContext(ReportCurrencyContext);

/** Formats an amount in the report's currency and the current language. */
export const useFormatMoney = () => {
  const { i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const currency = useReportCurrency();
  return useCallback(
    (value: number | null | undefined) => formatMoney(value, lang, currency),
    [lang, currency],
  );
};
