import { describe, expect, it } from 'vitest';
import type { EmployeeInput } from '#employee-input.ts';
import { round2 } from '#rounding.ts';
import { computeIndicators } from '../indicators/compute-indicators.ts';
import { gapChangeSplit } from './gap-change-split.ts';

const row = (id: string, gender: 'female' | 'male', baseSalary: number): EmployeeInput => ({
  id,
  gender,
  level: 'L1',
  position: 'P',
  location: null,
  daysOff: 0,
  baseSalary,
  bonuses: 0,
});

// Men 5000, 5000, 6000, 4000 (mean 5000); women 4000 × 4 (mean 4000): gap 20.00 %.
const earlier = [
  row('M1', 'male', 5000),
  row('M2', 'male', 5000),
  row('M3', 'male', 6000),
  row('M4', 'male', 4000),
  row('W1', 'female', 4000),
  row('W2', 'female', 4000),
  row('W3', 'female', 4000),
  row('W4', 'female', 4000),
];
// M1 and W1 get raises (+400 each), M4 and W4 leave, M5 and W5 join at 5000.
const later = [
  row('M1', 'male', 5400),
  row('M2', 'male', 5000),
  row('M3', 'male', 6000),
  row('M5', 'male', 5000),
  row('W1', 'female', 4400),
  row('W2', 'female', 4000),
  row('W3', 'female', 4000),
  row('W5', 'female', 5000),
];

describe('gapChangeSplit', () => {
  it('splits a planted change in the order stayers, leavers, joiners (hand-computed)', () => {
    // G0 = 1000 / 5000 = 20.00; G1 (raises, everyone still there): men 5100, women 4100,
    // 1000 / 5100 = 19.61; G2 (without M4, W4): men 5466.67, women 4133.33, 24.39;
    // G3 (with M5, W5): men 5350, women 4350, 1000 / 5350 = 18.69.
    expect(computeIndicators(earlier).pay_gap_mean).toBe(20);
    expect(computeIndicators(later).pay_gap_mean).toBe(18.69);
    expect(gapChangeSplit(earlier, later)).toEqual({
      stayers: -0.39,
      leavers: 4.78,
      joiners: -5.7,
    });
  });

  it('adds up to the change of the reports’ gaps to the cent, whatever the files', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let trial = 0; trial < 50; trial++) {
      const before: EmployeeInput[] = [];
      const after: EmployeeInput[] = [];
      for (let i = 0; i < 40; i++) {
        const gender = random() < 0.5 ? 'female' : 'male';
        const pay = 3000 + Math.round(random() * 400000) / 100;
        const r = random();
        if (r < 0.8) before.push(row(`E${i}`, gender, pay));
        if (r > 0.1) after.push(row(`E${i}`, gender, r < 0.5 ? pay * (1 + random() / 10) : pay));
      }
      const split = gapChangeSplit(before, after, { minGroupSize: 1 });
      const change = round2(
        (computeIndicators(after, { minGroupSize: 1 }).pay_gap_mean as number) -
          (computeIndicators(before, { minGroupSize: 1 }).pay_gap_mean as number),
      );
      expect(split).not.toBeNull();
      if (split === null) continue;
      expect(round2(split.stayers + split.leavers + split.joiners)).toBe(change);
    }
  });

  it('counts a person whose gender differs as a leaver and a joiner', () => {
    const changed = later.map((r) => (r.id === 'W2' ? { ...r, gender: 'male' as const } : r));
    const split = gapChangeSplit(earlier, changed, { minGroupSize: 1 });
    const change = round2((computeIndicators(changed).pay_gap_mean as number) - 20);
    expect(split).not.toBeNull();
    expect(round2((split?.stayers ?? 0) + (split?.leavers ?? 0) + (split?.joiners ?? 0))).toBe(
      change,
    );
  });

  it('is null when the files share no ID or a step leaves too few women or men', () => {
    expect(
      gapChangeSplit(
        earlier,
        later.map((r) => ({ ...r, id: `x${r.id}` })),
      ),
    ).toBeNull();
    // Without M4 and W4 and with minimum group size 4, G2 has 3 women: withheld.
    expect(gapChangeSplit(earlier, later, { minGroupSize: 4 })).toBeNull();
  });
});
