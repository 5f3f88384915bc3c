import {
  benchmarkRoles,
  seniorities,
  type BenchmarkRole,
  type Region,
  type Seniority,
} from '@parytet/contract/benchmarking';
import { SENIORITY_WORDS } from '../understand/lexicon.ts';
import { tokenize } from '../understand/text.ts';
import { regionOf } from './regions.ts';
import { ROLE_WORDS } from './role-words.ts';
import { phraseMatcher } from './word-match.ts';

type Match = { role: BenchmarkRole; tier: number; words: number; total: number };

const TIERS = [4, 3, 2, 1] as const;

/** Every role's phrases, split into words once. */
const PHRASES = benchmarkRoles.map((role) => ({
  role,
  phrases: TIERS.flatMap((tier) =>
    (ROLE_WORDS[role][tier] ?? []).map((phrase) => ({ tier, words: phrase.split(' ') })),
  ),
}));

const ROLE_MATCHER = phraseMatcher(PHRASES.flatMap((r) => r.phrases.map((p) => p.words)));
/** Each role's phrases by their first word: a text is checked only against phrases it may hold. */
const BY_FIRST_WORD = new Set(PHRASES.flatMap((r) => r.phrases.map((p) => p.words[0] as string)));

/** The best role a text names: the highest tier, then the longest phrase, then the most hits. */
function bestRoleOf(tokens: readonly string[]): Match | null {
  const read = ROLE_MATCHER.read(tokens);
  const firsts = new Set(read.flatMap((words) => [...words].filter((w) => BY_FIRST_WORD.has(w))));
  if (firsts.size === 0) return null;
  let best: Match | null = null;
  for (const { role, phrases } of PHRASES) {
    let top: Match | null = null;
    let total = 0;
    for (const { tier, words } of phrases) {
      if (!firsts.has(words[0] as string) || !ROLE_MATCHER.has(read, words)) continue;
      total += tier;
      if (top === null || tier > top.tier || (tier === top.tier && words.length > top.words)) {
        top = { role, tier, words: words.length, total: 0 };
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

// Positions repeat across levels and a department names many of them: each text is read once
// (the map is dropped whole past a bound).
const MAX_CACHED_TEXTS = 20_000;
let roles = new Map<string, Match | null>();

function bestRole(text: string): Match | null {
  const known = roles.get(text);
  if (known !== undefined) return known;
  if (roles.size >= MAX_CACHED_TEXTS) roles = new Map();
  const found = bestRoleOf(tokenize(text));
  roles.set(text, found);
  return found;
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
  const own = bestRole(position) ?? bestRole(hints.level ?? '');
  const place = hints.locations?.[0];
  const department = place === undefined ? null : bestRole(place);
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

const SENIORITY_PHRASES = seniorities.map((seniority) => ({
  seniority,
  phrases: [...SENIORITY_WORDS[seniority], ...EXTRA_SENIORITY[seniority]].map((w) => w.split(' ')),
}));
const SENIORITY_MATCHER = phraseMatcher(SENIORITY_PHRASES.flatMap((s) => s.phrases));

function seniorityIn(text: string): Seniority | null {
  const tokens = tokenize(text);
  const read = SENIORITY_MATCHER.read(tokens);
  let best: { seniority: Seniority; words: number } | null = null;
  // The longest phrase wins ("assistant professor" over "professor"), then the most senior
  // word ("Senior Associate" is senior). Words of 3 letters or fewer ("sr", "mid") only exactly.
  for (const { seniority, phrases } of [...SENIORITY_PHRASES].reverse()) {
    for (const words of phrases) {
      const found =
        words.length === 1 && (words[0] as string).length <= 3
          ? tokens.includes(words[0] as string)
          : SENIORITY_MATCHER.has(read, words);
      if (found && (best === null || words.length > best.words))
        best = { seniority, words: words.length };
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
