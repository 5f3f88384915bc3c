import { describe, expect, it } from 'vitest';
import {
  clampGap,
  contrastRatio,
  invertedForColour,
  NO_GAP_COLOUR,
  PAY_GAP_LIMIT,
  payGapColour,
  relativeLuminance,
} from './pay-gap-scale.ts';

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
};

describe('clampGap', () => {
  it('limits the value to -30…30', () => {
    expect(PAY_GAP_LIMIT).toBe(30);
    expect(clampGap(45.2)).toBe(30);
    expect(clampGap(-80)).toBe(-30);
    expect(clampGap(12.34)).toBe(12.34);
    expect(clampGap(-30)).toBe(-30);
    expect(clampGap(Number.POSITIVE_INFINITY)).toBe(30);
  });
});

describe('invertedForColour', () => {
  it('flips the sign and keeps missing values missing', () => {
    expect(invertedForColour(8.5)).toBe(-8.5);
    expect(invertedForColour(-3)).toBe(3);
    expect(Object.is(invertedForColour(0), 0)).toBe(true);
    expect(invertedForColour(null)).toBeNull();
    expect(invertedForColour(undefined)).toBeNull();
  });
});

describe('contrast helpers', () => {
  it('match the WCAG reference values', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('payGapColour', () => {
  it('is transparent with inherited text when there is no gap', () => {
    expect(payGapColour(null)).toEqual(NO_GAP_COLOUR);
    expect(payGapColour(undefined)).toEqual({ background: 'transparent', color: 'inherit' });
    expect(payGapColour(Number.NaN)).toEqual(NO_GAP_COLOUR);
    expect(payGapColour(null, { inverted: true })).toEqual(NO_GAP_COLOUR);
  });

  it('is neutral grey at zero', () => {
    const { r, g, b } = rgb(payGapColour(0).background);
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(4);
  });

  it('turns orange when women are paid less (positive gap), blue when men are', () => {
    const orange = rgb(payGapColour(30).background);
    expect(orange.r).toBeGreaterThan(orange.b);
    const blue = rgb(payGapColour(-30).background);
    expect(blue.b).toBeGreaterThan(blue.r);
  });

  it('deepens with the size of the gap and saturates at the limit', () => {
    const distance = (v: number) => {
      const a = rgb(payGapColour(v).background);
      const o = rgb(payGapColour(0).background);
      return Math.abs(a.r - o.r) + Math.abs(a.g - o.g) + Math.abs(a.b - o.b);
    };
    expect(distance(5)).toBeLessThan(distance(15));
    expect(distance(15)).toBeLessThan(distance(30));
    expect(distance(-5)).toBeLessThan(distance(-20));
    expect(payGapColour(55)).toEqual(payGapColour(30));
    expect(payGapColour(-99)).toEqual(payGapColour(-30));
  });

  it('inverts the direction on request', () => {
    expect(payGapColour(12, { inverted: true })).toEqual(payGapColour(-12));
    expect(payGapColour(-7.5, { inverted: true })).toEqual(payGapColour(7.5));
  });

  it('keeps text contrast at or above 4.5:1 over the whole range', () => {
    for (let v = -PAY_GAP_LIMIT; v <= PAY_GAP_LIMIT; v += 0.25) {
      const { background, color } = payGapColour(v);
      expect(background).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(background, color), `gap ${v}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
