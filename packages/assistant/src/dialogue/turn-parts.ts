import type { AnswerBuilder } from '#compose/answer-builder.ts';
import { EMPLOYMENT_LABELS, GENDER_LABELS, SENIORITY_LABELS } from '#answers/labels.ts';
import type { Understood } from '#understand/understand.ts';
import { words } from '#understand/words.ts';
import type {
  ChatState,
  ChatTurn,
  CitedFigure,
  Intent,
  ReportContext,
  SlotName,
  Slots,
} from '#types.ts';

const SLOT_KEYS: SlotName[] = [
  'position',
  'seniority',
  'employmentType',
  'location',
  'salary',
  'gender',
  'level',
  'term',
];

export function required(intent: Intent, slots: Slots, context: ReportContext | null): SlotName[] {
  switch (intent) {
    case 'role_pay':
      return ['position', 'seniority', 'employmentType'];
    case 'salary_fair': {
      if (context === null) return ['salary'];
      const level = context.extendedSalaryRanges.ranges.find((r) => r.level === slots.level);
      // Ask for the position only where the level holds more than one.
      const needsPosition = level === undefined || level.positions.length > 1;
      return ['salary', 'level', ...(needsPosition ? (['position'] as const) : []), 'gender'];
    }
    case 'term':
      return ['term'];
    case 'gap_why':
    case 'other':
    case 'indicators':
    case 'flagged':
    case 'duty':
    case 'comparison':
      return [];
  }
}

function fold(text: string): string {
  return words(text).folded.join(' ');
}

/** A tapped intent choice (the labels `intentChoices` offers) in either language. */
export function tappedIntent(prompt: string): Intent | null {
  const p = fold(prompt);
  const table: [string[], Intent][] = [
    [['what to pay for a role', 'ile placic na stanowisku'], 'role_pay'],
    [['why is our pay gap what it is', 'skad bierze sie nasza luka placowa'], 'gap_why'],
    [['is a salary fair', 'czy pensja jest sprawiedliwa'], 'salary_fair'],
    [['explain a term', 'wyjasnij pojecie'], 'term'],
  ];
  return table.find(([labels]) => labels.includes(p))?.[1] ?? null;
}

export function describeSlot(b: AnswerBuilder, slot: SlotName, slots: Slots): string {
  switch (slot) {
    case 'seniority':
      return `${b.t('seniority', 'poziom')} → ${slots.seniority ? SENIORITY_LABELS[slots.seniority][b.lang] : ''}`;
    case 'employmentType':
      return `${b.t('contract', 'umowa')} → ${slots.employmentType ? EMPLOYMENT_LABELS[slots.employmentType][b.lang] : ''}`;
    case 'gender':
      return `${b.t('gender', 'płeć')} → ${slots.gender ? GENDER_LABELS[slots.gender][b.lang] : ''}`;
    case 'position':
      return `${b.t('position', 'stanowisko')} → ${b.userPosition(slots.position ?? '')}`;
    case 'salary':
      return `${b.t('salary', 'pensja')} → ${b.money(slots.salary ?? 0, { kind: 'user', slot: 'salary' })}`;
    case 'level': {
      const index = b.context?.salaryRanges.ranges.findIndex((r) => r.level === slots.level) ?? -1;
      const name = index >= 0 ? b.reportName(`salaryRanges.ranges[${index}].level`) : '';
      return `${b.t('level', 'poziom')} → ${name}`;
    }
    case 'location':
    case 'term':
      return '';
  }
}

export function merge(
  state: ChatState,
  u: Understood,
): { slots: Slots; changed: SlotName[]; filled: SlotName[] } {
  const slots: Slots = { ...state.slots };
  const changed: SlotName[] = [];
  const filled: SlotName[] = [];
  for (const key of SLOT_KEYS) {
    const value = u[key];
    if (value === undefined) continue;
    const before = slots[key];
    if (before !== undefined && before !== value) changed.push(key);
    (slots as Record<string, unknown>)[key] = value;
    filled.push(key);
  }
  return { slots, changed, filled };
}

function dedupe(figures: CitedFigure[]): CitedFigure[] {
  const seen = new Set<string>();
  return figures.filter((f) => {
    const key = JSON.stringify(f);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function finish(b: AnswerBuilder, state: ChatState, reply: ChatTurn['reply']): ChatTurn {
  const text = 'response' in reply ? reply.response : reply.additional_question;
  const all = [text, ...reply.possible_fixed_values.flatMap((v) => [v.label, v.tip])].join('\n');
  return {
    reply,
    state,
    // Both languages' phrasings may have recorded a figure; keep those the reply shows.
    figures: dedupe(b.figures).filter((f) => all.includes(f.text)),
    mentions: b.mentions.filter(
      (m, i, list) => list.findIndex((x) => x.text === m.text) === i && all.includes(m.text),
    ),
    sources: [...b.sources.values()],
  };
}
