import { describe, expect, it } from 'vitest';
import { quartileBands } from './quartile-bands.ts';

function bands(people: [string, number][]) {
  const pay = new Float64Array(people.map(([, p]) => p));
  const female = new Uint8Array(people.map(([g]) => (g === 'F' ? 1 : 0)));
  return quartileBands(pay, female).map((b) => [b.size, b.women, b.men]);
}

describe('quartileBands (Art. 9(1)(f))', () => {
  it('shares a tie run straddling a boundary in its ratio of women to men', () => {
    // Ranked: 100 F,M | 200 F,F,F,M (ranks 2-5, straddles 2|3) | 300 M | 400 F; bounds 0,2,4,6,8.
    const out = bands([
      ['F', 200],
      ['M', 300],
      ['F', 100],
      ['F', 200],
      ['M', 200],
      ['F', 400],
      ['M', 100],
      ['F', 200],
    ]);
    expect(out).toEqual([
      [2, 1, 1],
      [2, 1.5, 0.5],
      [2, 1.5, 0.5],
      [2, 1, 1],
    ]);
  });

  it('sizes bands ⌊k·n/4⌋ when n is not a multiple of 4 (n = 10: 2, 3, 2, 3)', () => {
    const genders = ['F', 'F', 'M', 'F', 'M', 'M', 'F', 'M', 'M', 'M'];
    const out = bands(genders.map((g, i) => [g, 10 - i]).reverse() as [string, number][]);
    expect(out).toEqual([
      [2, 0, 2],
      [3, 1, 2],
      [2, 1, 1],
      [3, 2, 1],
    ]);
  });

  it('one value across all four bands gives each its share; n < 4 leaves empty bands', () => {
    expect(
      bands([
        ['F', 5],
        ['M', 5],
        ['M', 5],
        ['M', 5],
      ]),
    ).toEqual([
      [1, 0.25, 0.75],
      [1, 0.25, 0.75],
      [1, 0.25, 0.75],
      [1, 0.25, 0.75],
    ]);
    expect(
      bands([
        ['F', 1],
        ['M', 2],
        ['M', 3],
      ]),
    ).toEqual([
      [0, 0, 0],
      [1, 1, 0],
      [1, 0, 1],
      [1, 0, 1],
    ]);
  });
});
