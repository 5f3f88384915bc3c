import { FileFormatError } from '#failure.ts';
import { findStartTag } from './xml-text.ts';

/**
 * Called for each complete element: `xml` holds it from `start` to `end` (exclusive), its start
 * tag ends at `tagEnd` (the '>'). Returns false to stop scanning.
 */
export type ElementHandler = (xml: string, start: number, tagEnd: number, end: number) => boolean;

export type ElementScanner = {
  /** Feeds more text; returns false once the handler asked to stop. */
  push(text: string): boolean;
};

/**
 * Finds every `<name>…</name>` (or `<name/>`) in XML that arrives in chunks, without building a
 * tree. Text between elements is dropped as it passes, so memory is one element plus one chunk;
 * a single element longer than `maxElementChars` is refused as a malformed file.
 */
export function createElementScanner(
  name: string,
  maxElementChars: number,
  onElement: ElementHandler,
): ElementScanner {
  const open = `<${name}`;
  const close = `</${name}>`;
  let buffer = '';
  // Where to resume looking for `close` inside a pending element, so a long element is scanned once.
  let closeSearchFrom = -1;
  let stopped = false;

  const scan = (): void => {
    let pos = 0;
    for (;;) {
      const start = findStartTag(buffer, open, pos);
      if (start < 0) {
        // Keep a tail that may hold the first characters of the next start tag.
        pos = Math.max(pos, buffer.length - open.length);
        break;
      }
      const tagEnd = buffer.indexOf('>', start);
      if (tagEnd < 0) {
        if (buffer.length - start > maxElementChars) {
          throw new FileFormatError(`a <${name}> start tag never ends`);
        }
        pos = start;
        break;
      }
      if (buffer.charCodeAt(tagEnd - 1) === 0x2f) {
        if (!onElement(buffer, start, tagEnd, tagEnd + 1)) return void (stopped = true);
        pos = tagEnd + 1;
        continue;
      }
      const from = closeSearchFrom >= 0 ? Math.max(closeSearchFrom, tagEnd) : tagEnd;
      const end = buffer.indexOf(close, from);
      if (end < 0) {
        if (buffer.length - start > maxElementChars) {
          throw new FileFormatError(`an element <${name}> is too large`);
        }
        closeSearchFrom = Math.max(tagEnd, buffer.length - close.length) - start;
        pos = start;
        break;
      }
      closeSearchFrom = -1;
      if (!onElement(buffer, start, tagEnd, end + close.length)) return void (stopped = true);
      pos = end + close.length;
    }
    buffer = buffer.slice(pos);
  };

  return {
    push(text: string): boolean {
      if (stopped) return false;
      // closeSearchFrom is kept relative to the pending element's start, which is now 0.
      buffer += text;
      scan();
      return !stopped;
    },
  };
}
