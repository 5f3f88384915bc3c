import type { Currency } from '@parytet/contract/reports';
import { currencySymbol, formatNumber, MISSING_VALUE, type Lang } from '#lib/format.ts';

/**
 * An amount to the cent, "1 234,56 zł": raises and budgets are paid to the cent, so the cycle
 * shows them so (the reports round pay to whole units). The sign after the amount, as
 * lib/format.ts puts it, with a no-break space.
 */
export const formatCents = (value: number | null | undefined, lang: Lang, currency: Currency) =>
  value === null || value === undefined || !Number.isFinite(value)
    ? MISSING_VALUE
    : `${formatNumber(value, lang, 2)}\u00a0${currencySymbol(currency)}`;
