const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function fromCodePoint(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/** XML character data to text: entities and character references. */
export function decodeEntities(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(ENTITY, (_match, name: string) => {
    if (name.startsWith('#x')) return fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return fromCodePoint(parseInt(name.slice(1), 10));
    return NAMED[name] ?? '';
  });
}

const OOXML_ESCAPE = /_x([0-9A-Fa-f]{4})_/g;

/** OOXML strings escape characters XML cannot hold as _xHHHH_ (e.g. _x000D_ for CR). */
export function decodeOoxmlString(raw: string): string {
  const text = decodeEntities(raw);
  if (!text.includes('_x')) return text;
  return text.replace(OOXML_ESCAPE, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

function isNameEnd(code: number): boolean {
  // whitespace, '>' or '/': the tag name ended where we expected it to.
  return (
    code === 0x20 ||
    code === 0x09 ||
    code === 0x0a ||
    code === 0x0d ||
    code === 0x3e ||
    code === 0x2f
  );
}

/** Index of the next `<name` start tag (exact name, not a longer one), or -1. */
export function findStartTag(
  text: string,
  open: string,
  from: number,
  until = text.length,
): number {
  let at = text.indexOf(open, from);
  while (at >= 0 && at < until) {
    if (isNameEnd(text.charCodeAt(at + open.length))) return at;
    at = text.indexOf(open, at + open.length);
  }
  return -1;
}

/** Value of attribute `name` inside a start tag's text, or null. Either quote style. */
export function readAttribute(tag: string, name: string): string | null {
  let at = tag.indexOf(name);
  while (at >= 0) {
    const before = tag.charCodeAt(at - 1);
    let p = at + name.length;
    while (tag.charCodeAt(p) === 0x20) p++;
    if (
      (before === 0x20 || before === 0x09 || before === 0x0a || before === 0x0d) &&
      tag[p] === '='
    ) {
      p++;
      while (tag.charCodeAt(p) === 0x20) p++;
      const quote = tag[p];
      if (quote === '"' || quote === "'") {
        const end = tag.indexOf(quote, p + 1);
        if (end > p) return tag.slice(p + 1, end);
      }
      return null;
    }
    at = tag.indexOf(name, at + name.length);
  }
  return null;
}

/** The namespace prefix (with colon, or '') a part uses for its root element `root`. */
export function prefixOf(text: string, root: string): string {
  const match = new RegExp(`<([A-Za-z_][\\w.-]*:)?${root}[\\s>/]`).exec(text);
  return match?.[1] ?? '';
}

/** Concatenated text of every `<t>` inside `xml`, skipping phonetic runs (`<rPh>`). */
export function collectText(xml: string, p: string): string {
  const tOpen = `<${p}t`;
  const tClose = `</${p}t>`;
  const rPhOpen = `<${p}rPh`;
  const rPhClose = `</${p}rPh>`;
  let out = '';
  let at = 0;
  // Position of the next phonetic run, found again only once passed: one forward scan in all.
  let phonetic = -1;
  for (;;) {
    const start = findStartTag(xml, tOpen, at);
    if (start < 0) return out;
    if (phonetic !== Infinity && phonetic < at) {
      const next = findStartTag(xml, rPhOpen, at);
      phonetic = next < 0 ? Infinity : next;
    }
    if (phonetic < start) {
      const skip = xml.indexOf(rPhClose, phonetic);
      at = skip < 0 ? xml.length : skip + rPhClose.length;
      continue;
    }
    const tagEnd = xml.indexOf('>', start);
    if (tagEnd < 0) return out;
    if (xml.charCodeAt(tagEnd - 1) === 0x2f) {
      at = tagEnd + 1;
      continue;
    }
    const end = xml.indexOf(tClose, tagEnd);
    if (end < 0) return out;
    out += xml.slice(tagEnd + 1, end);
    at = end + tClose.length;
  }
}
