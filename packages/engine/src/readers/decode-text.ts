import { FileFormatError } from '../failure.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Bytes of a CSV file to text. UTF-8 (with or without BOM) first; bytes that are not valid
 * UTF-8 are what Polish Excel writes ("CSV (rozdzielany przecinkami)" is Windows-1250), so they
 * are read as that. UTF-16 is recognised by its BOM (Excel's "Unicode text").
 */
export function decodeText(data: Uint8Array): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data);
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data);
  if (data.includes(0)) throw new FileFormatError('binary content (NUL bytes)');
  let text: string;
  try {
    text = utf8.decode(data);
  } catch {
    text = new TextDecoder('windows-1250').decode(data);
  }
  if (looksBinary(text)) throw new FileFormatError('binary content (control characters)');
  return text;
}

/** Control characters other than tab, line breaks and form feed do not occur in real CSV. */
function looksBinary(text: string): boolean {
  const sample = text.length > 1 << 20 ? text.slice(0, 1 << 20) : text;
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if ((c < 0x20 && c !== 9 && c !== 10 && c !== 12 && c !== 13) || (c >= 0x7f && c < 0xa0)) {
      control++;
    }
  }
  // A stray DOS end-of-file mark or two is tolerated; junk has thousands.
  return control > 8 + sample.length / 1000;
}
