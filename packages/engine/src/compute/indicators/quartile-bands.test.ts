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

describe('quartileBands against a rank-by-rank count', () => {
  // Each rank of a run of equal pay holds w/(w+m) of a woman: the definition, summed per rank.
  function byRank(pay: Float64Array, female: Uint8Array): number[][] {
    const n = pay.length;
    const order = [...pay.keys()].sort((a, b) => (pay[a] as number) - (pay[b] as number));
    const out = [0, 0, 0, 0].map(() => [0, 0]);
    for (let s = 0; s < n;) {
      let e = s;
      let women = 0;
      while (e < n && pay[order[e] as number] === pay[order[s] as number]) {
        women += female[order[e] as number] as number;
        e++;
      }
      for (let r = s; r < e; r++) {
        const band = out[[1, 2, 3].filter((k) => r >= Math.floor((k * n) / 4)).length] as number[];
        band[0] = (band[0] as number) + women / (e - s);
        band[1] = (band[1] as number) + 1 - women / (e - s);
      }
      s = e;
    }
    return out;
  }

  it('agrees on random staffs with many ties, sizes 0 to 60', () => {
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let run = 0; run < 3000; run++) {
      const n = Math.floor(random() * 61);
      const values = 1 + Math.floor(random() * (run % 2 === 0 ? 4 : 200));
      const pay = Float64Array.from({ length: n }, () => Math.floor(random() * values) * 10);
      const female = Uint8Array.from({ length: n }, () => (random() < 0.5 ? 1 : 0));
      const expected = byRank(pay, female);
      quartileBands(pay, female).forEach((band, k) => {
        expect(band.size).toBe(Math.floor(((k + 1) * n) / 4) - Math.floor((k * n) / 4));
        expect(band.women).toBeCloseTo(expected[k]?.[0] as number, 9);
        expect(band.men).toBeCloseTo(expected[k]?.[1] as number, 9);
      });
    }
  });
});
