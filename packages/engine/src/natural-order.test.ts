import { describe, expect, it } from 'vitest';
import { compareNatural } from '#natural-order.ts';

describe('compareNatural', () => {
  it('orders numbers inside labels by value', () => {
    expect(compareNatural('L2', 'L10')).toBeLessThan(0);
    expect(['L10', 'L2', 'L1', '10', '9', 'M3'].sort(compareNatural)).toEqual([
      '9',
      '10',
      'L1',
      'L2',
      'L10',
      'M3',
    ]);
  });

  it('puts Polish letters where a Polish reader expects them', () => {
    expect(['Śląsk', 'Szczecin', 'Sopot'].sort(compareNatural)).toEqual([
      'Sopot',
      'Szczecin',
      'Śląsk',
    ]);
  });

  it('is a total order: distinct strings never compare equal', () => {
    expect(compareNatural('a', 'A')).not.toBe(0);
    expect(compareNatural('L01', 'L1')).not.toBe(0);
    expect(compareNatural('x', 'x')).toBe(0);
  });
});
