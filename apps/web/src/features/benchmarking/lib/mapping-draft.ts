import type {
  BenchmarkRole,
  MappingBody,
  MappingResponse,
  MappingStatus,
  Region,
  Seniority,
} from '@parytet/contract/benchmarking';

export type PositionRow = MappingResponse['positions'][number];
export type LocationRow = MappingResponse['locations'][number];
export type PositionChoice = { role: BenchmarkRole | null; seniority: Seniority | null };

/**
 * What the person changed on screen, by entry, before saving. A role or region of null here is
 * a choice ("none of these"), not a gap: it is saved as confirmed.
 */
export type MappingDraft = {
  positions: Readonly<Record<string, PositionChoice>>;
  locations: Readonly<Record<string, Region | null>>;
};

export const emptyDraft: MappingDraft = { positions: {}, locations: {} };

/** A position is one within its level: the same title in two levels is two entries. */
export const positionKey = (row: Pick<PositionRow, 'level' | 'position'>) =>
  JSON.stringify([row.level, row.position]);

export const positionChoice = (row: PositionRow, draft: MappingDraft): PositionChoice => {
  const key = positionKey(row);
  return Object.hasOwn(draft.positions, key)
    ? (draft.positions[key] as PositionChoice)
    : { role: row.role, seniority: row.seniority };
};

export const locationChoice = (row: LocationRow, draft: MappingDraft): Region | null => {
  // Own keys only: a location may be named like an Object property ("constructor").
  return Object.hasOwn(draft.locations, row.location)
    ? (draft.locations[row.location] ?? null)
    : row.region;
};

/** The server's status, or `edited` once the person changed the entry on screen. */
export type EntryState = MappingStatus | 'edited';

/**
 * Whether saving the entry would change anything: a new value, or a suggestion (or a gap) the
 * person answered, even with the value suggested (that confirms it).
 */
export const positionState = (row: PositionRow, draft: MappingDraft): EntryState => {
  const key = positionKey(row);
  if (!Object.hasOwn(draft.positions, key)) return row.status;
  const edit = draft.positions[key] as PositionChoice;
  const same = edit.role === row.role && edit.seniority === row.seniority;
  return same && row.status === 'confirmed' ? 'confirmed' : 'edited';
};

export const locationState = (row: LocationRow, draft: MappingDraft): EntryState => {
  if (!Object.hasOwn(draft.locations, row.location)) return row.status;
  const same = draft.locations[row.location] === row.region;
  return same && row.status === 'confirmed' ? 'confirmed' : 'edited';
};

/** A role needs a seniority (the contract refuses one without). */
export const positionProblem = (choice: PositionChoice): 'seniority_required' | null =>
  choice.role !== null && choice.seniority === null ? 'seniority_required' : null;

/** The person picks a role: "none of these" clears the seniority, which then means nothing. */
export const chooseRole = (
  draft: MappingDraft,
  row: PositionRow,
  role: BenchmarkRole | null,
): MappingDraft => {
  const current = positionChoice(row, draft);
  const seniority = role === null ? null : current.seniority;
  return {
    ...draft,
    positions: { ...draft.positions, [positionKey(row)]: { role, seniority } },
  };
};

export const chooseSeniority = (
  draft: MappingDraft,
  row: PositionRow,
  seniority: Seniority | null,
): MappingDraft => {
  const current = positionChoice(row, draft);
  return {
    ...draft,
    positions: { ...draft.positions, [positionKey(row)]: { role: current.role, seniority } },
  };
};

export const chooseRegion = (
  draft: MappingDraft,
  row: LocationRow,
  region: Region | null,
): MappingDraft => ({ ...draft, locations: { ...draft.locations, [row.location]: region } });

type Scope = 'edited' | 'confirm-all';

/**
 * The body of a save. `edited`: the entries changed on screen. `confirm-all`: those and every
 * suggestion as it stands (entries with no suggestion and no answer stay unmapped).
 */
export const mappingBody = (
  mapping: MappingResponse,
  draft: MappingDraft,
  scope: Scope,
): Required<MappingBody> => {
  const take = (state: EntryState) =>
    state === 'edited' || (scope === 'confirm-all' && state === 'suggested');
  return {
    positions: mapping.positions
      .filter((row) => take(positionState(row, draft)))
      .map((row) => ({ level: row.level, position: row.position, ...positionChoice(row, draft) })),
    locations: mapping.locations
      .filter((row) => take(locationState(row, draft)))
      .map((row) => ({ location: row.location, region: locationChoice(row, draft) })),
  };
};

/** Entries of a body that the contract would refuse (a role without a seniority). */
export const bodyProblems = (body: Required<MappingBody>) =>
  body.positions.filter((p) => positionProblem(p) !== null);

export type MappingCounts = Record<EntryState, number>;

/** How many entries are in each state, for the summary above the editor. */
export const countStates = (states: readonly EntryState[]): MappingCounts => {
  const counts: MappingCounts = { confirmed: 0, suggested: 0, unmapped: 0, edited: 0 };
  for (const state of states) counts[state] += 1;
  return counts;
};

/** Entries per PUT: at most 200 + 200 characters of names each, about 0.5 MB a part. */
const MAPPING_PART_SIZE = 1000;

/**
 * A body in parts the API takes one at a time: each PUT confirms only the entries it carries,
 * so parts add up to the whole. `size` stays well under the contract's maximum, so a part of
 * long names still fits the API's request size limit.
 */
export const bodyParts = (
  body: Required<MappingBody>,
  size = MAPPING_PART_SIZE,
): Required<MappingBody>[] => {
  const count = Math.max(
    1,
    Math.ceil(body.positions.length / size),
    Math.ceil(body.locations.length / size),
  );
  return Array.from({ length: count }, (_, i) => ({
    positions: body.positions.slice(i * size, (i + 1) * size),
    locations: body.locations.slice(i * size, (i + 1) * size),
  }));
};
