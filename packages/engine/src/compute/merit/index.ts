// Merit cycles (decisions §10): a round of raises planned against a budget, its effect on every
// pay-gap figure computed by the engine's own functions on the raised pay, and the cheapest
// raises that close the gaps. Every screen, export and the server read these functions.
export { meritBudgetTotal, type MeritBudgetInput } from './budget.ts';
export {
  guidelinePercents,
  percentOfRaise,
  raiseOfPercent,
  ratingKey,
  type MatrixRow,
} from './guidelines.ts';
export { meritImpact, payFigures, type PayFigures } from './impact.ts';
export {
  OPTIMISE_TARGET_PERCENT,
  optimiseRaises,
  type OptimisedCategory,
  type OptimiseGoal,
  type OptimiseResult,
} from './optimise.ts';
export { bandHeadroom, meritPlacement, type MeritPlacement } from './placement.ts';
export { peopleRaised, raisedPay, raisedTable, raisesTotal } from './raised-table.ts';
export {
  remediationComparison,
  type RemediationMethodName,
  type RemediationOutcome,
} from './remediation.ts';
export { salaryFileCsv } from './salary-file-csv.ts';
export { unexplainedGapOf } from './unexplained.ts';
export { rowCategories } from './row-categories.ts';
