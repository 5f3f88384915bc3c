import { MAX_CELL_CHARS } from '#readers/cell.ts';
import { fnv1a } from '#fnv.ts';
import { round2 } from '#rounding.ts';
import type { TextRangeRow } from '#salary-table.ts';
import { isTrimmed, MAX_BASE_SALARY, MAX_BONUSES } from './cell-rules.ts';
import type { ColumnMap } from './columns.ts';
import { plainDecimalAt } from './parse-number.ts';

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/** Reads one CSV row into `out`; the index after its line end, or −1 to leave it to the rules. */
export type CsvFastRow = (
  text: string,
  start: number,
  delimiter: number,
  out: TextRangeRow,
) => number;

const CORE = [
  'id',
  'gender',
  'level',
  'position',
  'location',
  'daysOff',
  'baseSalary',
  'bonuses',
] as const;
type Role = (typeof CORE)[number];

/** Non-empty text with nothing to trim at either end: what `textOf` returns unchanged. */
const plainText = (text: string, start: number, end: number): boolean =>
  end > start && !isTrimmed(text.charCodeAt(start)) && !isTrimmed(text.charCodeAt(end - 1));

const isWord = (text: string, start: number, end: number, word: string): boolean =>
  end - start === word.length && text.startsWith(word, start);

/**
 * The common row of a plain file, read straight from the text into the table: every field
 * unquoted, nothing to trim, the usual genders, amounts as plain decimals within the rules.
 * Anything else (a quote, an error, a Polish gender, "1 234,56") returns −1 and the row takes
 * the general path, cell by cell through the rules, so both paths accept exactly the same
 * rows with the same values. This one cuts one string out of the text per row (the ID), where
 * the general path cuts eight. Only for files whose header names the core columns and nothing
 * else.
 */
export function createCsvFastRow(columns: ColumnMap, workingDays: number): CsvFastRow | null {
  const fields = Object.keys(columns.index);
  const width = columns.width;
  const roles: Role[] = [];
  for (let k = 0; k < width; k++) {
    const role = CORE.find((field) => columns.index[field] === k);
    if (role === undefined) return null;
    roles.push(role);
  }
  if (fields.length !== width) return null;
  const starts = new Int32Array(width);
  const ends = new Int32Array(width);
  return (text, start, d, out) => {
    const n = text.length;
    // The delimiter, the line ends and the quote are all at most `top`: one comparison passes
    // over nearly every character (a third of the scanning time).
    const top = Math.max(d, QUOTE);
    let i = start;
    for (let k = 0; k < width; k++) {
      starts[k] = i;
      let c = 0;
      while (i < n) {
        c = text.charCodeAt(i);
        if (c <= top) {
          if (c === d || c === LF || c === CR) break;
          if (c === QUOTE) return -1;
        }
        i++;
      }
      if (i - (starts[k] as number) > MAX_CELL_CHARS) return -1;
      ends[k] = i;
      if (k < width - 1) {
        if (i >= n || c !== d) return -1;
        i++;
      }
    }
    if (i < n && text.charCodeAt(i) === d) return -1;
    out.locationStart = -1;
    for (let k = 0; k < width; k++) {
      const s = starts[k] as number;
      const e = ends[k] as number;
      switch (roles[k] as Role) {
        case 'id':
          if (!plainText(text, s, e)) return -1;
          out.id = text.slice(s, e);
          out.idHash = fnv1a(text, s, e);
          break;
        case 'gender':
          if (isWord(text, s, e, 'Female') || isWord(text, s, e, 'female')) out.female = true;
          else if (isWord(text, s, e, 'Male') || isWord(text, s, e, 'male')) out.female = false;
          else return -1;
          break;
        case 'level':
          if (!plainText(text, s, e)) return -1;
          out.levelStart = s;
          out.levelEnd = e;
          break;
        case 'position':
          if (!plainText(text, s, e)) return -1;
          out.positionStart = s;
          out.positionEnd = e;
          break;
        case 'location':
          if (e === s) out.locationStart = -1;
          else if (plainText(text, s, e)) {
            out.locationStart = s;
            out.locationEnd = e;
          } else return -1;
          break;
        case 'daysOff': {
          const days = e === s ? 0 : plainDecimalAt(text, s, e);
          if (days === null || days < 0 || days > workingDays) return -1;
          out.daysOff = days + 0;
          break;
        }
        case 'baseSalary': {
          const base = plainDecimalAt(text, s, e);
          if (base === null || base < 0) return -1;
          const cents = round2(base);
          if (cents === 0 || cents > MAX_BASE_SALARY) return -1;
          out.baseSalary = cents;
          break;
        }
        case 'bonuses': {
          const bonuses = e === s ? 0 : plainDecimalAt(text, s, e);
          if (bonuses === null || bonuses < 0) return -1;
          const cents = round2(bonuses);
          if (cents > MAX_BONUSES) return -1;
          out.bonuses = cents;
          break;
        }
      }
    }
    if (i < n) i += text.charCodeAt(i) === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    return i;
  };
}
