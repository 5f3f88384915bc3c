import type { ChatTurn } from '../types.ts';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Digits that may stand in running text without being a figure: B2B, the W1/W2 tables. */
const VOCABULARY = /\bB2B\b|\bW[12]\b/g;

/**
 * Whether a rephrased answer (from an optional language model) keeps the engine's figures:
 * every figure the engine cited is still printed exactly, and no other number appears (names
 * and periods the engine mentioned excepted). The server shows the engine's own text otherwise.
 */
export function rephrasingKeepsFigures(turn: ChatTurn, rephrased: string): boolean {
  let rest = rephrased.replace(/[\u202f]/g, '\u00a0');
  for (const m of [...turn.mentions].sort((a, b) => b.text.length - a.text.length)) {
    rest = rest.split(m.text).join(' ');
  }
  for (const f of [...turn.figures].sort((a, b) => b.text.length - a.text.length)) {
    const re = new RegExp(`(?<!\\d|\\d,)${escape(f.text)}(?!\\d|,\\d)`, 'g');
    if (!re.test(rest)) return false;
    rest = rest.replace(re, ' ');
  }
  return !/\d/.test(rest.replace(VOCABULARY, ' '));
}
