import { YEARS_WORDS } from './lexicon.ts';
import { fold } from './text.ts';

const NUMBER_RE =
  /(?<![\p{L}\d])(\d{1,3}(?:[ \u00a0]\d{3})+|\d+)(?:[.,](\d+))?\s*(k|tys\.?|tysiecy|tysiące|tysięcy|thousand)?(?![\p{L}\d])/giu;

export type NumberHit = { value: number; thousands: boolean; years: boolean; plus: boolean };

/** Numbers in a prompt: amounts (k, tys.), and whether a years word follows each. */
export function numbers(text: string): NumberHit[] {
  const hits: NumberHit[] = [];
  for (const m of text.matchAll(NUMBER_RE)) {
    const whole = (m[1] ?? '').replace(/[ \u00a0]/g, '');
    const value = Number(`${whole}${m[2] !== undefined ? `.${m[2]}` : ''}`);
    const after = fold(text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 12));
    const plus = after.startsWith('+');
    const afterWord = after.replace(/^\+?\s*/, '').split(/[^a-z]/)[0] ?? '';
    const years = YEARS_WORDS.includes(afterWord);
    const thousands = m[3] !== undefined;
    hits.push({ value: thousands ? value * 1000 : value, thousands, years, plus });
  }
  return hits;
}
