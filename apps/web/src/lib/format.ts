/**
 * Display formatters for money, percentages, counts and dates.
 *
 * Numbers use the Polish format in BOTH languages (product spec §1: "Prices use Polish number
 * format"), so a report reads the same whichever language the user picked and a figure copied
 * from the English screen pastes into a Polish spreadsheet unchanged:
 * - money: in the report's currency (PLN unless chosen at upload), no decimals, grouped
 *   thousands, the sign Intl pl-PL gives after the amount: "12 346 zł", "12 346 €", and the
 *   ISO code for the others ("12 346 USD", "12 346 CHF"), never a "$" or "kr" that could be one
 *   of several currencies (docs/decisions.md, "Reports");
 * - percentages: two decimals, decimal comma, no space before the sign, "8,65%";
 * - counts: grouped thousands, "1 234".
 * Separators are the no-break spaces Intl pl-PL emits, so a figure never wraps inside a cell.
 * Intl pl-PL leaves 4-digit numbers ungrouped ("1234"); the spec wants every thousand grouped,
 * hence `useGrouping: 'always'`.
 *
 * Dates follow the language: "18 kwietnia 2025" / "18 April 2025" (British day-month order for
 * a European audience).
 *
 * Missing values (null, undefined, NaN, ±Infinity) render as MISSING_VALUE.
 */

import type { Language } from '@parytet/contract/common';
import { moneyFormat } from '@parytet/contract/money';
import { DEFAULT_CURRENCY, type Currency } from '@parytet/contract/reports';

export type Lang = Language;

export const MISSING_VALUE = '-';

const NUMBER_LOCALE = 'pl-PL';
const DATE_LOCALES: Record<Lang, string> = { en: 'en-GB', pl: 'pl-PL' };

// Building an Intl formatter is far slower than using one; tables format thousands of cells.
const numberFormatters = new Map<string, Intl.NumberFormat>();
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function numberFormatter(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let formatter = numberFormatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALE, {
      useGrouping: 'always',
      // 'negative' never prints "-0 zł" for a value that rounds to zero.
      signDisplay: 'negative',
      ...options,
    });
    numberFormatters.set(key, formatter);
  }
  return formatter;
}

function isPresent(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

// The amount rules are shared with the assistant's answers (packages/contract/src/money.ts).
const moneyFormatter = (currency: Currency) => moneyFormat(currency);

/**
 * "12 346 zł", "12 346 €", "12 346 USD"; the language does not change the number format (see
 * the file comment).
 */
export function formatMoney(
  value: number | null | undefined,
  _lang: Lang,
  currency: Currency = DEFAULT_CURRENCY,
): string {
  if (!isPresent(value)) return MISSING_VALUE;
  return moneyFormatter(currency).format(value);
}

/** The sign amounts in `currency` carry: "zł", "€", "USD". */
export function currencySymbol(currency: Currency): string {
  const part = moneyFormatter(currency)
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}

export type PercentOptions = {
  /** Prefix positive values with "+", for differences where the direction matters. */
  signed?: boolean;
};

/** "8,65%" from 8.65: the value is already in percent, as every API percentage is. */
export function formatPercent(
  value: number | null | undefined,
  _lang: Lang,
  options: PercentOptions = {},
): string {
  if (!isPresent(value)) return MISSING_VALUE;
  const signed = options.signed === true;
  const formatter = numberFormatter(signed ? 'percent-signed' : 'percent', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    ...(signed ? { signDisplay: 'exceptZero' } : {}),
  });
  // Formatting the number and appending "%" avoids Intl's ×100 of style 'percent'.
  return `${formatter.format(value)}%`;
}

/** "1 234" by default; `fractionDigits` fixes the number of decimals shown. */
export function formatNumber(
  value: number | null | undefined,
  _lang: Lang,
  fractionDigits = 0,
): string {
  if (!isPresent(value)) return MISSING_VALUE;
  return numberFormatter(`number-${fractionDigits}`, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

export type DateStyle = 'long' | 'short' | 'date-time';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { dateStyle: 'long' },
  short: { dateStyle: 'medium' },
  'date-time': { dateStyle: 'medium', timeStyle: 'short' },
};

/**
 * "18 kwietnia 2025" / "18 April 2025" for 'long'; "18 kwi 2025" / "18 Apr 2025" for 'short';
 * 'date-time' adds hours and minutes. Accepts a Date, epoch milliseconds or an ISO string.
 */
export function formatDate(
  value: Date | string | number | null | undefined,
  lang: Lang,
  style: DateStyle = 'long',
): string {
  if (value === null || value === undefined || value === '') return MISSING_VALUE;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return MISSING_VALUE;
  const key = `${lang}-${style}`;
  let formatter = dateFormatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[lang], DATE_OPTIONS[style]);
    dateFormatters.set(key, formatter);
  }
  return formatter.format(date);
}
