import { describe, expect, it } from 'vitest';
import { reportCurrencies } from '@parytet/contract/reports';
import {
  currencySymbol,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  MISSING_VALUE,
} from './format.ts';

// Intl emits no-break spaces (U+00A0 today, U+202F in some ICU versions); compare as plain text.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats PLN without decimals, grouped thousands, in both languages', () => {
    expect(plain(formatMoney(12345.6, 'pl'))).toBe('12 346 zł');
    expect(plain(formatMoney(12345.6, 'en'))).toBe('12 346 zł');
    expect(plain(formatMoney(1234567, 'pl'))).toBe('1 234 567 zł');
  });

  it('groups 4-digit numbers, which Intl pl-PL leaves ungrouped by default', () => {
    expect(plain(formatMoney(1234, 'pl'))).toBe('1 234 zł');
    expect(plain(formatMoney(999, 'pl'))).toBe('999 zł');
  });

  it('separates with no-break spaces so a figure never wraps', () => {
    const text = formatMoney(1234, 'pl');
    expect(text).not.toContain(' ');
    expect(text).toMatch(/^1[\u00a0\u202f]234[\u00a0\u202f]zł$/);
  });

  it('rounds half away from zero and never prints a negative zero', () => {
    expect(plain(formatMoney(-1234.5, 'pl'))).toBe('-1 235 zł');
    expect(plain(formatMoney(-0.4, 'pl'))).toBe('0 zł');
    expect(plain(formatMoney(0, 'en'))).toBe('0 zł');
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('shows "-" for %s', (v) => {
    expect(formatMoney(v, 'pl')).toBe(MISSING_VALUE);
    expect(formatMoney(v, 'en', 'EUR')).toBe(MISSING_VALUE);
    expect(MISSING_VALUE).toBe('-');
  });

  it("formats in the report's currency, with Polish grouping in both languages", () => {
    expect(plain(formatMoney(12345.6, 'pl', 'EUR'))).toBe('12 346 €');
    expect(plain(formatMoney(12345.6, 'en', 'EUR'))).toBe('12 346 €');
    expect(plain(formatMoney(1234, 'en', 'PLN'))).toBe('1 234 zł');
    expect(plain(formatMoney(-1234.5, 'pl', 'USD'))).toBe('-1 235 USD');
    expect(plain(formatMoney(12345, 'en', 'GBP'))).toBe('12 345 GBP');
    expect(plain(formatMoney(12345, 'pl', 'CHF'))).toBe('12 345 CHF');
  });

  it('never shows a sign shared by several currencies ("$", "kr")', () => {
    const symbols = reportCurrencies.map(currencySymbol);
    expect(new Set(symbols).size).toBe(reportCurrencies.length);
    expect(symbols).toEqual([
      'zł',
      '€',
      'USD',
      'GBP',
      'CHF',
      'CZK',
      'SEK',
      'DKK',
      'NOK',
      'HUF',
      'RON',
    ]);
  });
});

describe('formatPercent', () => {
  it('shows two decimals with a decimal comma, in both languages', () => {
    expect(formatPercent(8.65, 'pl')).toBe('8,65%');
    expect(formatPercent(8.65, 'en')).toBe('8,65%');
    expect(formatPercent(10, 'pl')).toBe('10,00%');
    expect(formatPercent(-3.1, 'pl')).toBe('-3,10%');
  });

  it('rounds to two decimals half away from zero', () => {
    expect(formatPercent(1.005, 'pl')).toBe('1,01%');
    expect(formatPercent(-8.655, 'pl')).toBe('-8,66%');
    expect(formatPercent(-0.001, 'pl')).toBe('0,00%');
  });

  it('groups large values', () => {
    expect(plain(formatPercent(1234.5, 'pl'))).toBe('1 234,50%');
  });

  it('adds a plus sign on request', () => {
    expect(formatPercent(2.5, 'pl', { signed: true })).toBe('+2,50%');
    expect(formatPercent(-2.5, 'pl', { signed: true })).toBe('-2,50%');
    expect(formatPercent(0, 'pl', { signed: true })).toBe('0,00%');
  });

  it('shows "-" for missing values', () => {
    expect(formatPercent(null, 'pl')).toBe('-');
    expect(formatPercent(undefined, 'en')).toBe('-');
    expect(formatPercent(Number.NaN, 'en')).toBe('-');
  });
});

describe('formatNumber', () => {
  it('groups thousands, including 4-digit numbers', () => {
    expect(plain(formatNumber(1234, 'pl'))).toBe('1 234');
    expect(plain(formatNumber(100000, 'en'))).toBe('100 000');
    expect(formatNumber(7, 'pl')).toBe('7');
  });

  it('shows the requested number of decimals', () => {
    expect(plain(formatNumber(1234.5, 'pl', 2))).toBe('1 234,50');
  });

  it('shows "-" for missing values', () => {
    expect(formatNumber(null, 'pl')).toBe('-');
  });
});

describe('formatDate', () => {
  const date = new Date(2025, 3, 18, 14, 30);

  it('writes the date in the user language', () => {
    expect(formatDate(date, 'pl')).toBe('18 kwietnia 2025');
    expect(formatDate(date, 'en')).toBe('18 April 2025');
    expect(formatDate(date, 'en', 'short')).toBe('18 Apr 2025');
  });

  it('accepts ISO strings and adds the time on request', () => {
    expect(formatDate('2025-04-18T12:00:00', 'pl')).toBe('18 kwietnia 2025');
    expect(plain(formatDate(date, 'pl', 'date-time'))).toContain('14:30');
  });

  it('shows "-" for missing or invalid dates', () => {
    expect(formatDate(null, 'pl')).toBe('-');
    expect(formatDate('', 'pl')).toBe('-');
    expect(formatDate('not a date', 'en')).toBe('-');
  });
});
