import { isUtf8 } from 'node:buffer';
import { MAX_CELL_CHARS, MAX_COLUMNS, MAX_ROWS } from './cell.ts';

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const DELIMITERS = [0x2c, 0x3b, 0x09];
/** The first line is looked for this far, as detectDelimiter looks (in characters there). */
const HEAD_BYTES = 1 << 20;
/**
 * looksBinary reads the first million characters: they lie within the first 3 MB of UTF-8 (a
 * character of 4 bytes is 2 of JavaScript's), or the first 1 MB of Windows-1250. Its limit is 8
 * control characters and one more per thousand, so 8 are always within it.
 */
const UTF8_SAMPLE_BYTES = 3 << 20;
const CP1250_SAMPLE_BYTES = 1 << 20;
const FEW_CONTROLS = 8;
/** More records than any count is asked for: past them the file is left to the full reading. */
const MOST_RECORDS = 10_000_000;

/** trim()'s white space among ASCII: tab, line feed, vertical tab, form feed, return, space. */
const isSpace = (b: number) => b === 0x20 || (b >= 0x09 && b <= 0x0d);
/** looksBinary's control characters among ASCII; Windows-1250's bytes that decode to C1 ones. */
const isControl = (b: number) => b <= 0x08 || b === 0x0b || (b >= 0x0e && b <= 0x1f) || b === 0x7f;
const isCp1250C1 = (b: number) =>
  b === 0x81 || b === 0x83 || b === 0x88 || b === 0x90 || b === 0x98;

/** Where the scan is: between records, after a CR (an LF may follow), in a cell. */
const RECORD_START = 0;
const AFTER_CR = 1;
const FIELD_START = 2;
const UNQUOTED = 3;
const QUOTED = 4;
const QUOTE_IN_QUOTED = 5;
const AFTER_QUOTE = 6;

/** The bytes of an incomplete UTF-8 sequence at the end, to be checked with what follows. */
const cutOff = (bytes: Uint8Array) => {
  for (let k = 1; k <= 3 && k <= bytes.length; k++) {
    const b = bytes[bytes.length - k] as number;
    if (b < 0x80) return 0;
    if (b >= 0xc0) return (b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2) > k ? k : 0;
  }
  return 0;
};

/**
 * The data rows of a CSV file counted from its bytes as they arrive, without decoding it or
 * cutting a cell out: what countRecords answers, so the upload can answer TOO_MANY_RECORDS as
 * soon as the file is in, holding nothing but the count. It follows parseCsv's records exactly
 * (quoted fields with doubled quotes and line breaks, CRLF, LF or CR, blank rows skipped, the
 * first non-blank row the header, cells past the header's width ignored). Where the bytes alone
 * cannot settle the answer as the reader would (a NUL byte, UTF-16, control characters, markup,
 * a cell of non-ASCII characters alone, which may be white space, where it decides, a quoted
 * cell past the cell limit, an unclosed quote, more rows than a sheet holds), `finish` answers
 * null and the caller counts with countRecords, which reads the file whole.
 */
export class CsvRecordCounter {
  private head: Uint8Array[] = [];
  private delimiter = -1;
  private undecided = false;
  private scanned = 0;
  private previous = 0;
  private utf8 = true;
  private utf8Tail: Uint8Array = new Uint8Array(0);
  /** Control characters in the sample of each decoding (decodeText picks one by the bytes). */
  private utf8Controls = 0;
  private cp1250Controls = 0;
  private state = RECORD_START;
  private rowNumber = 0;
  private width = -1;
  private dataRows = 0;
  private field = 0;
  private fieldText = false;
  private fieldOther = false;
  /** The record's last cell with ASCII text; its last one of non-ASCII characters alone. */
  private lastFilled = -1;
  private lastOther = -1;
  private quoted = 0;
  private readonly rowLimit: number;

  /** `maxRecords` as countRecords takes it: only the physical row limit depends on it. */
  constructor(maxRecords: number) {
    this.rowLimit = MAX_ROWS + maxRecords;
  }

  push(chunk: Uint8Array) {
    if (this.undecided || chunk.length === 0) return;
    if (this.delimiter >= 0) {
      this.take(chunk);
      return;
    }
    this.head.push(chunk);
    this.settleDelimiter(false);
  }

