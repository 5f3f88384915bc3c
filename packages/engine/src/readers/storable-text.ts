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
  if (!SUSPECT.test(text)) return false;
  UNSTORABLE.lastIndex = 0;
  return UNSTORABLE.test(text);
}

/** `text` with every NUL and unpaired surrogate replaced by U+FFFD (the replacement character). */
export function storableText(text: string): string {
  return SUSPECT.test(text) ? text.replace(UNSTORABLE, '\ufffd') : text;
}
