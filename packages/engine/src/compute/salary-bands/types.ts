/** One band of an organisation's intended pay structure: monthly, full-time equivalent. */
export type Band = {
  level: string;
  /** null: the level's band; otherwise the band of that job family within the level. */
  job_family: string | null;
  min: number;
  mid: number;
  max: number;
};

/** A job family: a named set of positions, assigned by the organisation. */
export type JobFamily = { name: string; positions: readonly string[] };

/** What pay a band is read against: base salary, or base plus bonuses and benefits. */
export type BandBasis = 'base' | 'total';

export type BandStructure = {
  basis: BandBasis;
  bands: readonly Band[];
  job_families?: readonly JobFamily[];
};

/**
 * A person as the bands read them: amounts actually paid per month and the share of a full-time
 * post (decisions §8), so a band's full-time figures compare with amount ÷ fte.
 */
export type BandPerson = {
  id: string;
  gender: 'F' | 'M';
  level: string;
  position: string;
  fte: number;
  base: number;
  /** Base plus bonuses and benefits, paid. */
  total: number;
};

/** The full-time-equivalent pay of a person on the structure's basis. */
export const fullTimePay = (person: BandPerson, basis: BandBasis) =>
  (basis === 'base' ? person.base : person.total) / person.fte;
