import { describe, expect, it } from 'vitest';
import { PLANS } from '#testing/plans-fixtures.ts';
import { unlockPlanTitle } from './plan-features.ts';

describe('unlockPlanTitle', () => {
  it('is undefined while the plans load, so no lock claims that no plan has the feature', () => {
    expect(unlockPlanTitle(undefined, 'chat')).toBeUndefined();
  });

  it('is null when no plan includes the feature', () => {
    const withoutChat = PLANS.map((plan) => ({
      ...plan,
      enabled: { ...plan.enabled, chat: false },
    }));
    expect(unlockPlanTitle(withoutChat, 'chat')).toBeNull();
  });

  it('names the first (cheapest) plan that includes the feature', () => {
    expect(unlockPlanTitle(PLANS, 'chat')).toBe('Pro');
    expect(unlockPlanTitle(PLANS, 'benchmarking')).toBe('Master');
  });
});
