import { compareNatural } from '#natural-order.ts';
import { round2 } from '#rounding.ts';
import { FLAG_THRESHOLD_PERCENT } from '../indicators/flags.ts';
import { bandKey, bandLookup } from './band-of.ts';
import { fullTimePay, type Band, type BandPerson, type BandStructure } from './types.ts';

export type BandFigures = Band & {
  total_people: number;
  number_of_women: number;
  number_of_men: number;
  /** null under the minimum group size of that gender. */
  women_mean_compa_ratio: number | null;
  men_mean_compa_ratio: number | null;
  /** (men − women) ÷ men × 100 over the mean compa-ratios; null under the minimum group size. */
  compa_ratio_gap_percentage: number | null;
  /** The gap is 5 % or more either way (the categories' threshold, decisions §8). */
  flagged: boolean;
  below_min: number;
  below_min_women: number;
  below_min_men: number;
  above_max: number;
  /** Money actually paid per month to bring everyone below the minimum up to it. */
  cost_to_min_monthly: number;
  cost_to_min_monthly_women: number;
  cost_to_min_monthly_men: number;
};

export type PersonInBand = {
  id: string;
  gender: 'F' | 'M';
  level: string;
  position: string;
  /** Full-time-equivalent pay on the structure's basis, to the cent. */
  pay: number;
  /** The band's level; null where the person's level has no band. */
  band_level: string | null;
  band_job_family: string | null;
  /** pay ÷ mid, 1.0 at the midpoint; 4 decimals. */
  compa_ratio: number | null;
  /** (pay − min) ÷ (max − min); null where max = min. 4 decimals. */
  range_penetration: number | null;
  below_min: boolean;
  above_max: boolean;
};

export type PayAgainstBands = { bands: BandFigures[]; employees: PersonInBand[] };

const round4 = (x: number) => Math.round(x * 10_000) / 10_000 || 0;

type Tally = {
  women: number;
  men: number;
  womenCompa: number;
  menCompa: number;
  belowWomen: number;
  belowMen: number;
  above: number;
  costWomen: number;
  costMen: number;
};
const emptyTally = (): Tally => ({
  women: 0,
  men: 0,
  womenCompa: 0,
  menCompa: 0,
  belowWomen: 0,
  belowMen: 0,
  above: 0,
  costWomen: 0,
  costMen: 0,
});

/**
 * Each person's place in the organisation's bands and each band's figures (decisions §10): the
 * compa-ratio and range penetration of full-time-equivalent pay, who sits below the minimum or
 * above the maximum, women's and men's mean compa-ratios and their gap, and the cost of
 * bringing everyone below the minimum up to it, in money actually paid ((min − FTE pay) × FTE).
 * Ratios are rounded only at the end; means and gaps need `minGroupSize` people of a gender.
 */
export function payAgainstBands(
  people: readonly BandPerson[],
  structure: BandStructure,
  minGroupSize: number,
): PayAgainstBands {
  const bandOf = bandLookup(structure);
  const tallies = new Map<string, Tally>();
  const employees: PersonInBand[] = [];
  for (const person of people) {
    const pay = fullTimePay(person, structure.basis);
    const band = bandOf(person);
    if (band === null) {
      employees.push({
        ...identity(person),
        pay: round2(pay),
        band_level: null,
        band_job_family: null,
        compa_ratio: null,
        range_penetration: null,
        below_min: false,
        above_max: false,
      });
      continue;
    }
    const compa = band.mid > 0 ? pay / band.mid : null;
    const below = pay < band.min;
    const above = pay > band.max;
    const key = bandKey(band.level, band.job_family);
    const tally = tallies.get(key) ?? emptyTally();
    tallies.set(key, tally);
    const cost = below ? (band.min - pay) * person.fte : 0;
    if (person.gender === 'F') {
      tally.women++;
      tally.womenCompa += compa ?? 0;
      tally.costWomen += cost;
      if (below) tally.belowWomen++;
    } else {
      tally.men++;
      tally.menCompa += compa ?? 0;
      tally.costMen += cost;
      if (below) tally.belowMen++;
    }
    if (above) tally.above++;
    employees.push({
      ...identity(person),
      pay: round2(pay),
      band_level: band.level,
      band_job_family: band.job_family,
      compa_ratio: compa === null ? null : round4(compa),
      range_penetration:
        band.max > band.min ? round4((pay - band.min) / (band.max - band.min)) : null,
      below_min: below,
      above_max: above,
    });
  }
  const bands = [...structure.bands]
    .sort(
      (a, b) =>
        compareNatural(a.level, b.level) || compareNatural(a.job_family ?? '', b.job_family ?? ''),
    )
    .map((band) =>
      bandFigures(band, tallies.get(bandKey(band.level, band.job_family)), minGroupSize),
    );
  return { bands, employees };
}

const identity = (p: BandPerson) => ({
  id: p.id,
  gender: p.gender,
  level: p.level,
  position: p.position,
});

function bandFigures(band: Band, tally: Tally = emptyTally(), minGroupSize: number): BandFigures {
  const women = tally.women >= minGroupSize && band.mid > 0 ? tally.womenCompa / tally.women : null;
  const men = tally.men >= minGroupSize && band.mid > 0 ? tally.menCompa / tally.men : null;
  const gap =
    women !== null && men !== null && men > 0 ? round2(((men - women) / men) * 100) : null;
  return {
    ...band,
    total_people: tally.women + tally.men,
    number_of_women: tally.women,
    number_of_men: tally.men,
    women_mean_compa_ratio: women === null ? null : round4(women),
    men_mean_compa_ratio: men === null ? null : round4(men),
    compa_ratio_gap_percentage: gap,
    flagged: gap !== null && Math.abs(gap) >= FLAG_THRESHOLD_PERCENT,
    below_min: tally.belowWomen + tally.belowMen,
    below_min_women: tally.belowWomen,
    below_min_men: tally.belowMen,
    above_max: tally.above,
    cost_to_min_monthly: round2(tally.costWomen + tally.costMen),
    cost_to_min_monthly_women: round2(tally.costWomen),
    cost_to_min_monthly_men: round2(tally.costMen),
  };
}
