import type { EmployeeInput } from './employee-input.ts';
import { fnv1a } from './fnv.ts';

/**
 * A text column: each row's value as a code into `values` (first-seen order), −1 for an empty
 * cell. Levels, positions and locations repeat across thousands of rows; as codes, every group
 * pass is an array index instead of a string lookup, and no row keeps its own copy of the text.
 */
export type TextColumn = { codes: Int32Array; values: string[] };

/**
 * Validated rows as columns: what the reader produces and every report and indicator reads.
 * 100 000 row objects cost the engine a third of its first run in garbage collection and in
 * cache misses on every pass over them. Optional columns are null when the file lacks the
 * column; in them NaN (numbers) or −1 (text) is an empty cell.
 */
export type SalaryTable = {
  length: number;
  id: string[];
  /** Each ID's FNV-1a hash, for the duplicate check. */
  idHash: Int32Array;
  /** 1 for women, 0 for men. */
  female: Uint8Array;
  /** How many rows are women's. */
  women: number;
  level: TextColumn;
  position: TextColumn;
  location: TextColumn;
  daysOff: Float64Array;
  baseSalary: Float64Array;
  bonuses: Float64Array;
  fte: Float64Array | null;
  weeklyHours: Float64Array | null;
  yearsOfService: Float64Array | null;
  age: Float64Array | null;
  category: TextColumn | null;
  education: TextColumn | null;
};

type NumberField = 'fte' | 'weeklyHours' | 'yearsOfService' | 'age';
type TextField = 'category' | 'education';
export type OptionalPresence = Partial<Record<NumberField | TextField, boolean>>;

// A probe run longer than this means colliding hashes (a crafted file); the Map takes over.
const MAX_PROBES = 32;

