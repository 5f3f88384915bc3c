import { describe, expect, it } from 'vitest';
import { defaultPlanFeatures } from '@parytet/contract/features';
import type { Plan } from '@parytet/contract/plans';
import { nextPlanFor } from './next-plan.ts';

const plan = (id: Plan['id'], reports: number, records: number): Plan => ({
  id,
  title: id,
  features: [],
  enabled: defaultPlanFeatures[id],
  limits: { reports_allowed: reports, max_records: records, max_upload_bytes: 10_485_760 },
});
const plans = [plan('STARTER', 1, 250), plan('PRO', 5, 2000), plan('MASTER', 20, 20000)];

describe('nextPlanFor', () => {
  it('finds the smallest plan that allows what is needed', () => {
    expect(nextPlanFor(plans, 'reports_allowed', 2)?.id).toBe('PRO');
    expect(nextPlanFor(plans, 'max_records', 1000)?.id).toBe('PRO');
    expect(nextPlanFor(plans, 'max_records', 2001)?.id).toBe('MASTER');
  });

  it('finds none when no plan allows it', () => {
    expect(nextPlanFor(plans, 'max_records', 50_000)).toBeUndefined();
  });
});
