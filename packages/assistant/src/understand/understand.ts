import { ROLES, type RoleDef } from '../reference/roles.ts';
import { seniorityForYears } from '../rules.ts';
import type {
  EmploymentType,
  Gender,
  Intent,
  Language,
  ReportContext,
  Seniority,
  SlotName,
  TermId,
} from '../types.ts';
import {
  DEFINITION_WORDS,
  EMPLOYMENT_WORDS,
  FAIR_WORDS,
  GENDER_WORDS,
  HELP_WORDS,
  ORG_WORDS,
  PAY_WORDS,
  SENIORITY_WORDS,
  STOP_WORDS,
  TERM_WORDS,
  WHY_WORDS,
  YEARS_WORDS,
} from './lexicon.ts';
import { findPhrase, fold, hasAny, wordMatches } from './text.ts';

export type Words = { raw: string[]; folded: string[] };

export function words(text: string): Words {
  const raw = text.match(/[\p{L}\p{N}+]+/gu) ?? [];
  return { raw, folded: raw.map((w) => fold(w)) };
}

export type Understood = {
  intent: Intent | null;
  /** True when the prompt names an intent strongly enough to switch to it mid-chat. */
  strongIntent: boolean;
  seniority?: Seniority;
  years?: number;
  employmentType?: EmploymentType;
  position?: string;
  salary?: number;
  gender?: Gender;
  level?: string;
  term?: TermId;
  location?: string;
  help: boolean;
};

function firstKey<K extends string>(tokens: string[], table: Record<K, string[]>): K | undefined {
  let best: { key: K; at: number; len: number } | undefined;
  for (const key of Object.keys(table) as K[]) {
    for (const phrase of table[key]) {
      const at = findPhrase(tokens, phrase);
      const len = phrase.length;
      // The latest mention wins ("UoP… no, B2B"); a longer phrase wins at the same place.
      if (at >= 0 && (best === undefined || at > best.at || (at === best.at && len > best.len))) {
        best = { key, at, len };
      }
    }
  }
  return best?.key;
}

const NUMBER_RE =
  /(?<![\p{L}\d])(\d{1,3}(?:[ \u00a0]\d{3})+|\d+)(?:[.,](\d+))?\s*(k|tys\.?|tysiecy|tysiące|tysięcy|thousand)?(?![\p{L}\d])/giu;

type NumberHit = { value: number; thousands: boolean; years: boolean; plus: boolean };

