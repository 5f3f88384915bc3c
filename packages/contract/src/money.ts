import type { Currency } from '#reports.ts';

/*
 * How an amount is written, in one place for the report screens and the assistant
 * (docs/decisions.md, "Reports"): the Polish number format in both languages, grouped thousands
 * (Intl pl-PL leaves 4-digit numbers ungrouped unless told), and the sign Intl pl-PL gives after
 * the amount: "12 346 zł", "12 346 €", the ISO code for the others ("12 346 USD"), never a "$"
 * or "kr" that could be one of several currencies. Separators are no-break spaces, so a figure
 * never wraps. No conversion: an amount is written in the currency it is in.
 */

// Building an Intl formatter is far slower than using one; tables format thousands of cells.
const formatters = new Map<string, Intl.NumberFormat>();

/** The formatter for amounts in `currency` with `fractionDigits` decimals (0 unless hourly). */
export function moneyFormat(currency: Currency, fractionDigits = 0): Intl.NumberFormat {
  const key = `${currency}-${fractionDigits}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat('pl-PL', {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      useGrouping: 'always',
      // 'negative' never prints "-0 zł" for a value that rounds to zero.
      signDisplay: 'negative',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "12 346 zł", "12 346 €", "12 346 USD"; "30,50 zł" with two decimals. */
export function formatAmount(value: number, currency: Currency, fractionDigits = 0): string {
  return moneyFormat(currency, fractionDigits).format(value);
}
