import { describe, expect, it } from 'vitest';
import { holdsUnstorable, storableText } from './storable-text.ts';

describe('text PostgreSQL can store', () => {
  it.each([
    ['plain', 'Kierownik – Łódź', false],
    ['a surrogate pair (emoji)', 'Dev 👩‍💻', false],
    ['NUL', 'a\u0000b', true],
    ['a lone high surrogate', 'a\ud800b', true],
    ['a high surrogate at the end', 'ab\ud800', true],
    ['a lone low surrogate', '\udc00ab', true],
  ])('%s', (_name, text, unstorable) => {
    expect(holdsUnstorable(text)).toBe(unstorable);
    const stored = storableText(text);
    expect(holdsUnstorable(stored)).toBe(false);
    expect(stored === text).toBe(!unstorable);
  });

  it('replaces each bad character with U+FFFD and keeps the rest', () => {
    expect(storableText('a\u0000b\ud800c\udc00👍')).toBe('a\ufffdb\ufffdc\ufffd👍');
  });
});
