/**
 * The example workbook explains its columns on a second sheet of this name (one per language).
 * A workbook whose only other sheet is that one, after the data, is still a one-sheet file: the
 * user filled in the example and kept its help (TOO_MANY_SHEETS is for files with two tables).
 */
export const HELP_SHEET_NAMES = { en: 'Columns', pl: 'Kolumny' } as const;

const names = new Set<string>(Object.values(HELP_SHEET_NAMES));

/** How many sheets count: the help sheet is left out when it is not the first one. */
export const countedSheets = (sheetNames: readonly string[]): number =>
  sheetNames.filter((name, i) => i === 0 || !names.has(name.trim())).length;
