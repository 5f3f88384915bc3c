import { FileFormatError } from '#failure.ts';
import type { ReadLimits, RowSink } from './cell.ts';
import { readSharedStrings, scanPart } from './xlsx-parts.ts';
import { rowHandler } from './xlsx-sheet.ts';
import { parseDateStyles } from './xlsx-styles.ts';
import { readPart, readWorkbookLayout } from './xlsx-workbook.ts';
import { findEntry, readZipDirectory } from './zip.ts';

/**
 * Caps on what an .xlsx may inflate to. A genuine 100 000-row sheet is ~60 MB of XML; past these
 * the file is refused rather than allowed to spend memory and time (a zip bomb ends here).
 */
const SHEET_BYTES = 256 * 1024 * 1024;
const MAX_ROW_CHARS = 8 * 1024 * 1024;

export type XlsxOutcome = { sheets: number };

/**
 * Reads the only worksheet of an .xlsx, streaming its XML without building a tree. Returns the
 * sheet count without reading rows when there is more than one.
 */
export async function readXlsx(
  data: Uint8Array,
  sink: RowSink,
  limits: ReadLimits,
): Promise<XlsxOutcome> {
  const entries = readZipDirectory(data);
  const layout = await readWorkbookLayout(data, entries);
  if (layout.sheetCount > 1) return { sheets: layout.sheetCount };
  const sheet = findEntry(entries, layout.sheetPath);
  if (sheet === undefined) throw new FileFormatError('the worksheet part is missing');
  const sstEntry =
    layout.sharedStringsPath === null ? undefined : findEntry(entries, layout.sharedStringsPath);
  const sharedStrings = sstEntry === undefined ? [] : await readSharedStrings(data, sstEntry);
  const stylesXml =
    layout.stylesPath === null ? null : await readPart(data, entries, layout.stylesPath);
  const ctx = {
    sharedStrings,
    dateStyles: stylesXml === null ? [] : parseDateStyles(stylesXml),
    date1904: layout.date1904,
    limits,
  };
  const options = {
    maxBytes: SHEET_BYTES,
    root: 'worksheet',
    element: 'row',
    maxElementChars: MAX_ROW_CHARS,
  };
  await scanPart(data, sheet, options, (p) => rowHandler(ctx, p, sink));
  return { sheets: 1 };
}
