import type { ChatTurn, CitedFigure, Mention } from '#types.ts';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Digits that may stand in running text without being a figure: B2B, the W1/W2 tables. */
const VOCABULARY = /\bB2B\b|\bW[12]\b/g;

/** Matches `text` only as a whole number: not inside "5 200" (no-break space), "12,5" or "L12". */
function whole(text: string): RegExp {
  return new RegExp(`(?<!\\d|\\d[,\\u00a0])${escape(text)}(?!\\d|[,\\u00a0]\\d)`, 'g');
}

/**
 * Removes every cited figure and mention from `text`, longest first, and the fixed vocabulary
 * with digits. Returns what is left and the figures that could not be found.
 */
export function stripCited(
  text: string,
  figures: CitedFigure[],
  mentions: Mention[],
): { rest: string; missing: CitedFigure[] } {
  let rest = text.replace(/\u202f/g, '\u00a0');
  const missing: CitedFigure[] = [];
  const items = [
    ...figures.map((f) => ({ text: f.text, figure: f as CitedFigure | null })),
    ...mentions.map((m) => ({ text: m.text, figure: null })),
  ].sort((a, b) => b.text.length - a.text.length);
  const removed = new Set<string>();
  for (const item of items) {
    // The same text may stand for several figures (two counts of 3): removed at its first turn.
    if (removed.has(item.text)) continue;
    if (!whole(item.text).test(rest)) {
      if (item.figure !== null && !missing.includes(item.figure)) missing.push(item.figure);
      continue;
    }
    rest = rest.replace(whole(item.text), ' ');
    removed.add(item.text);
  }
  return { rest: rest.replace(VOCABULARY, ' '), missing };
}

/**
 * Whether a rephrased answer (from an optional language model) keeps the engine's figures:
 * every figure the engine cited is still printed exactly, and no other number appears (names
 * and periods the engine mentioned excepted). The server shows the engine's own text otherwise.
 */
export function rephrasingKeepsFigures(turn: ChatTurn, rephrased: string): boolean {
  const { rest, missing } = stripCited(rephrased, turn.figures, turn.mentions);
  return missing.length === 0 && !/\d/.test(rest);
}
