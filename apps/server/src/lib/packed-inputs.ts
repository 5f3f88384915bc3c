import { tableOfColumns, type SalaryTable, type TextColumn } from '@parytet/engine';
import { inputFields, type IndicatorInputs, type InputField } from './indicator-inputs.ts';

/**
 * The EU indicators' inputs in binary (report_results.indicator_inputs_packed), the fields of
 * inputFields: amounts as the engine holds them (float64, NaN for an empty cell), texts as a
 * dictionary and a code per row, ids as UTF-8 between NUL bytes (a cell never holds NUL:
 * storable-text.ts). As JSON, 1 000 000 rows took about 1.5 s to write and 54 MB to hold, and
 * every indicators call parsed them back; packed, they are copied out of the engine's own arrays
 * and back, and unpack to the same values JSON gave.
 *
 * Layout: "PIN1", the header's length (uint32, little-endian), the header as JSON (the row
 * count and each section's place), then the sections, each at an offset divisible by 8.
 */
const MAGIC = 'PIN1';

type Section = {
  name: string;
  kind: InputField['kind'];
  offset: number;
  bytes: number;
  /** Texts: each code is the dictionary index + 1 (0: empty), `width` bytes wide. */
  width?: 1 | 2 | 4;
  values?: string[];
};
type Header = { rows: number; sections: Section[] };

const aligned = (n: number) => Math.ceil(n / 8) * 8;

const textCodes = (column: TextColumn) => {
  const size = column.values.length + 1;
  const width = size <= 0xff ? 1 : size <= 0xffff ? 2 : 4;
  const Codes = width === 1 ? Uint8Array : width === 2 ? Uint16Array : Uint32Array;
  const codes = new Codes(column.codes.length);
  for (let i = 0; i < codes.length; i++) codes[i] = (column.codes[i] as number) + 1;
  return { width: width as 1 | 2 | 4, bytes: new Uint8Array(codes.buffer), values: column.values };
};

/** A field's section (its place still to settle) and its bytes. */
const sectionOf = (field: InputField, rows: number): { section: Section; bytes: Uint8Array } => {
  const section: Section = { name: field.name, kind: field.kind, offset: 0, bytes: 0 };
  let bytes: Uint8Array;
  if (field.kind === 'ids') bytes = new TextEncoder().encode(field.column.join('\u0000'));
  else if (field.kind === 'flags') bytes = field.column.subarray(0, rows);
  else if (field.kind === 'numbers') {
    // -0 is written as 0, as JSON wrote it.
    bytes = new Uint8Array(field.column.map((v) => (Object.is(v, -0) ? 0 : v)).buffer);
  } else {
    const codes = textCodes(field.column);
    bytes = codes.bytes;
    section.width = codes.width;
    section.values = codes.values;
  }
  section.bytes = bytes.length;
  return { section, bytes };
};

/** The table's indicator inputs, packed. */
export const packIndicatorInputs = (table: SalaryTable): Uint8Array => {
  const parts = inputFields(table).map((field) => sectionOf(field, table.length));
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
const copyOf = (raw: Uint8Array) => new Uint8Array(raw).buffer;

const valuesOf = (section: Section, raw: Uint8Array, rows: number): unknown[] => {
  switch (section.kind) {
    case 'ids':
      return rows === 0 ? [] : new TextDecoder().decode(raw).split('\u0000');
    case 'flags':
      return Array.from(raw, (f) => (f === 1 ? 1 : 0));
    case 'numbers':
      return Array.from(new Float64Array(copyOf(raw)), (v) => (Number.isNaN(v) ? null : v));
    case 'texts': {
      const Codes =
        section.width === 1 ? Uint8Array : section.width === 2 ? Uint16Array : Uint32Array;
      const values = section.values ?? [];
      return Array.from(new Codes(copyOf(raw)), (code) =>
        code === 0 ? null : (values[code - 1] as string),
      );
    }
  }
};

/** Packed inputs as the arrays JSON gave (IndicatorInputs), the same values. */
export const unpackIndicatorInputs = (bytes: Uint8Array): IndicatorInputs => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(4, true);
  const header = JSON.parse(
    new TextDecoder().decode(bytes.subarray(8, 8 + headerLength)),
  ) as Header;
  return Object.fromEntries(
    header.sections.map((section) => [
      section.name,
      valuesOf(
        section,
        bytes.subarray(section.offset, section.offset + section.bytes),
        header.rows,
      ),
    ]),
  ) as unknown as IndicatorInputs;
};

/** A report's inputs as stored: packed bytes, or JSON text for a report stored before them. */
export type StoredInputs = string | Uint8Array;

/**
 * A report's stored inputs as arrays: packed (reports stored from now on) or
 * JSON text (reports stored before).
 */
export const readStoredInputs = (stored: StoredInputs): IndicatorInputs =>
  typeof stored === 'string' || !isPackedInputs(stored)
    ? (JSON.parse(
        typeof stored === 'string' ? stored : new TextDecoder().decode(stored),
      ) as IndicatorInputs)
    : unpackIndicatorInputs(stored);

/** A report's stored inputs as the engine's table: what every reader of them wants. */
export const storedTable = (stored: StoredInputs): SalaryTable =>
  tableOfColumns(readStoredInputs(stored));
