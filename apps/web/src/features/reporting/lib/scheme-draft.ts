import {
  DEFAULT_BAND_WIDTH,
  DEFAULT_JOB_WEIGHTS,
  jobCriteria,
  jobCriterionKeys,
  type CategoryScheme,
  type JobWeights,
  type PositionScores,
} from '@parytet/contract/reporting/categories';

export type SchemeKind = CategoryScheme['kind'];

/** What the editor holds: every kind's settings at once, so switching kind loses nothing. */
export type SchemeDraft = {
  kind: SchemeKind;
  /** positions: position → category name ('' = keeps its level). */
  groups: Record<string, string>;
  weights: JobWeights;
  bandWidth: number;
  /** job evaluation: the positions evaluated, with their scores. */
  scores: Record<string, PositionScores['scores']>;
};

export const neutralScores = (): PositionScores['scores'] =>
  Object.fromEntries(
    jobCriterionKeys.map((c) => [c, Object.fromEntries(jobCriteria[c].map((s) => [s, 3]))]),
  ) as PositionScores['scores'];

export const draftOf = (scheme: CategoryScheme): SchemeDraft => ({
  kind: scheme.kind,
  groups:
    scheme.kind === 'positions'
      ? Object.fromEntries(scheme.groups.flatMap((g) => g.positions.map((p) => [p, g.name])))
      : {},
  weights: scheme.kind === 'job_evaluation' ? scheme.weights : DEFAULT_JOB_WEIGHTS,
  bandWidth: scheme.kind === 'job_evaluation' ? scheme.band_width : DEFAULT_BAND_WIDTH,
  scores:
    scheme.kind === 'job_evaluation'
      ? Object.fromEntries(scheme.positions.map((p) => [p.position, p.scores]))
      : {},
});

/** The scheme to save from the draft (validated by the contract's schema before sending). */
export const schemeOf = (draft: SchemeDraft): CategoryScheme => {
  if (draft.kind === 'levels') return { kind: 'levels' };
  if (draft.kind === 'positions') {
    const byName = new Map<string, string[]>();
    for (const [position, name] of Object.entries(draft.groups)) {
      const trimmed = name.trim();
      if (!trimmed) continue;
      byName.set(trimmed, [...(byName.get(trimmed) ?? []), position]);
    }
    return {
      kind: 'positions',
      groups: [...byName].map(([name, positions]) => ({ name, positions })),
    };
  }
  return {
    kind: 'job_evaluation',
    weights: draft.weights,
    band_width: draft.bandWidth,
    positions: Object.entries(draft.scores).map(([position, scores]) => ({ position, scores })),
  };
};

const sum = (values: Record<string, number>) => Object.values(values).reduce((s, v) => s + v, 0);

/** The weight groups that do not add up to 100: 'criteria' or a criterion's key. */
export const unbalancedWeights = (weights: JobWeights) => [
  ...(Math.abs(sum(weights.criteria) - 100) > 1e-9
    ? [{ what: 'criteria', total: sum(weights.criteria) }]
    : []),
  ...jobCriterionKeys
    .filter((c) => Math.abs(sum(weights.sub_criteria[c]) - 100) > 1e-9)
    .map((c) => ({ what: c, total: sum(weights.sub_criteria[c]) })),
];
