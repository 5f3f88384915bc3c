import type { Intent } from '#types.ts';
import { hasAny } from './text.ts';

// Folded words (no diacritics, lower case); one typo is forgiven on words of 4+ letters.
const DUTY = [
  'deadline',
  'termin',
  'terminy',
  'obowiazek',
  'obowiazkowe',
  'sprawozdawczosc',
  'sprawozdanie',
  'raportowac',
  'raportowanie',
  'zlozyc',
  'skladac',
  'file',
  'filing',
  'submit',
  'duty',
  'reporting duty',
  'do we have to report',
  'have to file',
  'must we report',
];
const COMPARISON = [
  'last year',
  'previous year',
  'previous report',
  'compared',
  'compare',
  'comparison',
  'changed',
  'zeszly rok',
  'zeszlym roku',
  'poprzedni',
  'poprzednim',
  'porownaj',
  'porownanie',
  'porownaniu',
  'zmienila',
  'zmienil',
  'rok temu',
];
const FLAGGED = [
  'justify',
  'justified',
  'flagged',
  'flag',
  'uzasadnic',
  'uzasadnienie',
  'oznaczone',
  'oznaczona',
  'cost to close',
  'close the gap',
  'closing the gap',
  'zamkniecie luki',
  'wyrownanie',
  'wyrownac',
  'remedy',
];
const INDICATORS = [
  'indicators',
  'indicator',
  'wskazniki',
  'wskaznik',
  'wskaznikow',
  'article 9',
  'art 9',
  'artykul 9',
];

/** Words that name the Directive itself. */
export const DIRECTIVE_NAMES = ['directive', 'dyrektywa', 'dyrektywy', 'dyrektywie', '2023 970'];

/**
 * The reporting topic a prompt asks about, if any: the comparison with last year, the flagged
 * categories (what each needs, what closing it costs), the reporting duty and its deadline,
 * or the indicators. Checked before the other intents: "what does closing the gap in
 * Production cost?" is about the organisation's own categories, not a salary.
 */
export function reportingIntent(tokens: string[]): Intent | null {
  if (hasAny(tokens, COMPARISON)) return 'comparison';
  if (hasAny(tokens, FLAGGED)) return 'flagged';
  if (hasAny(tokens, DUTY)) return 'duty';
  if (hasAny(tokens, INDICATORS)) return 'indicators';
  return null;
}
