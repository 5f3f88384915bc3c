import { describe, expect, it } from 'vitest';
import { payGapColour } from '#lib/pay-gap-scale.ts';
import { employeeGapColour, womenDisadvantage } from './gap-colour.ts';

describe('employee gap colour', () => {
  it('turns each gap into "women paid less" on the positive side', () => {
    // A woman 10 % below the men's average, a man 10 % above the women's: women paid less.
    expect(womenDisadvantage({ gender: 'female', pay_gap: -10 })).toBe(10);
    expect(womenDisadvantage({ gender: 'male', pay_gap: 10 })).toBe(10);
    // And the other way round.
    expect(womenDisadvantage({ gender: 'female', pay_gap: 10 })).toBe(-10);
    expect(womenDisadvantage({ gender: 'male', pay_gap: -10 })).toBe(-10);
    expect(womenDisadvantage({ gender: 'female', pay_gap: 0 })).toBe(0);
    expect(Object.is(womenDisadvantage({ gender: 'female', pay_gap: 0 }), -0)).toBe(false);
    expect(womenDisadvantage({ gender: 'male', pay_gap: null })).toBeNull();
  });

  it('uses the shared scale: orange for women paid less, blue for men paid less', () => {
    expect(employeeGapColour({ gender: 'female', pay_gap: -30 })).toEqual(payGapColour(30));
    expect(employeeGapColour({ gender: 'male', pay_gap: -30 })).toEqual(payGapColour(-30));
    expect(employeeGapColour({ gender: 'male', pay_gap: null }).background).toBe('transparent');
  });
});
