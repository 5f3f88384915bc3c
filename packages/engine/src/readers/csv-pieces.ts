const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/**
 * The first place at or after `target` where a record starts, reading the bytes from `from` (a
 * record's start) as parseCsv reads the text: quoted fields with doubled quotes and line
 * breaks, the text after a closing quote up to the delimiter, CRLF, LF or CR; the file's end if
 * none. Every such place is between ASCII bytes, so the pieces it cuts decode on their own. A
 * quote never closed runs to the file's end, where parseCsv reports it.
 */
export function recordStartFrom(
  data: Uint8Array,
  from: number,
  target: number,
  delimiter: number,
): number {
  const n = data.length;
  if (target >= n) return n;
  // Most files quote nothing: with no quote from `from` to the first line end past `target`,
  // that line end ends a record, and nothing before it needs reading.
  let end = target;
  while (end < n && data[end] !== CR && data[end] !== LF) end++;
  const quote = data.indexOf(QUOTE, from);
  if (quote < 0 || quote > end) {
    if (end >= n) return n;
    return end + (data[end] === CR && data[end + 1] === LF ? 2 : 1);
  }
  let i = from;
  while (i < n) {
    if (i >= target) return i;
    const first = data[i];
    if (first === CR || first === LF) {
      i += first === CR && data[i + 1] === LF ? 2 : 1;
      continue;
    }
    for (;;) {
      if (data[i] === QUOTE) {
        for (let at = i + 1; ;) {
          const q = data.indexOf(QUOTE, at);
          if (q < 0) return n;
          if (data[q + 1] === QUOTE) {
            at = q + 2;
            continue;
          }
          i = q + 1;
          break;
        }
      }
      let b = data[i];
      while (i < n && b !== delimiter && b !== CR && b !== LF) b = data[++i];
      if (i < n && b === delimiter) {
        i++;
        continue;
      }
      break;
    }
    if (i < n) i += data[i] === CR && data[i + 1] === LF ? 2 : 1;
  }
  return n;
}
