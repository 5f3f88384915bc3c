import { StringDecoder } from 'node:string_decoder';
import { FileFormatError } from '#failure.ts';
import { capText } from './cell.ts';
import { createElementScanner, type ElementHandler } from './element-scanner.ts';
import { collectText, decodeOoxmlString, prefixOf } from './xml-text.ts';
import { inflateEntry, type ZipEntry } from './zip.ts';

/**
 * Copies a string out of the large chunk it was sliced from; V8 slices keep their parent alive,
 * and kept cell text would otherwise pin the whole inflated sheet in memory.
 */
export function detach(text: string): string {
  return text.length < 13 ? text : (' ' + text).slice(1);
}

/**
 * Streams one XML part through an element scanner, detecting the namespace prefix of `root`
 * (the .NET Open XML SDK writes `<x:worksheet>`) before the first element is handled.
 */
export async function scanPart(
  data: Uint8Array,
  entry: ZipEntry,
  options: { maxBytes: number; root: string; element: string; maxElementChars: number },
  makeHandler: (prefix: string) => ElementHandler,
): Promise<void> {
  const decoder = new StringDecoder('utf8');
  let scanner: ReturnType<typeof createElementScanner> | null = null;
  let head = '';
  for await (const chunk of inflateEntry(data, entry, options.maxBytes)) {
    let text = decoder.write(chunk);
    if (scanner === null) {
      head += text;
      if (!new RegExp(`<([\\w.-]+:)?${options.root}[\\s>/]`).test(head)) {
        if (head.length > 1 << 20) throw new FileFormatError(`no <${options.root}> element`);
        continue;
      }
      const prefix = prefixOf(head, options.root);
      scanner = createElementScanner(
        `${prefix}${options.element}`,
        options.maxElementChars,
        makeHandler(prefix),
      );
      text = head;
      head = '';
    }
    if (!scanner.push(text)) return;
  }
  scanner?.push(decoder.end());
}

const SHARED_STRINGS_BYTES = 128 * 1024 * 1024;
const MAX_SHARED_STRINGS = 4_000_000;

/** The workbook's shared string table; each entry cut to just over the cell limit. */
export async function readSharedStrings(data: Uint8Array, entry: ZipEntry): Promise<string[]> {
  const strings: string[] = [];
  const options = {
    maxBytes: SHARED_STRINGS_BYTES,
    root: 'sst',
    element: 'si',
    maxElementChars: 4 * 1024 * 1024,
  };
  await scanPart(data, entry, options, (p) => (xml, _start, tagEnd, end) => {
    if (strings.length >= MAX_SHARED_STRINGS) throw new FileFormatError('too many shared strings');
    const inner = end - tagEnd > 1 ? xml.slice(tagEnd + 1, end) : '';
    strings.push(detach(capText(decodeOoxmlString(collectText(inner, p)))));
    return true;
  });
  return strings;
}
