import { categorySchemeSchema, DEFAULT_JOB_WEIGHTS } from '@parytet/contract/reporting/categories';
import { describe, expect, it } from 'vitest';
import { draftOf, neutralScores, schemeOf, unbalancedWeights } from './scheme-draft.ts';

describe('scheme draft', () => {
  it('round-trips each kind of scheme', () => {
    const schemes = [
      { kind: 'levels' as const },
      { kind: 'positions' as const, groups: [{ name: 'Care', positions: ['Nurse', 'Carer'] }] },
      {
        kind: 'job_evaluation' as const,
        weights: DEFAULT_JOB_WEIGHTS,
        band_width: 5,
        positions: [{ position: 'Nurse', scores: neutralScores() }],
      },
    ];
    for (const scheme of schemes) {
      const back = schemeOf(draftOf(scheme));
      expect(back).toEqual(scheme);
      expect(categorySchemeSchema.safeParse(back).success).toBe(true);
    }
  });

  it('leaves positions without a category name out of the groups', () => {
    const draft = { ...draftOf({ kind: 'levels' }), kind: 'positions' as const };
    draft.groups = { Nurse: ' Care ', Driver: '' };
    expect(schemeOf(draft)).toEqual({
      kind: 'positions',
      groups: [{ name: 'Care', positions: ['Nurse'] }],
    });
  });

  it('names the weight groups that do not add up to 100', () => {
    expect(unbalancedWeights(DEFAULT_JOB_WEIGHTS)).toEqual([]);
    const weights = {
      ...DEFAULT_JOB_WEIGHTS,
      criteria: { ...DEFAULT_JOB_WEIGHTS.criteria, skills: 40 },
    };
    expect(unbalancedWeights(weights)).toEqual([{ what: 'criteria', total: 110 }]);
  });
});
