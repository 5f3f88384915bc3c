// Salary bands (decisions §10): the organisation's intended pay structure and each person's
// place in it. Every screen, export and the merit cycles read these functions.
export { bandAdverts, type BandAdvertText } from './band-adverts.ts';
export { formatBandAmount, formatBandRange, type BandLang } from './band-money.ts';
export { bandLookup, bandOrderErrors } from './band-of.ts';
export { bandPeopleOf } from './band-people.ts';
export { bandSpreadPercent, reviewBands, type BandFinding } from './band-review.ts';
export { criteriaPage, type CriteriaPageText } from './criteria-page.ts';
export {
  DEFAULT_DRAFT_PERCENTILES,
  draftBandsFromPay,
  type DraftPercentiles,
} from './draft-bands.ts';
export {
  payAgainstBands,
  type BandFigures,
  type PayAgainstBands,
  type PersonInBand,
} from './pay-against-bands.ts';
export { percentileInc } from './percentile.ts';
export {
  fullTimePay,
  type Band,
  type BandBasis,
  type BandPerson,
  type BandStructure,
  type JobFamily,
} from './types.ts';