function numbers(text: string): NumberHit[] {
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

function findRole(tokens: string[]): { role: RoleDef; at: number; len: number } | undefined {
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

function reportPosition(tokens: string[], context: ReportContext | null): string | undefined {
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
function typedRole(w: Words, wholePrompt: boolean): string | undefined {
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

function findLevel(w: Words, context: ReportContext | null, bare: boolean): string | undefined {
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

const LOCATIONS: [string, string][] = [
  ['warsz', 'Warszawa'],
  ['warsaw', 'Warszawa'],
  ['krak', 'Kraków'],
  ['cracow', 'Kraków'],
  ['wrocl', 'Wrocław'],
  ['pozna', 'Poznań'],
  ['gdans', 'Gdańsk'],
  ['gdyn', 'Gdynia'],
  ['lodz', 'Łódź'],
  ['katow', 'Katowice'],
  ['szczec', 'Szczecin'],
  ['lublin', 'Lublin'],
  ['bialyst', 'Białystok'],
  ['rzesz', 'Rzeszów'],
  ['torun', 'Toruń'],
  ['remote', 'remote'],
  ['zdaln', 'remote'],
];

function findLocation(tokens: string[]): string | undefined {
  for (const token of tokens) {
    const hit = LOCATIONS.find(([stem]) => token.startsWith(stem));
    if (hit !== undefined) return hit[1];
  }
  return undefined;
}

function detectTerm(tokens: string[]): TermId | undefined {
  const order: TermId[] = [
    'joint_assessment',
    'adjusted_gap',
    'free_days',
    'directive',
    'contract_types',
    'median_vs_mean',
    'pay_gap',
  ];
  return order.find((t) => hasAny(tokens, TERM_WORDS[t]));
}

/** Reads one prompt: every slot it fills and the intent it asks for, if any. */
export function understand(
  prompt: string,
  context: ReportContext | null,
  pending: SlotName | null,
  lang: Language = 'en',
): Understood {
  const w = words(prompt);
  const tokens = w.folded;
  const nums = numbers(prompt);
  const out: Understood = { intent: null, strongIntent: false, help: false };

  const seniority = firstKey(tokens, SENIORITY_WORDS);
  if (seniority !== undefined) out.seniority = seniority;
  const yearsHit = nums.find((n) => n.years);
  if (yearsHit !== undefined) {
    out.years = yearsHit.value;
    out.seniority = seniorityForYears(yearsHit.value);
  } else if (
    pending === 'seniority' &&
    nums.length === 1 &&
    nums[0] !== undefined &&
    nums[0].value <= 50
  ) {
    out.years = nums[0].value;
    out.seniority = seniorityForYears(nums[0].value);
  }
  const employment = firstKey(tokens, EMPLOYMENT_WORDS);
  if (employment !== undefined) out.employmentType = employment;

  const salaryHit = nums.find((n) => !n.years && (n.thousands || n.value >= 1000));
  if (salaryHit !== undefined) out.salary = salaryHit.value;
  else if (pending === 'salary' && nums[0] !== undefined && !nums[0].years)
    out.salary = nums[0].value;

  const gender = firstKey(tokens, GENDER_WORDS);
  const level = findLevel(w, context, pending === 'level');
  if (level !== undefined) out.level = level;

  const fromReport = reportPosition(tokens, context);
  const role = findRole(tokens);
  const otherSlot =
    out.seniority !== undefined ||
    out.employmentType !== undefined ||
    out.salary !== undefined ||
    out.level !== undefined ||
    gender !== undefined;
  if (fromReport !== undefined) out.position = fromReport;
  else if (role !== undefined) out.position = lang === 'pl' ? role.role.pl : role.role.en;
  else if (pending === 'position' && !otherSlot) {
    const typed = typedRole(w, true);
    if (typed !== undefined) out.position = typed;
  }

  const location = findLocation(tokens);
  if (location !== undefined) out.location = location;

  let term = detectTerm(tokens);
  const definition = hasAny(tokens, DEFINITION_WORDS);
  const why = hasAny(tokens, WHY_WORDS);
  const org = hasAny(tokens, ORG_WORDS);
  const fair = hasAny(tokens, FAIR_WORDS);
  const pay = hasAny(tokens, PAY_WORDS);
  const gap = hasAny(tokens, TERM_WORDS.pay_gap);
  // "What does B2B mean?": the verb "mean" is not the statistic.
  if (
    term === 'median_vs_mean' &&
    out.employmentType !== undefined &&
    !hasAny(tokens, ['median', 'mediana', 'average', 'srednia'])
  ) {
    term = 'contract_types';
  }
  let roleish = out.position !== undefined || out.seniority !== undefined;
  // An unknown role typed in a pay question ("…for an astronaut?").
  if (out.position === undefined && pending !== 'position' && pay && !fair && !(gap && why)) {
    const typed = typedRole(w, false);
    if (typed !== undefined) {
      out.position = typed;
      roleish = true;
    }
  }

  if (gap && (why || (org && !definition)) && term !== 'adjusted_gap') {
    out.intent = 'gap_why';
  } else if (
    fair ||
    (out.salary !== undefined && (gender !== undefined || out.level !== undefined) && !definition)
  ) {
    out.intent = 'salary_fair';
  } else if (
    term !== undefined &&
    definition &&
    !(roleish && (term === 'median_vs_mean' || term === 'pay_gap'))
  ) {
    out.intent = 'term';
  } else if (definition && out.employmentType !== undefined && !roleish) {
    out.intent = 'term';
  } else if (pay && (roleish || out.employmentType !== undefined || !term)) {
    out.intent = 'role_pay';
  } else if (term !== undefined && term !== 'pay_gap' && !roleish) {
    out.intent = 'term';
  } else if (term === 'pay_gap' && !roleish) {
    out.intent = 'gap_why';
  }
  if (out.intent === 'term' && term !== undefined) out.term = term;
  if (out.intent === 'term' && term === undefined) out.term = 'contract_types';
  out.strongIntent = out.intent !== null && (out.intent !== 'role_pay' || pay);
  if (out.intent === 'salary_fair' || pending === 'gender') {
    if (gender !== undefined) out.gender = gender;
  }
  out.help = out.intent === null && hasAny(tokens, HELP_WORDS);
  return out;
}
