import type { BandTemplateRule } from '@parytet/contract/salary-band-documents';
import { MAX_BANDS } from '@parytet/contract/salary-bands';
import { MAX_ERROR_DETAILS } from '@parytet/contract/reports';
import type { Band } from '../compute/salary-bands/types.ts';
import { failure } from '../failure.ts';
import { type Cell, cellText } from '../readers/cell.ts';
import { readTable } from '../readers/read-table.ts';
import { round2 } from '../rounding.ts';
import { parseNumberText } from '../validate/parse-number.ts';
import { HEADER_NAMES, TEMPLATE_COLUMNS, type TemplateColumn } from './template-texts.ts';

/** What is wrong, and where: the row as Excel numbers it (null for the file as a whole). */
export type TemplateIssue = {
  row: number | null;
  column: TemplateColumn | null;
  rule: BandTemplateRule;
};

export type TemplateOutcome = { ok: true; bands: Band[] } | { ok: false; issues: TemplateIssue[] };

/** The contract's bounds on a band's label and amount (salary-bands.ts). */
const MAX_LABEL_CHARS = 100;
const MAX_AMOUNT = 10_000_000;

const normalise = (header: string) =>
  header
    .replace(/\(.*?\)/g, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const columnOf = (header: string): TemplateColumn | undefined =>
  TEMPLATE_COLUMNS.find((column) => HEADER_NAMES[column].includes(normalise(header)));

/** An amount cell: the number, null when empty, or the rule it breaks. */
const amountOf = (cell: Cell): number | null | BandTemplateRule => {
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return null;
  const value =
    typeof cell === 'number' ? cell : typeof cell === 'string' ? parseNumberText(cell) : NaN;
  if (!Number.isFinite(value)) return 'not_a_number';
  if (value < 0) return 'negative';
  if (value > MAX_AMOUNT) return 'too_large';
  if (Math.abs(round2(value) - value) > 1e-9) return 'more_than_two_decimals';
  return value;
};

const textOf = (cell: Cell | undefined) => cellText(cell ?? null).trim();

/**
 * Reads a filled salary bands template (XLSX, or the same table as XLS or CSV) through the
 * engine's bounded readers: a header naming Level, Min, Mid and Max (Job family optional; in
 * English or Polish), then one band per row. Every row is checked and each problem named with
 * its row and column: a missing or unknown level, a repeated band, amounts that are empty in
 * part, not numbers, negative, too large or finer than a cent, and min ≤ mid ≤ max. A row with
 * no amounts is left out. `knownLevels` (null: any) are the levels a band may have.
 */
export async function readBandTemplate(
  data: Uint8Array,
  fileName: string,
  knownLevels: ReadonlySet<string> | null,
): Promise<TemplateOutcome> {
  const at = new Map<TemplateColumn, number>();
  const issues: TemplateIssue[] = [];
  const bands: Band[] = [];
  const seen = new Set<string>();
  const issue = (row: number | null, column: TemplateColumn | null, rule: BandTemplateRule) => {
    if (issues.length < MAX_ERROR_DETAILS) issues.push({ row, column, rule });
  };
  const outcome = await readTable(data, fileName, MAX_BANDS, {
    header(_rowNumber, cells) {
      cells.forEach((cell, i) => {
        const column = typeof cell === 'string' ? columnOf(cell) : undefined;
        if (column !== undefined && !at.has(column)) at.set(column, i);
      });
      const required: TemplateColumn[] = ['level', 'min', 'mid', 'max'];
      if (!required.every((column) => at.has(column))) return failure('INCORRECT_FILE');
      return cells.length;
    },
    row(rowNumber, cells) {
      const cell = (column: TemplateColumn) => {
        const i = at.get(column);
        return i === undefined ? null : (cells[i] ?? null);
      };
      const amounts = (['min', 'mid', 'max'] as const).map((column) => ({
        column,
        value: amountOf(cell(column)),
      }));
      const level = textOf(cell('level'));
      const family = textOf(cell('job_family')) || null;
      if (amounts.every((a) => a.value === null)) return;
      const before = issues.length;
      if (level === '') issue(rowNumber, 'level', 'level_required');
      else if (level.length > MAX_LABEL_CHARS) issue(rowNumber, 'level', 'too_long');
      else if (knownLevels !== null && !knownLevels.has(level)) {
        issue(rowNumber, 'level', 'unknown_level');
      }
      if (family !== null && family.length > MAX_LABEL_CHARS) {
        issue(rowNumber, 'job_family', 'too_long');
      }
      const key = `${level}\u0000${family ?? ''}`;
      if (level !== '' && seen.has(key)) issue(rowNumber, 'level', 'duplicate_band');
      seen.add(key);
      for (const { column, value } of amounts) {
        if (value === null) issue(rowNumber, column, 'missing_value');
        else if (typeof value === 'string') issue(rowNumber, column, value);
      }
      if (issues.length > before) return;
      const [min, mid, max] = amounts.map((a) => a.value as number) as [number, number, number];
      if (min > mid) issue(rowNumber, 'min', 'min_above_mid');
      if (mid > max) issue(rowNumber, 'mid', 'mid_above_max');
      if (issues.length === before) bands.push({ level, job_family: family, min, mid, max });
    },
  });
  if (!outcome.ok) {
    const rule: BandTemplateRule =
      outcome.code === 'TOO_MANY_SHEETS'
        ? 'too_many_sheets'
        : outcome.code === 'TOO_MANY_RECORDS'
          ? 'too_many_rows'
          : 'not_a_template';
    return { ok: false, issues: [{ row: null, column: null, rule }] };
  }
  if (issues.length > 0) return { ok: false, issues };
  if (bands.length === 0)
    return { ok: false, issues: [{ row: null, column: null, rule: 'no_bands' }] };
  return { ok: true, bands };
}
