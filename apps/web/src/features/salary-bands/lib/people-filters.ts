type Gender = 'F' | 'M';

export type PlaceFilter = 'all' | 'below' | 'above' | 'within' | 'none';
export type PeopleFilter = { place: PlaceFilter; gender: Gender | 'all' };
export const NO_FILTER: PeopleFilter = { place: 'all', gender: 'all' };

type Placed = { gender: Gender; band_level: string | null; below_min: boolean; above_max: boolean };

const PLACES: Record<PlaceFilter, (person: Placed) => boolean> = {
  all: () => true,
  below: (person) => person.below_min,
  above: (person) => person.above_max,
  within: (person) => person.band_level !== null && !person.below_min && !person.above_max,
  none: (person) => person.band_level === null,
};

/** The people a filter keeps: where they sit against their band, and their gender. */
export const filterPeople = <P extends Placed>(people: readonly P[], filter: PeopleFilter): P[] =>
  people.filter(
    (person) =>
      PLACES[filter.place](person) && (filter.gender === 'all' || person.gender === filter.gender),
  );
