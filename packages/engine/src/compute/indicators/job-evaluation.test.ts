import {
  categorySchemeSchema,
  DEFAULT_JOB_WEIGHTS,
  type PositionScores,
} from '@parytet/contract/reporting/categories';
import { describe, expect, it } from 'vitest';
import { person } from '#test/helpers/test-rows.ts';
import { categoryPayDistribution } from './category-pay-distribution.ts';
import { computeIndicators } from './compute-indicators.ts';
import { evaluateJobs, positionCategoriesOf, totalScore } from './job-evaluation.ts';

const all = (score: number): PositionScores['scores'] => ({
  skills: { knowledge: score, experience: score, interpersonal: score },
  effort: { mental: score, physical: score, emotional: score },
  responsibility: { people: score, resources: score, outcomes: score },
  working_conditions: { environment: score, schedule: score },
});

const scheme = (positions: PositionScores[], band_width = 5) =>
  ({ kind: 'job_evaluation', weights: DEFAULT_JOB_WEIGHTS, band_width, positions }) as const;

describe('job evaluation', () => {
  it('scores 0 for all ones, 100 for all fives, 50 for all threes', () => {
    expect(totalScore(all(1), DEFAULT_JOB_WEIGHTS)).toBe(0);
    expect(totalScore(all(5), DEFAULT_JOB_WEIGHTS)).toBe(100);
    expect(totalScore(all(3), DEFAULT_JOB_WEIGHTS)).toBe(50);
  });

  it('weights criteria and sub-criteria as set', () => {
    // Only knowledge at 5: skills 30 % × knowledge 34 % × 1 = 10.2 points.
    const scores = { ...all(1), skills: { knowledge: 5, experience: 1, interpersonal: 1 } };
    expect(totalScore(scores, DEFAULT_JOB_WEIGHTS)).toBe(10.2);
    const weights = {
      ...DEFAULT_JOB_WEIGHTS,
      criteria: { skills: 50, effort: 10, responsibility: 30, working_conditions: 10 },
    };
    // 50 % × 34 % = 17 points.
    expect(totalScore(scores, weights)).toBe(17);
  });

  it('groups positions whose scores lie within the band width of the group’s lowest', () => {
    // Totals: 0, 10.2 (knowledge only), 25 (all twos), 50, 50.
    const knowledge = { ...all(1), skills: { knowledge: 5, experience: 1, interpersonal: 1 } };
    const out = evaluateJobs(
      scheme(
        [
          { position: 'Nurse', scores: all(3) },
          { position: 'Clerk', scores: all(1) },
          { position: 'Analyst', scores: knowledge },
          { position: 'Technician', scores: all(3) },
          { position: 'Assistant', scores: all(2) },
        ],
        10.2,
      ),
    );
    expect(out).toEqual([
      { position: 'Clerk', total_score: 0, category: 'JE 1' },
      { position: 'Analyst', total_score: 10.2, category: 'JE 1' },
      { position: 'Assistant', total_score: 25, category: 'JE 2' },
      { position: 'Nurse', total_score: 50, category: 'JE 3' },
      { position: 'Technician', total_score: 50, category: 'JE 3' },
    ]);
  });

  it('gives a position map for every kind of scheme', () => {
    expect(positionCategoriesOf({ kind: 'levels' })).toEqual({});
    expect(
      positionCategoriesOf({ kind: 'positions', groups: [{ name: 'Care', positions: ['Nurse'] }] }),
    ).toEqual({ Nurse: 'Care' });
    expect(positionCategoriesOf(scheme([{ position: 'Nurse', scores: all(3) }]))).toEqual({
      Nurse: 'JE 1',
    });
  });

  it('the contract refuses weights outside their bounds or not adding up to 100', () => {
    const bad = (criteria: Record<string, number>) =>
      categorySchemeSchema.safeParse({
        ...scheme([]),
        weights: { ...DEFAULT_JOB_WEIGHTS, criteria },
      }).success;
    expect(bad({ skills: 30, effort: 20, responsibility: 35, working_conditions: 15 })).toBe(true);
    expect(bad({ skills: 60, effort: 10, responsibility: 20, working_conditions: 10 })).toBe(false);
    expect(bad({ skills: 30, effort: 20, responsibility: 30, working_conditions: 15 })).toBe(false);
    expect(categorySchemeSchema.safeParse({ ...scheme([]), band_width: 30 }).success).toBe(false);
  });

  it('the evaluated categories feed the indicators and the pay distribution', () => {
    const rows = [
      person('F', 'L1', 'Nurse', 4000),
      person('F', 'L1', 'Nurse', 4000),
      person('F', 'L1', 'Nurse', 4200),
      person('M', 'L2', 'Technician', 5000),
      person('M', 'L2', 'Technician', 5000),
      person('M', 'L2', 'Technician', 5200),
    ];
    const positionCategories = positionCategoriesOf(
      scheme([
        { position: 'Nurse', scores: all(3) },
        { position: 'Technician', scores: all(3) },
      ]),
    );
    const out = computeIndicators(rows, { positionCategories });
    expect(out.category_source).toBe('position_mapping');
    expect(out.categories.map((c) => c.category)).toEqual(['JE 1']);
    // (5066.67 − 4066.67) / 5066.67 = 19.74 %.
    expect(out.categories[0]?.total_pay_gap_percentage).toBe(19.74);
    const bands = categoryPayDistribution(rows, { positionCategories })['JE 1'];
    // Six people, bands of 1, 2, 1, 2: the two 4000s fill band 1 and half of band 2.
    expect(bands).toEqual([
      { band: 1, number_of_women: 1, number_of_men: 0 },
      { band: 2, number_of_women: 2, number_of_men: 0 },
      { band: 3, number_of_women: 0, number_of_men: 1 },
      { band: 4, number_of_women: 0, number_of_men: 2 },
    ]);
  });
});
