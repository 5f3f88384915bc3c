import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes PLN with the złoty sign after the amount, grouped thousands', () => {
    expect(plain(formatMoney(12345.6, 'PLN'))).toBe('12 346 zł');
    expect(plain(formatMoney(1234, 'PLN'))).toBe('1 234 zł');
  });

  it("writes another currency's amounts in that currency, never in złoty", () => {
    expect(plain(formatMoney(12345.6, 'EUR'))).toBe('12 346 €');
    expect(plain(formatMoney(1234, 'EUR'))).toBe('1 234 €');
    // A sign that could stand for several currencies ($, kr) gives way to the ISO code.
    expect(plain(formatMoney(1234, 'USD'))).toBe('1 234 USD');
    expect(plain(formatMoney(1234, 'SEK'))).toBe('1 234 SEK');
  });

  it('keeps the decimals asked for (hourly rates)', () => {
    expect(plain(formatMoney(30.5, 'PLN', 2))).toBe('30,50 zł');
    expect(plain(formatMoney(30.5, 'EUR', 2))).toBe('30,50 €');
  });

  it('separates with no-break spaces, so an amount never wraps', () => {
    expect(formatMoney(1234, 'EUR')).not.toContain(' ');
  });
});
