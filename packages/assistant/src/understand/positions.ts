import { ROLES, type RoleDef } from '#reference/roles.ts';
import type { ReportContext } from '#types.ts';
import {
  EMPLOYMENT_WORDS,
  GENDER_WORDS,
  SENIORITY_WORDS,
  STOP_WORDS,
  YEARS_WORDS,
} from './lexicon.ts';
import { findPhrase, fold, wordMatches } from './text.ts';
import { words, type Words } from './words.ts';

export function findRole(tokens: string[]): { role: RoleDef; at: number; len: number } | undefined {
  for (const role of ROLES) {
    // The labels too: a position stored as "programista" is found again.
    for (const k of [...role.keywords, fold(role.en), fold(role.pl)]) {
      const at = findPhrase(tokens, k);
      if (at >= 0) return { role, at, len: k.split(' ').length };
    }
  }
  return undefined;
}

export function roleOf(position: string): RoleDef | undefined {
  return findRole(words(position).folded)?.role;
}

function reportPositions(context: ReportContext | null): string[] {
  const names = new Set<string>();
  for (const level of context?.extendedSalaryRanges.ranges ?? []) {
    for (const p of level.positions) names.add(p.position);
  }
  return [...names];
}

export function reportPosition(
  tokens: string[],
  context: ReportContext | null,
): string | undefined {
  let best: string | undefined;
  for (const name of reportPositions(context)) {
    const phrase = words(name).folded.join(' ');
    if (phrase !== '' && findPhrase(tokens, phrase) >= 0) {
      if (best === undefined || name.length > best.length) best = name;
    }
  }
  return best;
}

function isSlotWord(token: string): boolean {
  return (
    STOP_WORDS.has(token) ||
    /\d/.test(token) ||
    Object.values(SENIORITY_WORDS).some((ws) => ws.some((w) => wordMatches(token, w))) ||
    Object.values(EMPLOYMENT_WORDS).some((ws) =>
      ws.some((w) => !w.includes(' ') && wordMatches(token, w)),
    ) ||
    YEARS_WORDS.includes(token) ||
    Object.values(GENDER_WORDS).some((ws) => ws.includes(token))
  );
}

const TRIGGERS = [
  'for a',
  'for an',
  'for',
  'pay a',
  'pay an',
  'hire a',
  'hire an',
  'hiring a',
  'hiring an',
  'as a',
  'as an',
  'dla',
  'na stanowisko',
  'na stanowisku',
  'jako',
  'zatrudnic',
];

function exactPhrase(tokens: string[], phrase: string): number {
  const parts = phrase.split(' ');
  for (let i = 0; i + parts.length <= tokens.length; i++) {
    if (parts.every((p, k) => tokens[i + k] === p)) return i;
  }
  return -1;
}

/** Words after "for a …" / "dla …" that are not slot words: an unknown role typed in a sentence. */
export function typedRole(w: Words, wholePrompt: boolean): string | undefined {
  let start = -1;
  if (wholePrompt) start = 0;
  else {
    for (const t of TRIGGERS) {
      const at = exactPhrase(w.folded, t);
      if (at >= 0) {
        start = at + t.split(' ').length;
        break;
      }
    }
  }
  if (start < 0) return undefined;
  const picked: string[] = [];
  for (let i = start; i < w.folded.length && picked.length < 4; i++) {
    const token = w.folded[i] as string;
    if (isSlotWord(token)) {
      if (picked.length > 0 && !wholePrompt) break;
      continue;
    }
    picked.push(w.raw[i] as string);
  }
  const text = picked.join(' ');
  return text.length >= 3 ? text : undefined;
}

export function findLevel(
  w: Words,
  context: ReportContext | null,
  bare: boolean,
): string | undefined {
  const levels = context?.salaryRanges.ranges.map((r) => r.level) ?? [];
  let best: string | undefined;
  for (const level of levels) {
    const phrase = words(level).folded.join(' ');
    if (phrase === '') continue;
    const at = findPhrase(w.folded, phrase);
    // A bare level like "3" only counts when the question asked for a level.
    const numericOnly = /^\d+$/.test(phrase);
    if (
      at >= 0 &&
      (!numericOnly || bare || w.folded[at - 1] === 'level' || w.folded[at - 1] === 'poziom')
    ) {
      if (best === undefined || level.length > best.length) best = level;
    }
  }
  return best;
}
