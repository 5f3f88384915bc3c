import { decodeEntities, findStartTag, prefixOf, readAttribute } from './xml-text.ts';

// Built-in number formats that show dates or times (ECMA-376 §18.8.30, plus the East Asian ones).
const BUILTIN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/** A format code shows a date when a date/time token remains outside quotes, brackets and escapes. */
function isDateFormatCode(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/[\\_*]./g, '');
  // Only the first section (positive numbers) decides how a salary would be displayed.
  const first = bare.split(';')[0] ?? '';
  return /[dmyhs]/i.test(first) && !/^general$/i.test(first.trim());
}

/** For each cell style index (the `s` of a cell), whether it displays a date. */
export function parseDateStyles(stylesXml: string): boolean[] {
  const p = prefixOf(stylesXml, 'styleSheet');
  const custom = new Map<number, boolean>();
  let at = 0;
  for (;;) {
    const start = findStartTag(stylesXml, `<${p}numFmt`, at);
    if (start < 0) break;
    const end = stylesXml.indexOf('>', start);
    if (end < 0) break;
    const tag = stylesXml.slice(start, end);
    const id = Number(readAttribute(tag, 'numFmtId'));
    const code = decodeEntities(readAttribute(tag, 'formatCode') ?? '');
    custom.set(id, isDateFormatCode(code));
    at = end;
  }
  const xfsStart = findStartTag(stylesXml, `<${p}cellXfs`, 0);
  if (xfsStart < 0) return [];
  const xfsEnd = stylesXml.indexOf(`</${p}cellXfs>`, xfsStart);
  const until = xfsEnd < 0 ? stylesXml.length : xfsEnd;
  const result: boolean[] = [];
  at = xfsStart + 1;
  for (;;) {
    const start = findStartTag(stylesXml, `<${p}xf`, at, until);
    if (start < 0) break;
    const end = stylesXml.indexOf('>', start);
    if (end < 0) break;
    const id = Number(readAttribute(stylesXml.slice(start, end), 'numFmtId') ?? 0);
    result.push(custom.get(id) ?? BUILTIN_DATE_FORMATS.has(id));
    at = end;
  }
  return result;
}
