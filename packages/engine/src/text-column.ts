import { fnv1a } from '#fnv.ts';

/**
 * A text column: each row's value as a code into `values` (first-seen order), −1 for an empty
 * cell. Levels, positions and locations repeat across thousands of rows; as codes, every group
 * pass is an array index instead of a string lookup, and no row keeps its own copy of the text.
 */
export type TextColumn = { codes: Int32Array; values: string[] };

// A probe run longer than this means colliding hashes (a crafted file); the Map takes over.
const MAX_PROBES = 32;

/** A column of codes that grows as rows arrive; `values` in first-seen order. */
export function textColumnBuilder() {
  const index = new Map<string, number>();
  const values: string[] = [];
  const code = (value: string | null): number => {
    if (value === null) return -1;
    let c = index.get(value);
    if (c === undefined) {
      c = values.length;
      index.set(value, c);
      values.push(value);
    }
    return c;
  };
  // Codes by the text's characters, so that a value seen before is found without cutting it
  // out of the file as a string of its own: open addressing over FNV-1a hashes, code + 1 per
  // slot, the table at most half full.
  let slots = new Int32Array(64);
  let placed = 0;
  const hashes: number[] = []; // per code, once it has been given a slot; a hole until then
  const place = (hash: number, c: number): void => {
    const mask = slots.length - 1;
    let at = hash & mask;
    // Past MAX_PROBES the value is left to the Map: no file can make placing quadratic.
    for (let probes = 0; probes < MAX_PROBES; probes++, at = (at + 1) & mask) {
      if (slots[at] === 0) {
        slots[at] = c + 1;
        return;
      }
    }
  };
  return {
    values,
    code,
    /** The code of text[start, end). */
    codeOfRange(text: string, start: number, end: number): number {
      const hash = fnv1a(text, start, end);
      const mask = slots.length - 1;
      let at = hash & mask;
      for (let probes = 0; probes < MAX_PROBES; probes++, at = (at + 1) & mask) {
        const taken = slots[at] as number;
        if (taken === 0) break;
        const value = values[taken - 1] as string;
        if (value.length === end - start && text.startsWith(value, start)) return taken - 1;
      }
      const c = code(text.slice(start, end));
      if (hashes[c] !== undefined) return c;
      hashes[c] = hash;
      placed++;
      if (2 * placed > slots.length) {
        slots = new Int32Array(slots.length * 4);
        hashes.forEach((h, k) => place(h, k));
      } else place(hash, c);
      return c;
    },
  };
}

/**
 * Whether any row of `column` is empty (`empty`) or has a value (not `empty`). A loop, not
 * `codes.some(callback)`: a callback per row of 100 000 cost milliseconds on a first run.
 */
export function anyRow(column: TextColumn, empty: boolean): boolean {
  const { codes } = column;
  for (let i = 0; i < codes.length; i++) if ((codes[i] as number) < 0 === empty) return true;
  return false;
}

/** The value of text column `column` at row `i`, null for an empty cell. */
export const textAt = (column: TextColumn, i: number): string | null => {
  const code = column.codes[i] as number;
  return code < 0 ? null : (column.values[code] as string);
};
