import type { Band, BandPerson, BandStructure } from './types.ts';

/**
 * The band a person sits in: the band of their level and job family where the structure has
 * one (their position belongs to a family that has a band in their level), else their level's
 * own band; null where the level has no band.
 */
export function bandLookup(structure: BandStructure): (person: BandPerson) => Band | null {
  const familyOf = new Map<string, string>();
  for (const family of structure.job_families ?? []) {
    for (const position of family.positions) familyOf.set(position, family.name);
  }
  const byKey = new Map<string, Band>();
  for (const band of structure.bands) byKey.set(bandKey(band.level, band.job_family), band);
  return (person) => {
    const family = familyOf.get(person.position);
    const own = family === undefined ? undefined : byKey.get(bandKey(person.level, family));
    return own ?? byKey.get(bandKey(person.level, null)) ?? null;
  };
}

export const bandKey = (level: string, family: string | null) =>
  family === null ? `${level}\u0000` : `${level}\u0000${family}`;

/** Bands whose min ≤ mid ≤ max fails (or that are negative): their indexes and what is wrong. */
export function bandOrderErrors(bands: readonly Band[]): { index: number; band: Band }[] {
  return bands.flatMap((band, index) =>
    band.min >= 0 && band.min <= band.mid && band.mid <= band.max ? [] : [{ index, band }],
  );
}
