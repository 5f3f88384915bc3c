import type {
  ChatState,
  CitedFigure,
  Continuation,
  FigureSource,
  Intent,
  Mention,
  SlotName,
  Slots,
} from '#types.ts';

const INTENTS: readonly (Intent | null)[] = [
  'role_pay',
  'gap_why',
  'salary_fair',
  'term',
  'other',
  'indicators',
  'flagged',
  'duty',
  'comparison',
  null,
];
const SLOTS: Record<SlotName, 'string' | 'number'> = {
  position: 'string',
  seniority: 'string',
  employmentType: 'string',
  location: 'string',
  salary: 'number',
  gender: 'string',
  level: 'string',
  term: 'string',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (v: unknown): v is string => typeof v === 'string';
const FIGURE_KINDS = ['money', 'percent', 'count', 'date', 'number'];

function isSource(v: unknown): v is FigureSource {
  if (!isRecord(v)) return false;
  switch (v.kind) {
    case 'report':
      return isString(v.path);
    case 'reference':
      return isString(v.rowId) && (isString(v.part) || typeof v.part === 'number');
    case 'user':
      return v.slot === 'salary' || v.slot === 'years';
    case 'rule':
      return isString(v.rule);
    case 'derived':
      return (
        v.op === 'percent_difference' &&
        Array.isArray(v.inputs) &&
        v.inputs.length === 2 &&
        v.inputs.every(isFigure)
      );
    default:
      return false;
  }
}

function isFigure(v: unknown): v is CitedFigure {
  return (
    isRecord(v) &&
    FIGURE_KINDS.includes(v.kind as string) &&
    typeof v.value === 'number' &&
    isString(v.text) &&
    (v.currency === undefined || isString(v.currency)) &&
    isSource(v.source)
  );
}

const isMention = (v: unknown): v is Mention =>
  isRecord(v) && isString(v.text) && isRecord(v.source) && isString(v.source.kind);

/** The stored rest of a cut answer: its text, the figures it cites, its fixed values. */
function isContinuation(v: unknown): v is Continuation {
  return (
    isRecord(v) &&
    isString(v.text) &&
    typeof v.finished === 'boolean' &&
    Array.isArray(v.figures) &&
    v.figures.every(isFigure) &&
    Array.isArray(v.mentions) &&
    v.mentions.every(isMention) &&
    Array.isArray(v.values) &&
    v.values.every((x) => isRecord(x) && isString(x.label) && isString(x.tip))
  );
}

/**
 * A stored state read back from the database, checked field by field; null when it is not a
 * state this engine wrote (the caller then starts the chat's engine state afresh).
 */
export function parseChatState(value: unknown): ChatState | null {
  if (!isRecord(value) || value.version !== 1) return null;
  if (value.language !== 'en' && value.language !== 'pl') return null;
  if (!INTENTS.includes(value.intent as Intent | null)) return null;
  if (typeof value.finished !== 'boolean' || typeof value.turns !== 'number') return null;
  if (value.pending !== null && !(typeof value.pending === 'string' && value.pending in SLOTS)) {
    return null;
  }
  if (!isRecord(value.slots)) return null;
  const more = value.more ?? null;
  if (more !== null && !isContinuation(more)) return null;
  const slots: Slots = {};
  for (const [key, v] of Object.entries(value.slots)) {
    const type = SLOTS[key as SlotName];
    if (type === undefined || typeof v !== type) return null;
    (slots as Record<string, unknown>)[key] = v;
  }
  return {
    version: 1,
    language: value.language,
    intent: value.intent as Intent | null,
    slots,
    pending: value.pending as SlotName | null,
    finished: value.finished,
    turns: value.turns,
    more,
  };
}