/** A column of codes that grows as rows arrive; `values` in first-seen order. */
function textColumnBuilder() {
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

const grown = <T extends Float64Array | Int32Array | Uint8Array>(array: T, size: number): T => {
  const next = new (array.constructor as new (n: number) => T)(size);
  next.set(array);
  return next;
};

/** The row shape a table is filled from; optional fields as EmployeeInput has them. */
export type TableRow = Omit<EmployeeInput, 'gender'> & { female: boolean };

/**
 * A row read straight from a file's text (csv-fast-row.ts): its text columns as ranges of
 * `text`, coded without being cut out; `locationStart` −1 for an empty or absent Location.
 */
export type TextRangeRow = Pick<
  TableRow,
  'id' | 'female' | 'daysOff' | 'baseSalary' | 'bonuses'
> & {
  idHash: number;
  levelStart: number;
  levelEnd: number;
  positionStart: number;
  positionEnd: number;
  locationStart: number;
  locationEnd: number;
};

/**
 * Builds a table row by row. The arrays double as they fill, or take the size a reader expects
 * (`reserve`: growing 100 000 rows by doubling cost 7 ms of allocating and copying), and
 * `finish` trims them to views, so a file's rows are never held twice.
 */
export function createTableBuilder(present: OptionalPresence) {
  let size = 1024;
  let length = 0;
  let women = 0;
  const id: string[] = [];
  let idHash = new Int32Array(size);
  let female = new Uint8Array(size);
  let daysOff = new Float64Array(size);
  let baseSalary = new Float64Array(size);
  let bonuses = new Float64Array(size);
  const text = {
    level: textColumnBuilder(),
    position: textColumnBuilder(),
    location: textColumnBuilder(),
    category: textColumnBuilder(),
    education: textColumnBuilder(),
  };
  const codes = {
    level: new Int32Array(size),
    position: new Int32Array(size),
    location: new Int32Array(size),
    category: new Int32Array(present.category === true ? size : 0),
    education: new Int32Array(present.education === true ? size : 0),
  };
  const numbers = {
    fte: new Float64Array(present.fte === true ? size : 0),
    weeklyHours: new Float64Array(present.weeklyHours === true ? size : 0),
    yearsOfService: new Float64Array(present.yearsOfService === true ? size : 0),
    age: new Float64Array(present.age === true ? size : 0),
  };
  const resize = (rows: number) => {
    size = rows;
    idHash = grown(idHash, size);
    female = grown(female, size);
    daysOff = grown(daysOff, size);
    baseSalary = grown(baseSalary, size);
    bonuses = grown(bonuses, size);
    for (const key of Object.keys(codes) as (keyof typeof codes)[]) {
      if (codes[key].length > 0) codes[key] = grown(codes[key], size);
    }
    for (const key of Object.keys(numbers) as NumberField[]) {
      if (numbers[key].length > 0) numbers[key] = grown(numbers[key], size);
    }
  };
  const numberOf = (value: number | null | undefined) => value ?? Number.NaN;
  const column = (key: keyof typeof text): TextColumn => ({
    codes: codes[key].subarray(0, length),
    values: text[key].values,
  });
  const numberColumn = (key: NumberField) =>
    present[key] === true ? numbers[key].subarray(0, length) : null;
  /** Appends the columns every file has; the new row's index. */
  const addCore = (
    row: Pick<TableRow, 'id' | 'female' | 'daysOff' | 'baseSalary' | 'bonuses'>,
    hash: number,
    level: number,
    position: number,
    location: number,
  ): number => {
    if (length === size) resize(size * 2);
    const i = length++;
    id.push(row.id);
    idHash[i] = hash;
    female[i] = row.female ? 1 : 0;
    if (row.female) women++;
    codes.level[i] = level;
    codes.position[i] = position;
    codes.location[i] = location;
    daysOff[i] = row.daysOff;
    baseSalary[i] = row.baseSalary;
    bonuses[i] = row.bonuses;
    return i;
  };
  return {
    get length() {
      return length;
    },
    /** Room for `rows` rows in all, when that is more than there is. */
    reserve(rows: number): void {
      if (rows > size) resize(rows);
    },
    /** A row read from `text` in place; only for tables without optional columns. */
    addFromText(source: string, row: TextRangeRow): void {
      addCore(
        row,
        row.idHash,
        text.level.codeOfRange(source, row.levelStart, row.levelEnd),
        text.position.codeOfRange(source, row.positionStart, row.positionEnd),
        row.locationStart < 0
          ? -1
          : text.location.codeOfRange(source, row.locationStart, row.locationEnd),
      );
    },
    add(row: TableRow): void {
      const i = addCore(
        row,
        fnv1a(row.id),
        text.level.code(row.level),
        text.position.code(row.position),
        text.location.code(row.location),
      );
      if (present.fte === true) numbers.fte[i] = numberOf(row.fte);
      if (present.weeklyHours === true) numbers.weeklyHours[i] = numberOf(row.weeklyHours);
      if (present.yearsOfService === true) numbers.yearsOfService[i] = numberOf(row.yearsOfService);
      if (present.age === true) numbers.age[i] = numberOf(row.age);
      if (present.category === true) codes.category[i] = text.category.code(row.category ?? null);
      if (present.education === true) {
        codes.education[i] = text.education.code(row.education ?? null);
      }
    },
    finish(): SalaryTable {
      return {
        length,
        id,
        idHash: idHash.subarray(0, length),
        female: female.subarray(0, length),
        women,
        level: column('level'),
        position: column('position'),
        location: column('location'),
        daysOff: daysOff.subarray(0, length),
        baseSalary: baseSalary.subarray(0, length),
        bonuses: bonuses.subarray(0, length),
        fte: numberColumn('fte'),
        weeklyHours: numberColumn('weeklyHours'),
        yearsOfService: numberColumn('yearsOfService'),
        age: numberColumn('age'),
        category: present.category === true ? column('category') : null,
        education: present.education === true ? column('education') : null,
      };
    },
  };
}

const OPTIONAL_FIELDS = ['fte', 'weeklyHours', 'yearsOfService', 'age', 'category', 'education'];

/** Rows given as objects (tests, stored indicator inputs) as a table: a column per field any row has. */
export function tableOf(rows: readonly EmployeeInput[] | SalaryTable): SalaryTable {
  if (!Array.isArray(rows)) return rows as SalaryTable;
  const list = rows as readonly EmployeeInput[];
  const present: OptionalPresence = {};
  for (const field of OPTIONAL_FIELDS as (NumberField | TextField)[]) {
    present[field] = list.some((row) => row[field] !== undefined);
  }
  const builder = createTableBuilder(present);
  for (const row of list) builder.add({ ...row, female: row.gender === 'female' });
  return builder.finish();
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

/** Whether any number of `column` is NaN (an empty cell). */
export function anyNaN(column: Float64Array): boolean {
  for (let i = 0; i < column.length; i++) if (Number.isNaN(column[i])) return true;
  return false;
}

/** The value of text column `column` at row `i`, null for an empty cell. */
export const textAt = (column: TextColumn, i: number): string | null => {
  const code = column.codes[i] as number;
  return code < 0 ? null : (column.values[code] as string);
};

const numberAt = (column: Float64Array, i: number): number | null => {
  const value = column[i] as number;
  return Number.isNaN(value) ? null : value;
};

/** Row `i` as an object, with the optional fields the table has columns for. */
export function rowAt(table: SalaryTable, i: number): EmployeeInput {
  const row: EmployeeInput = {
    id: table.id[i] as string,
    gender: table.female[i] === 1 ? 'female' : 'male',
    level: textAt(table.level, i) as string,
    position: textAt(table.position, i) as string,
    location: textAt(table.location, i),
    daysOff: table.daysOff[i] as number,
    baseSalary: table.baseSalary[i] as number,
    bonuses: table.bonuses[i] as number,
  };
  if (table.fte !== null) row.fte = numberAt(table.fte, i);
  if (table.weeklyHours !== null) row.weeklyHours = numberAt(table.weeklyHours, i);
  if (table.category !== null) row.category = textAt(table.category, i);
  if (table.yearsOfService !== null) row.yearsOfService = numberAt(table.yearsOfService, i);
  if (table.age !== null) row.age = numberAt(table.age, i);
  if (table.education !== null) row.education = textAt(table.education, i);
  return row;
}

/** Every row as an object, in file order. */
export const rowsOf = (table: SalaryTable): EmployeeInput[] =>
  Array.from({ length: table.length }, (_, i) => rowAt(table, i));
