import {
  MERIT_QUARTILES,
  meritGuidelinesBodySchema,
  type MeritGuidelines,
  type MeritGuidelinesBody,
} from '@parytet/contract/merit-cycles';

type Cells = [string, string, string, string];

/** One row of the matrix as typed: the cells keep what the user wrote until it is saved. */
type MatrixDraftRow = { rating: string | null; cells: Cells };
export type MatrixDraft = { rows: MatrixDraftRow[]; keepManual: boolean };

/** An error key (the contract's, e.g. `negative`) by where it is: `r:c` a cell, `r` a row. */
export type MatrixErrors = { cells: Record<string, string>; rows: Record<number, string> };

export const cellId = (row: number, column: number) => `${row}:${column}`;

/** Percentages as typed, with a decimal comma or point: "2,5" and "2.5" are both 2.5. */
export const parsePercent = (text: string): number => {
  const value = text.trim().replace(/\s/g, '').replace(',', '.');
  return value === '' || !/^-?\d*\.?\d*$/.test(value) ? Number.NaN : Number(value);
};

/** A saved percentage as the cell shows it: "2,5" in either language (lib/format.ts). */
const cellText = (value: number) => String(value).replace('.', ',');

export const draftFromGuidelines = (guidelines: MeritGuidelines): MatrixDraft => ({
  rows: guidelines.rows.map((row) => ({
    rating: row.rating,
    cells: row.raise_percent.map(cellText) as Cells,
  })),
  keepManual: true,
});

/** The draft with one cell changed. */
export const setCell = (draft: MatrixDraft, row: number, column: number, text: string) => ({
  ...draft,
  rows: draft.rows.map((r, i) =>
    i === row ? { ...r, cells: r.cells.map((c, j) => (j === column ? text : c)) as Cells } : r,
  ),
});

/**
 * Adds a row for each rating not yet in the matrix, copying the row everyone else gets (or 0 %),
 * before that row, so the catch-all stays last.
 */
export const addRatings = (draft: MatrixDraft, ratings: readonly string[]): MatrixDraft => {
  const present = new Set(draft.rows.map((r) => r.rating?.toLocaleLowerCase('en')));
  const fallback = draft.rows.find((r) => r.rating === null);
  const fresh = ratings
    .filter((rating) => !present.has(rating.toLocaleLowerCase('en')))
    .map((rating) => ({ rating, cells: [...(fallback?.cells ?? ['0', '0', '0', '0'])] as Cells }));
  const rated = draft.rows.filter((r) => r.rating !== null);
  return { ...draft, rows: [...rated, ...fresh, ...(fallback ? [fallback] : [])] };
};

/** The draft without one rating's row (the catch-all row stays). */
export const removeRow = (draft: MatrixDraft, row: number): MatrixDraft => ({
  ...draft,
  rows: draft.rows.filter((r, i) => i !== row || r.rating === null),
});

/** Ratings the people have that no row names yet. */
export const missingRatings = (draft: MatrixDraft, found: readonly string[]) => {
  const present = new Set(draft.rows.map((r) => r.rating?.toLocaleLowerCase('en')));
  return found.filter((rating) => !present.has(rating.toLocaleLowerCase('en')));
};

/**
 * The body of PUT …/guidelines, checked with the contract's schema, or the errors by cell and
 * row (the schema's keys: `invalid_number`, `negative`, `too_large`, `more_than_two_decimals`,
 * `duplicate_rating`).
 */
export const draftToBody = (
  draft: MatrixDraft,
): { body: MeritGuidelinesBody; errors: null } | { body: null; errors: MatrixErrors } => {
  const candidate = {
    rows: draft.rows.map((r) => ({ rating: r.rating, raise_percent: r.cells.map(parsePercent) })),
    keep_manual: draft.keepManual,
  };
  const parsed = meritGuidelinesBodySchema.safeParse(candidate);
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: MatrixErrors = { cells: {}, rows: {} };
  for (const issue of parsed.error.issues) {
    const [, row, field, column] = issue.path;
    if (typeof row === 'number' && field === 'raise_percent' && typeof column === 'number') {
      errors.cells[cellId(row, column)] ??= issue.message;
    } else if (typeof row === 'number') {
      errors.rows[row] ??= issue.message;
    } else {
      // A rule over every row (each rating once) is said on the rows it names.
      draft.rows.forEach((r, i) => {
        const twin = draft.rows.findIndex(
          (o) => o.rating?.toLocaleLowerCase('en') === r.rating?.toLocaleLowerCase('en'),
        );
        if (twin !== i) errors.rows[i] = issue.message;
      });
    }
  }
  return { body: null, errors };
};

export const QUARTILES = Array.from({ length: MERIT_QUARTILES }, (_, i) => i + 1);
