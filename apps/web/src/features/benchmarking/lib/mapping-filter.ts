import type { EntryState } from './mapping-draft.ts';

/** Which entries the editor lists: all, those that still need a person, or the confirmed. */
export const mappingFilters = ['all', 'attention', 'confirmed'] as const;
export type MappingFilter = (typeof mappingFilters)[number];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pl')
    // Ł has no decomposition: it is a letter of its own, which a search typed without it means.
    .replaceAll('ł', 'l');

const passes = (filter: MappingFilter, state: EntryState) => {
  if (filter === 'all') return true;
  if (filter === 'confirmed') return state === 'confirmed';
  return state !== 'confirmed';
};

/**
 * The entries the filter keeps whose names hold the search (any case, with or without Polish
 * letters: "lodz" finds "Łódź"), positions grouped by level in a stable order.
 */
export const filterRows = <T extends { level?: string; position?: string; location?: string }>(
  rows: readonly T[],
  filter: MappingFilter,
  search: string,
  stateOf: (row: T) => EntryState,
): T[] => {
  const needle = fold(search.trim());
  return rows
    .filter((row) => passes(filter, stateOf(row)))
    .filter(
      (row) =>
        needle === '' ||
        [row.level, row.position, row.location].some((v) => v && fold(v).includes(needle)),
    )
    .sort(
      (a, b) =>
        (a.level ?? '').localeCompare(b.level ?? '', 'pl', { numeric: true }) ||
        (a.position ?? a.location ?? '').localeCompare(b.position ?? b.location ?? '', 'pl', {
          numeric: true,
        }),
    );
};
