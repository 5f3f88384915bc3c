import { describe, expect, it } from 'vitest';
import { chatName } from '#chat-name.ts';

describe('chatName', () => {
  it('keeps a short question whole, whitespace collapsed', () => {
    expect(chatName('  Ile płacić   programiście? ')).toBe('Ile płacić programiście?');
  });

  it('cuts a long question at a word boundary and marks the cut', () => {
    const name = chatName(
      'How much should we pay a senior software engineer on a B2B contract in Kraków next year?',
    );
    expect(name).toBe('How much should we pay a senior software engineer on a B2B…');
    expect(name.length).toBeLessThanOrEqual(61);
  });

  it('drops punctuation left before the cut', () => {
    expect(chatName('Dlaczego nasza luka, która wynosi dużo, jest taka?', 30)).toBe(
      'Dlaczego nasza luka, która…',
    );
  });

  it('cuts a single over-long word rather than returning nothing', () => {
    expect(chatName('x'.repeat(80), 10)).toBe(`${'x'.repeat(10)}…`);
  });

  it('gives an empty name for an empty question', () => {
    expect(chatName('   ')).toBe('');
  });
});
