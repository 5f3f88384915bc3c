import {
  benchmarkRoles,
  seniorities,
  type BenchmarkRole,
  type Region,
  type Seniority,
} from '@parytet/contract/benchmarking';
import { SENIORITY_WORDS } from '../understand/lexicon.ts';
import { editDistance, tokenize } from '../understand/text.ts';
import { regionOf } from './regions.ts';
import { ROLE_WORDS } from './role-words.ts';

type Match = { role: BenchmarkRole; tier: number; words: number; total: number };

/* Polish case and number endings (folded), and the English plural: what may follow a stem. */
const ENDINGS = new Set(
  '|a|e|i|y|u|o|s|es|em|ie|ach|ami|om|ow|owi|owie|ego|emu|ej|ym|ymi|ych|cie|ce|ka|ki|ku|ke'.split(
    '|',
  ),
);

/**
 * Whether a word of a title stands for a keyword word: the same; the keyword with a Polish
 * ending ("magazynu", "programiście", "księgowa" for "księgowy"), an English plural; or one typo
 * on words of five letters or more. An English derivation is not an ending: "management" is
 * not "manager", "development" not "developer".
 */
function wordIs(typed: string, word: string): boolean {
  if (typed === word) return true;
  if (/\d/.test(typed) || /\d/.test(word)) return false;
  if (word.length >= 5 && typed.length >= 5 && editDistance(typed, word, 1) <= 1) return true;
  if (word.length < 6) return false;
  const stems = [word, word.slice(0, -1), ...(word.length >= 9 ? [word.slice(0, -2)] : [])];
  return stems.some((stem) => typed.startsWith(stem) && ENDINGS.has(typed.slice(stem.length)));
}

function hasPhrase(tokens: readonly string[], phrase: string): boolean {
  const words = phrase.split(' ');
  for (let i = 0; i + words.length <= tokens.length; i++) {
    if (words.every((w, k) => wordIs(tokens[i + k] as string, w))) return true;
  }
  return false;
}

const TIERS = [4, 3, 2, 1] as const;

/** The best role a text names: the highest tier, then the longest phrase, then the most hits. */
function bestRole(tokens: readonly string[]): Match | null {
  let best: Match | null = null;
  for (const role of benchmarkRoles) {
    const words = ROLE_WORDS[role];
    let top: Match | null = null;
    let total = 0;
    for (const tier of TIERS) {
      for (const phrase of words[tier] ?? []) {
        if (!hasPhrase(tokens, phrase)) continue;
        const length = phrase.split(' ').length;
        total += tier;
        if (top === null || tier > top.tier || (tier === top.tier && length > top.words)) {
          top = { role, tier, words: length, total: 0 };
        }
      }
    }
    if (top === null) continue;
    top.total = total;
    if (
      best === null ||
      top.tier > best.tier ||
      (top.tier === best.tier && top.words > best.words) ||
      (top.tier === best.tier && top.words === best.words && top.total > best.total)
    ) {
      best = top;
    }
  }
  return best;
}

export type RoleHints = {
  /** The position's level name ("Prof", "Senior"): a title word there counts after the position's. */
  level?: string;
  /** Where the position's people work, most people first (a department names the work, too). */
  locations?: readonly string[];
};

/**
 * A standard role for a position, read from its name in English or Polish: the position's own
 * words first, then its level's, then the place or department its people work in. Null when
 * none names a role. A suggestion only: the organisation confirms or changes it.
 */
export function suggestRole(position: string, hints: RoleHints = {}): BenchmarkRole | null {
  const own = bestRole(tokenize(position)) ?? bestRole(tokenize(hints.level ?? ''));
  const place = hints.locations?.[0];
  const department = place === undefined ? null : bestRole(tokenize(place));
  // A weak hint in the title ("administration", "community") gives way to a department that
  // names an occupation ("Department of Police").
  if (own !== null && (own.tier > 1 || department === null || department.tier < 3)) return own.role;
  return department?.role ?? own?.role ?? null;
}

/* Academic ranks and Polish grades the chat's lexicon does not hold. */
const EXTRA_SENIORITY: Record<Seniority, readonly string[]> = {
  entry: ['apprentice', 'uczen'],
  junior: ['asstprof', 'assistant professor'],
  mid: ['assocprof', 'associate professor'],
  senior: ['prof', 'professor', 'starszy specjalista', 'glowny', 'glowna'],
  staff: ['principal', 'glowny specjalista'],
};

function seniorityIn(text: string): Seniority | null {
  const tokens = tokenize(text);
  let best: { seniority: Seniority; words: number } | null = null;
  // The longest phrase wins ("assistant professor" over "professor"), then the most senior
  // word ("Senior Associate" is senior).
  for (const seniority of [...seniorities].reverse()) {
    for (const w of [...SENIORITY_WORDS[seniority], ...EXTRA_SENIORITY[seniority]]) {
      const found = w.length <= 3 ? tokens.includes(w) : hasPhrase(tokens, w);
      const words = w.split(' ').length;
      if (found && (best === null || words > best.words)) best = { seniority, words };
    }
  }
  return best?.seniority ?? null;
}

/** A level's place among the organisation's levels: 0-based, in their natural order. */
export type LevelRank = { index: number; count: number };

/**
 * A seniority for a position: a seniority word in its title, else in its level's name, else the
 * level's place among the organisation's levels spread over the five steps of the guide (with
 * five levels, the lowest is entry and the highest staff). Null with one level and no words.
 */
export function suggestSeniority(
  position: string,
  level: string,
  rank: LevelRank | null,
): Seniority | null {
  const named = seniorityIn(position) ?? seniorityIn(level);
  if (named !== null) return named;
  if (rank === null || rank.count < 2) return null;
  const step = Math.round((rank.index * (seniorities.length - 1)) / (rank.count - 1));
  return seniorities[step] ?? null;
}

/** The voivodeship a location names (its own name or a town of 40 000+ people), or null. */
export function suggestRegion(location: string): Region | null {
  return regionOf(tokenize(location));
}
