import type { SalaryTable, TextColumn } from '@parytet/engine';
import type { IndicatorInputs } from './indicator-inputs.ts';

/**
 * The EU indicators' inputs in binary (report_results.indicator_inputs_packed): amounts as the
 * engine holds them (float64), texts as a dictionary and a code per row, ids as UTF-8 between NUL
 * bytes (a cell never holds NUL: storable-text.ts). As JSON, 1 000 000 rows took about 1.5 s to
 * write and 54 MB to hold, and every indicators call parsed them back; packed, they are copied
 * out of the engine's own arrays and back, and unpack to the same values JSON gave.
 *
 * Layout: "PIN1", the header's length (uint32, little-endian), the header as JSON (the row
 * count and each section's place), then the sections, each at an offset divisible by 8.
 */
const MAGIC = 'PIN1';

type NumberName =
  'baseSalary' | 'bonuses' | 'daysOff' | 'fte' | 'weeklyHours' | 'yearsOfService' | 'age';
type TextName = 'level' | 'position' | 'location' | 'category' | 'education' | 'performance';
type Section =
  | { name: 'id'; kind: 'ids'; offset: number; bytes: number }
  | { name: 'female'; kind: 'flags'; offset: number; bytes: number }
  | { name: NumberName; kind: 'numbers'; offset: number; bytes: number }
  /** Codes are the dictionary index + 1 (0: empty), `width` bytes each. */
  | {
      name: TextName;
      kind: 'texts';
      offset: number;
      bytes: number;
      width: 1 | 2 | 4;
      values: string[];
    };
type Header = { rows: number; sections: Section[] };

const NUMBER_NAMES: readonly NumberName[] = [
  'baseSalary',
  'bonuses',
  'daysOff',
  'fte',
  'weeklyHours',
  'yearsOfService',
  'age',
];
const TEXT_NAMES: readonly TextName[] = [
  'level',
  'position',
  'location',
  'category',
  'education',
  'performance',
];

const aligned = (n: number) => Math.ceil(n / 8) * 8;

const textCodes = (column: TextColumn) => {
  const size = column.values.length + 1;
  const width = size <= 0xff ? 1 : size <= 0xffff ? 2 : 4;
  const Codes = width === 1 ? Uint8Array : width === 2 ? Uint16Array : Uint32Array;
  const codes = new Codes(column.codes.length);
  for (let i = 0; i < codes.length; i++) codes[i] = (column.codes[i] as number) + 1;
  return { width: width as 1 | 2 | 4, bytes: new Uint8Array(codes.buffer), values: column.values };
};

/** The table's indicator inputs, packed. */
export const packIndicatorInputs = (table: SalaryTable): Uint8Array => {
  const parts: { section: Section; bytes: Uint8Array }[] = [];
  const add = (section: Omit<Section, 'offset' | 'bytes'>, bytes: Uint8Array) =>
    parts.push({ section: { ...section, offset: 0, bytes: bytes.length } as Section, bytes });
  add({ name: 'id', kind: 'ids' }, new TextEncoder().encode(table.id.join('\u0000')));
  add({ name: 'female', kind: 'flags' }, table.female.subarray(0, table.length));
  for (const name of NUMBER_NAMES) {
    // Days off are kept (for an applied merit cycle's file) only where someone had any, as
    // encodeIndicatorInputs keeps them.
    if (name === 'daysOff' && !table.daysOff.some((days) => days !== 0)) continue;
    const column = table[name];
    // -0 is written as 0, as JSON wrote it.
    const values = column?.map((v) => (Object.is(v, -0) ? 0 : v));
    if (values) add({ name, kind: 'numbers' }, new Uint8Array(values.buffer));
  }
  for (const name of TEXT_NAMES) {
    const column = table[name];
    if (!column) continue;
    const { width, bytes, values } = textCodes(column);
    add({ name, kind: 'texts', width, values } as Omit<Section, 'offset' | 'bytes'>, bytes);
  }
  const place = (start: number) => {
    let at = aligned(start);
    for (const part of parts) {
      part.section.offset = at;
      at = aligned(at + part.bytes.length);
    }
    return at;
  };
  // The header's length moves the sections, and their offsets are in it: settle them in turn.
  let headerBytes = new Uint8Array(0);
  let total = 0;
  for (let size = -1; size !== headerBytes.length;) {
    size = headerBytes.length;
    total = place(8 + size);
    const header: Header = { rows: table.length, sections: parts.map((p) => p.section) };
    headerBytes = new TextEncoder().encode(JSON.stringify(header));
  }
  const out = new Uint8Array(total);
  out.set(new TextEncoder().encode(MAGIC), 0);
  new DataView(out.buffer).setUint32(4, headerBytes.length, true);
  out.set(headerBytes, 8);
  for (const part of parts) out.set(part.bytes, part.section.offset);
  return out;
};

export const isPackedInputs = (bytes: Uint8Array) =>
  bytes.length >= 8 && new TextDecoder().decode(bytes.subarray(0, 4)) === MAGIC;

/**
 * A section's bytes, copied so its typed array starts at an aligned offset (a Buffer's slice
 * would not copy: node-postgres hands a bytea over as a Buffer anywhere in a larger one).
 */
const copyOf = (bytes: Uint8Array, section: Section) =>
  new Uint8Array(bytes.subarray(section.offset, section.offset + section.bytes)).buffer;

const numbersOf = (bytes: Uint8Array, section: Section, nullable: boolean) => {
  const values = Array.from(new Float64Array(copyOf(bytes, section)));
  return nullable ? values.map((v) => (Number.isNaN(v) ? null : v)) : values;
};

const textsOf = (bytes: Uint8Array, section: Extract<Section, { kind: 'texts' }>) => {
  const buffer = copyOf(bytes, section);
  const codes =
    section.width === 1
      ? new Uint8Array(buffer)
      : section.width === 2
        ? new Uint16Array(buffer)
        : new Uint32Array(buffer);
  return Array.from(codes, (code) => (code === 0 ? null : (section.values[code - 1] as string)));
};

/** Packed inputs as the arrays JSON gave (IndicatorInputs), the same values. */
export const unpackIndicatorInputs = (bytes: Uint8Array): IndicatorInputs => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(4, true);
  const header = JSON.parse(
    new TextDecoder().decode(bytes.subarray(8, 8 + headerLength)),
  ) as Header;
  const out: Partial<Record<string, unknown>> = {};
  for (const section of header.sections) {
    const raw = bytes.subarray(section.offset, section.offset + section.bytes);
    if (section.kind === 'ids') {
      out.id = header.rows === 0 ? [] : new TextDecoder().decode(raw).split('\u0000');
    } else if (section.kind === 'flags') {
      out.female = Array.from(raw, (f) => (f === 1 ? 1 : 0));
    } else if (section.kind === 'numbers') {
      const nullable =
        section.name !== 'baseSalary' && section.name !== 'bonuses' && section.name !== 'daysOff';
      out[section.name] = numbersOf(bytes, section, nullable);
    } else {
      out[section.name] = textsOf(bytes, section);
    }
  }
  return out as IndicatorInputs;
};
