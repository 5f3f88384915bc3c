import { FileFormatError } from '#failure.ts';
import {
  type Cell,
  type ReadLimits,
  type RowSink,
  capText,
  isBlankCell,
  MAX_COLUMNS,
  MAX_ROWS,
  serialToIso,
} from './cell.ts';
import type { ElementHandler } from './element-scanner.ts';
import { detach } from './xlsx-parts.ts';
import {
  collectText,
  decodeEntities,
  decodeOoxmlString,
  findStartTag,
  readAttribute,
} from './xml-text.ts';

export type SheetContext = {
  sharedStrings: readonly string[];
  dateStyles: readonly boolean[];
  date1904: boolean;
  limits: ReadLimits;
};

/** Zero-based column of a cell reference such as "AB12"; -1 when it has no letters. */
function columnOf(ref: string): number {
  let col = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i) | 0x20;
    if (c < 0x61 || c > 0x7a) break;
    col = col * 26 + (c - 0x60);
  }
  return i === 0 ? -1 : col - 1;
}

/** The tags a sheet's cells use, with the sheet's namespace prefix (made once per sheet). */
type CellTags = { prefix: string; vOpen: string; vClose: string };

/** The value of one cell from its start tag and its content (the XML inside `<c>`). */
function cellValue(ctx: SheetContext, tags: CellTags, tag: string, content: string): Cell {
  const type = readAttribute(tag, 't');
  if (type === 'inlineStr') {
    return detach(capText(decodeOoxmlString(collectText(content, tags.prefix))));
  }
  const vStart = findStartTag(content, tags.vOpen, 0);
  if (vStart < 0) return null; // empty, or a formula saved without its result
  const vTagEnd = content.indexOf('>', vStart);
  if (content.charCodeAt(vTagEnd - 1) === 0x2f) return null;
  const vEnd = content.indexOf(tags.vClose, vTagEnd);
  if (vEnd < 0) throw new FileFormatError('malformed cell value');
  const raw = content.slice(vTagEnd + 1, vEnd);
  switch (type) {
    case 's': {
      const text = ctx.sharedStrings[Number(raw)];
      if (text === undefined) throw new FileFormatError('cell refers to a missing shared string');
      return text;
    }
    case 'str':
      return detach(capText(decodeOoxmlString(raw)));
    case 'b':
      return raw.trim() === '1' || raw.trim() === 'true';
    case 'e':
      return { kind: 'error', text: decodeEntities(raw) };
    case 'd':
      return { kind: 'date', text: decodeEntities(raw) };
    case null: // no `t` attribute: a number, as with t="n"
    case 'n':
    default: {
      if (raw.trim() === '') return null;
      const n = Number(raw);
      if (Number.isNaN(n)) return detach(capText(decodeEntities(raw)));
      const style = Number(readAttribute(tag, 's') ?? 0);
      return ctx.dateStyles[style] === true
        ? { kind: 'date', text: serialToIso(n, ctx.date1904) }
        : n;
    }
  }
}

/** Handler for `<row>` elements: builds the row's cells and hands them to `sink`. */
export function rowHandler(ctx: SheetContext, p: string, sink: RowSink): ElementHandler {
  const cOpen = `<${p}c`;
  const cClose = `</${p}c>`;
  // Built per cell, these were two concatenations and two flattenings for every cell of a sheet.
  const tags: CellTags = { prefix: p, vOpen: `<${p}v`, vClose: `</${p}v>` };
  let lastRow = 0;
  return (buffer, start, tagEnd, end) => {
    const rowAttr = readAttribute(buffer.slice(start, tagEnd), 'r');
    const rowNumber = rowAttr === null ? lastRow + 1 : Number(rowAttr);
    // Rows ascend and stop at Excel's last row, which also bounds how many a file can hold.
    if (!Number.isInteger(rowNumber) || rowNumber <= lastRow || rowNumber > MAX_ROWS) {
      throw new FileFormatError('row numbers out of order or beyond the last Excel row');
    }
    lastRow = rowNumber;
    const cells: Cell[] = [];
    if (buffer.charCodeAt(tagEnd - 1) === 0x2f) return sink(rowNumber, cells, false);
    let misfit = false;
    // Searches run inside the row alone: indexOf cannot stop at a bound, and scanning the rest
    // of the buffer for every row would be quadratic.
    const xml = buffer.slice(tagEnd + 1, end);
    let col = -1;
    let at = 0;
    for (;;) {
      const cStart = findStartTag(xml, cOpen, at);
      if (cStart < 0) break;
      const cTagEnd = xml.indexOf('>', cStart);
      if (cTagEnd < 0) throw new FileFormatError('malformed cell');
      const tag = xml.slice(cStart, cTagEnd);
      const ref = readAttribute(tag, 'r');
      const refCol = ref === null ? -1 : columnOf(ref);
      col = refCol >= 0 ? refCol : col + 1;
      if (col >= MAX_COLUMNS) throw new FileFormatError('cell beyond the last Excel column');
      if (xml.charCodeAt(cTagEnd - 1) === 0x2f) {
        at = cTagEnd + 1;
        continue;
      }
      const cEnd = xml.indexOf(cClose, cTagEnd);
      if (cEnd < 0) throw new FileFormatError('malformed cell');
      at = cEnd + cClose.length;
      if (col >= ctx.limits.columns) {
        // A value beyond the header's width would be dropped silently: the row is a misfit.
        if (col >= ctx.limits.fields && !misfit) {
          misfit = !isBlankCell(cellValue(ctx, tags, tag, xml.slice(cTagEnd + 1, cEnd)));
        }
        continue;
      }
      const value = cellValue(ctx, tags, tag, xml.slice(cTagEnd + 1, cEnd));
      while (cells.length < col) cells.push(null);
      cells[col] = value;
    }
    return sink(rowNumber, cells, misfit);
  };
}
