import type { ChatState, Intent, SlotName, Slots } from '../types.ts';

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
  };
}
