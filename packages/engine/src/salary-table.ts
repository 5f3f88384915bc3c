import type { EmployeeInput } from '#employee-input.ts';
import { fnv1a } from '#fnv.ts';
import { textColumnBuilder, type TextColumn } from '#text-column.ts';

/**
 * Validated rows as columns: what the reader produces and every report and indicator reads.
 * As objects, 100 000 rows were walked on every pass, each pass looking each row's level or
 * position up in a Map of its own, and all of them went through the garbage collector. Optional
 * columns are null when the file lacks the column; in them NaN (numbers) or −1 (text) is an
 * empty cell.
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
  /** The Performance column (decisions §10): read by merit cycles alone, never by a report. */
  performance: TextColumn | null;
};

type NumberField = 'fte' | 'weeklyHours' | 'yearsOfService' | 'age';
type TextField = 'category' | 'education' | 'performance';
export type OptionalPresence = Partial<Record<NumberField | TextField, boolean>>;

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
    performance: textColumnBuilder(),
  };
  const codes = {
    level: new Int32Array(size),
    position: new Int32Array(size),
    location: new Int32Array(size),
    category: new Int32Array(present.category === true ? size : 0),
    education: new Int32Array(present.education === true ? size : 0),
    performance: new Int32Array(present.performance === true ? size : 0),
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
      if (present.performance === true) {
        codes.performance[i] = text.performance.code(row.performance ?? null);
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
        performance: present.performance === true ? column('performance') : null,
      };
    },
  };
}

/** Whether any number of `column` is NaN (an empty cell). */
export function anyNaN(column: Float64Array): boolean {
  for (let i = 0; i < column.length; i++) if (Number.isNaN(column[i])) return true;
  return false;
}
