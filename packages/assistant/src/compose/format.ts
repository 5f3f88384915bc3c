import { formatAmount } from '@parytet/contract/money';
import type { Currency } from '@parytet/contract/reports';
import type { Language } from '#types.ts';

/*
 * Numbers use the Polish format in both languages, as every report screen does
 * (docs/decisions.md): "12 346 zł", "12 346 €", "8,65%". Separators are no-break spaces.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(decimals: number): Intl.NumberFormat {
  const key = String(decimals);
  let f = formatters.get(key);
  if (f === undefined) {
    f = new Intl.NumberFormat('pl-PL', {
      useGrouping: 'always',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    formatters.set(key, f);
  }
  return f;
}

export function formatNumber(value: number, decimals = 0): string {
  return numberFormat(decimals).format(value);
}

/**
 * An amount in `currency` as the report screens write it (the same rules, from the contract):
 * the organisation's figures in its report's currency, the market's always in PLN.
 */
export function formatMoney(value: number, currency: Currency, decimals = 0): string {
  return formatAmount(value, currency, decimals);
}

export function formatPercent(value: number, decimals = 2): string {
  return `${formatNumber(value, decimals)}%`;
}

const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', pl: 'pl-PL' };

/** "7 June 2027" / "7 czerwca 2027" from 20270607. */
export function formatDate(yyyymmdd: number, lang: Language): string {
  const y = Math.floor(yyyymmdd / 10000);
  const m = Math.floor((yyyymmdd % 10000) / 100);
  const d = yyyymmdd % 100;
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

type PluralForms = { one: string; few: string; many: string };

/** Polish plural: 1 osoba, 2–4 osoby (not 12–14), 5+ osób. */
export function polishPlural(n: number, forms: PluralForms): string {
  if (n === 1) return forms.one;
  const last = n % 10;
  const lastTwo = n % 100;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return forms.few;
  return forms.many;
}

export const NOUNS = {
  people: {
    en: { one: 'person', few: 'people', many: 'people' },
    pl: { one: 'osoba', few: 'osoby', many: 'osób' },
  },
  women: {
    en: { one: 'woman', few: 'women', many: 'women' },
    pl: { one: 'kobieta', few: 'kobiety', many: 'kobiet' },
  },
  men: {
    en: { one: 'man', few: 'men', many: 'men' },
    pl: { one: 'mężczyzna', few: 'mężczyzn', many: 'mężczyzn' },
  },
} as const;

export function noun(n: number, which: keyof typeof NOUNS, lang: Language): string {
  const forms = NOUNS[which][lang];
  if (lang === 'pl') return polishPlural(n, forms);
  return n === 1 ? forms.one : forms.many;
}