  /** The file's data rows, or null when countRecords must decide. */
  finish(): { ok: true; records: number } | null {
    if (this.delimiter < 0 && !this.undecided) this.settleDelimiter(true);
    if (this.undecided || this.delimiter < 0 || this.state === QUOTED) return null;
    if (this.state !== RECORD_START && this.state !== AFTER_CR) this.endRecord();
    if (this.utf8Tail.length > 0) this.utf8 = false;
    const controls = this.utf8 ? this.utf8Controls : this.cp1250Controls;
    if (this.undecided || this.width < 0 || controls > FEW_CONTROLS) return null;
    return { ok: true, records: this.dataRows };
  }

  /** detectDelimiter's rule over the first line, once it (or the file's end) is in. */
  private settleDelimiter(atEnd: boolean) {
    const bytes = this.head.length === 1 ? (this.head[0] as Uint8Array) : Buffer.concat(this.head);
    this.head = [bytes];
    if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
      this.undecided = true;
      return;
    }
    const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
    const counts = [0, 0, 0];
    let inQuotes = false;
    let content = false;
    let lineEnd = false;
    let at = start;
    for (; at < bytes.length && at < HEAD_BYTES; at++) {
      const b = bytes[at] as number;
      if (b === QUOTE) inQuotes = !inQuotes;
      else if (inQuotes) continue;
      else if (b === CR || b === LF) {
        if (content) {
          lineEnd = true;
          break;
        }
      } else {
        const k = DELIMITERS.indexOf(b);
        if (k >= 0) counts[k] = (counts[k] as number) + 1;
        // Markup is refused whole, and a non-ASCII character first may be white space or not.
        if (!content && (b === 0x3c || b >= 0x80)) this.undecided = true;
        content ||= !isSpace(b) || k >= 0;
      }
    }
    // No first line within what detectDelimiter reads (in characters there): the reader decides.
    if (!lineEnd && at >= HEAD_BYTES) this.undecided = true;
    if (this.undecided || (!lineEnd && !atEnd)) return;
    let best = 0;
    for (let k = 1; k < 3; k++) if ((counts[k] as number) > (counts[best] as number)) best = k;
    this.delimiter = DELIMITERS[best] as number;
    this.head = [];
    if (start > 0) {
      // A BOM decoded as Windows-1250 (a file that is not UTF-8) is three characters of text:
      // a cell of its own, or a whole row before a line break.
      if (bytes[start] === CR || bytes[start] === LF) this.undecided = true;
      this.fieldOther = true;
      this.screen(bytes.subarray(0, start));
    }
    this.take(bytes.subarray(start));
  }

  private take(bytes: Uint8Array) {
    this.screen(bytes);
    if (!this.undecided) this.scan(bytes);
  }

  /** What decodeText refuses or decides by the bytes: NUL, control characters, the encoding. */
  private screen(bytes: Uint8Array) {
    if (bytes.includes(0)) this.undecided = true;
    if (this.utf8) {
      const tail = this.utf8Tail;
      const joined = tail.length > 0 ? Buffer.concat([tail, bytes]) : bytes;
      const cut = cutOff(joined);
      this.utf8 = isUtf8(joined.subarray(0, joined.length - cut));
      this.utf8Tail = joined.slice(joined.length - cut);
    }
    const end = Math.min(bytes.length, UTF8_SAMPLE_BYTES - this.scanned);
    for (let i = 0; i < end; i++) {
      const b = bytes[i] as number;
      if (isControl(b)) this.utf8Controls++;
      else if (this.previous === 0xc2 && b >= 0x80 && b <= 0x9f) this.utf8Controls++;
      if (this.scanned + i < CP1250_SAMPLE_BYTES && (isControl(b) || isCp1250C1(b))) {
        this.cp1250Controls++;
      }
      this.previous = b;
    }
    this.scanned += Math.max(end, 0);
  }

  /**
   * The records' structure, byte by byte, the hot loop's state in locals. Once a cell's text
   * (or a data row's) is settled, the loop only looks for where it ends.
   */
  private scan(bytes: Uint8Array) {
    const d = this.delimiter;
    const n = bytes.length;
    let state = this.state;
    let fieldText = this.fieldText;
    let fieldOther = this.fieldOther;
    let quoted = this.quoted;
    let limit = this.width >= 0 ? this.width : MAX_COLUMNS;
    // Whether the rest of the record's text matters: not once a data row has text of its own.
    let looking = !(this.width >= 0 && this.lastFilled >= 0);
    const save = () => {
      this.state = state;
      this.fieldText = fieldText;
      this.fieldOther = fieldOther;
      this.quoted = quoted;
    };
    const load = () => {
      fieldText = this.fieldText;
      fieldOther = this.fieldOther;
      quoted = this.quoted;
      limit = this.width >= 0 ? this.width : MAX_COLUMNS;
      looking = !(this.width >= 0 && this.lastFilled >= 0);
    };
    for (let i = 0; i < n; i++) {
      let b = bytes[i] as number;
      if (state === AFTER_CR) {
        state = RECORD_START;
        if (b === LF) continue;
      }
      if (state === RECORD_START) {
        if (++this.rowNumber > this.rowLimit) this.undecided = true;
        if (b === CR || b === LF) {
          if (b === CR) state = AFTER_CR;
          continue;
        }
        state = FIELD_START;
      }
      if (state === FIELD_START) {
        if (b === QUOTE) {
          state = QUOTED;
          quoted = 0;
          continue;
        }
        state = UNQUOTED;
      }
      if (state === QUOTED) {
        if (b !== QUOTE && (!looking || fieldText || this.field >= limit)) {
          // Nothing inside the quotes can change the count any more: to the next quote.
          const q = bytes.indexOf(QUOTE, i);
          const to = q < 0 ? n : q;
          quoted += to - i;
          if (quoted > MAX_CELL_CHARS) this.undecided = true;
          i = to - 1;
          continue;
        }
        if (b === QUOTE) state = QUOTE_IN_QUOTED;
        else {
          if (++quoted > MAX_CELL_CHARS) this.undecided = true;
          if (b >= 0x80) fieldOther = true;
          else if (!isSpace(b)) fieldText = true;
        }
        continue;
      }
      if (state === QUOTE_IN_QUOTED) {
        if (b === QUOTE) {
          state = QUOTED;
          if (++quoted > MAX_CELL_CHARS) this.undecided = true;
          if (this.field < limit) fieldText = true;
          continue;
        }
        state = AFTER_QUOTE;
        quoted = 0;
      }
      // UNQUOTED or AFTER_QUOTE: text until the delimiter or the line's end.
      if (state === UNQUOTED && (!looking || fieldText || this.field >= limit)) {
        while (b !== d && b !== CR && b !== LF && i + 1 < n) b = bytes[++i] as number;
        if (b !== d && b !== CR && b !== LF) continue;
      }
      if (b === d || b === CR || b === LF) {
        save();
        if (b === d) {
          this.endField();
          this.field++;
          state = FIELD_START;
        } else {
          this.endRecord();
          state = b === CR ? AFTER_CR : RECORD_START;
        }
        load();
        continue;
      }
      if (state === AFTER_QUOTE && ++quoted > MAX_CELL_CHARS) this.undecided = true;
      if (this.field < limit) {
        if (b >= 0x80) fieldOther = true;
        else if (!isSpace(b)) fieldText = true;
      }
    }
    save();
  }

  private endField() {
    if (this.fieldText) this.lastFilled = this.field;
    else if (this.fieldOther) this.lastOther = this.field;
    this.fieldText = false;
    this.fieldOther = false;
  }

  private endRecord() {
    this.endField();
    // A cell of non-ASCII characters alone may be blank (NBSP) or not: where it could decide
    // whether the row is blank, or the header's width, the reader decides.
    const header = this.width < 0;
    if (this.lastOther > this.lastFilled && (header || this.lastFilled < 0)) this.undecided = true;
    if (this.lastFilled >= 0) {
      if (header) this.width = this.lastFilled + 1;
      else if (++this.dataRows > MOST_RECORDS) this.undecided = true;
    }
    this.field = 0;
    this.lastFilled = -1;
    this.lastOther = -1;
    this.quoted = 0;
  }
}
