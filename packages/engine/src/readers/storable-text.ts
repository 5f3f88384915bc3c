// PostgreSQL's text cannot hold U+0000, and its jsonb (where error details are kept) refuses
// both \u0000 and a surrogate half without its pair. No real salary file holds either; they come
// from a misread encoding or a broken generator, so a cell holding one makes the file unreadable,
// and text echoed back in an error detail has them replaced.

// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const SUSPECT = /[\u0000\ud800-\udfff]/;
// eslint-disable-next-line no-control-regex -- as above
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** True when `text` holds a NUL or an unpaired surrogate. */
export function holdsUnstorable(text: string): boolean {
  // A plain loop: cells are short, and this runs for every spreadsheet cell (a regex per cell
  // cost about twice as much on 100 000 rows).
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return true;
    if (c >= 0xd800 && c <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      if (c >= 0xdc00 || !(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++; // a well-formed pair
    }
  }
  return false;
}

/** `text` with every NUL and unpaired surrogate replaced by U+FFFD (the replacement character). */
export function storableText(text: string): string {
  return SUSPECT.test(text) ? text.replace(UNSTORABLE, '\ufffd') : text;
}
