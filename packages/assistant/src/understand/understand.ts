import { seniorityForYears } from '#rules.ts';
import type {
  EmploymentType,
  Gender,
  Intent,
  Language,
  ReportContext,
  Seniority,
  SlotName,
  TermId,
} from '#types.ts';
import {
  DEFINITION_WORDS,
  EMPLOYMENT_WORDS,
  FAIR_WORDS,
  GENDER_WORDS,
  HELP_WORDS,
  HOW_MUCH_WORDS,
  ORG_WORDS,
  PAY_WORDS,
  SENIORITY_WORDS,
  TERM_WORDS,
  WHY_WORDS,
} from './lexicon.ts';
import { findLocation } from './location.ts';
import { numbers } from './numbers.ts';
import { findLevel, findRole, reportPosition, typedRole } from './positions.ts';
import { DIRECTIVE_NAMES, reportingIntent } from './reporting-intent.ts';
import { findPhrase, hasAny } from './text.ts';
import { words } from './words.ts';

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
  /** A term named in the prompt, whatever the intent (an answer to "which term?"). */
  termWord?: TermId;
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

  // Exact words only: Polish stems blur "pracownicy" (workers) into "pracownica" (a woman).
  const gender = (Object.keys(GENDER_WORDS) as Gender[]).find((g) =>
    GENDER_WORDS[g].some((word) => tokens.includes(word)),
  );
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
  const slotted =
    out.position !== undefined || out.seniority !== undefined || out.employmentType !== undefined;
  const pay = hasAny(tokens, PAY_WORDS) || (slotted && hasAny(tokens, HOW_MUCH_WORDS));
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

  // A question naming the Directive is about the Directive (its term), and so is a deadline
  // question without the organisation's reporting to answer it from.
  const aboutDirective =
    hasAny(tokens, DIRECTIVE_NAMES) || (term === 'directive' && !context?.reporting);
  const reporting = aboutDirective ? null : reportingIntent(tokens);
  if (reporting !== null) {
    out.intent = reporting;
  } else if (gap && (why || (org && !definition)) && term !== 'adjusted_gap') {
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
  if (term !== undefined) out.termWord = term;
  if (out.intent === 'term' && term !== undefined) out.term = term;
  if (out.intent === 'term' && term === undefined) out.term = 'contract_types';
  out.strongIntent = out.intent !== null && (out.intent !== 'role_pay' || pay);
  if (out.intent === 'salary_fair' || pending === 'gender') {
    if (gender !== undefined) out.gender = gender;
  }
  out.help = out.intent === null && hasAny(tokens, HELP_WORDS);
  return out;
}
