/** The languages the bands' texts are written in. */
export type BandLang = 'en' | 'pl';

const LOCALES: Record<BandLang, string> = { en: 'en-GB', pl: 'pl-PL' };

/** Whole amounts without decimals (as adverts write them); anything else to the cent. */
const decimalsOf = (...values: number[]) => (values.every(Number.isInteger) ? 0 : 2);

const money = (lang: BandLang, currency: string, value: number, decimals: number) =>
  new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);

const number = (lang: BandLang, value: number, decimals: number) =>
  new Intl.NumberFormat(LOCALES[lang], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);

/** One amount as the language writes money: "PLN 12,000" / "12 000 zł". */
export const formatBandAmount = (lang: BandLang, currency: string, value: number) =>
  money(lang, currency, value, decimalsOf(value));

/**
 * A range as the language writes it, the currency once: "PLN 8,000–12,000", "€8,000–12,000",
 * "8000–12 000 zł"; a single amount where min = max. Polish leaves four-digit amounts
 * ungrouped, as its typography does.
 */
export const formatBandRange = (lang: BandLang, currency: string, min: number, max: number) => {
  const decimals = decimalsOf(min, max);
  if (min === max) return money(lang, currency, min, decimals);
  const withCurrency = money(lang, currency, max, decimals);
  const plainMax = number(lang, max, decimals);
  // The currency stands before the amount ("PLN 12,000") or after it ("12 000 zł").
  return withCurrency.endsWith(plainMax)
    ? `${money(lang, currency, min, decimals)}–${plainMax}`
    : `${number(lang, min, decimals)}–${withCurrency}`;
};
