import { expect } from 'vitest';
import { answerChat, startChat } from '#index.ts';
import type { ChatTurn, Intent, Language, ReportContext, SlotName, Slots } from '#types.ts';
import { GRADES, MANY, TECH, TECH_EUR, TECH_REPORTING } from '../fixtures/contexts.ts';

type Expect = {
  /** The reply asks for this slot (an additional question). */
  asks?: SlotName;
  /** The reply is a final response. */
  answers?: boolean;
  /** A response that is not final (the "I can help with…" answer). */
  offers?: boolean;
  includes?: (string | RegExp)[];
  excludes?: (string | RegExp)[];
  /** Labels the fixed values must include. */
  values?: string[];
  intent?: Intent | null;
  slots?: Partial<Slots>;
  /** Reference rows the answer must cite. */
  cites?: string[];
};

type Step = { say: string; expect: Expect } | { tap: string; expect: Expect };

export type Script = {
  name: string;
  lang: Language;
  context: ContextName | null;
  steps: Step[];
};

type ContextName = 'tech' | 'grades' | 'tech-eur' | 'tech-reporting' | 'many';

export const CONTEXTS: Record<ContextName, ReportContext> = {
  tech: TECH,
  grades: GRADES,
  'tech-eur': TECH_EUR,
  'tech-reporting': TECH_REPORTING,
  many: MANY,
};

export function replyText(turn: ChatTurn): string {
  return 'response' in turn.reply ? turn.reply.response : turn.reply.additional_question;
}

/** Non-breaking spaces as plain ones, so expectations read naturally ("12 000 zł"). */
export function plain(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** The labels of the fixed value that asks for the rest of a cut answer. */
const MORE = ['More', 'Więcej'];
/** No part of an answer is longer than this (about 600 characters, cut at a boundary). */
const PART_MAX = 700;

function check(turn: ChatTurn, e: Expect, where: string, whole = replyText(turn)): void {
  const text = plain(whole);
  const msg = `${where}\n--- reply ---\n${text}`;
  if (e.asks !== undefined) {
    expect('additional_question' in turn.reply, msg).toBe(true);
    expect(turn.state.pending, msg).toBe(e.asks);
    expect(turn.reply.is_finished, msg).toBe(false);
  }
  if (e.answers === true) {
    expect('response' in turn.reply, msg).toBe(true);
    expect(turn.reply.is_finished, msg).toBe(true);
  }
  if (e.offers === true) {
    expect('response' in turn.reply, msg).toBe(true);
    expect(turn.reply.is_finished, msg).toBe(false);
    expect(turn.reply.possible_fixed_values.length, msg).toBe(4);
  }
  for (const inc of e.includes ?? []) {
    if (typeof inc === 'string') expect(text, msg).toContain(inc);
    else expect(text, msg).toMatch(inc);
  }
  for (const exc of e.excludes ?? []) {
    if (typeof exc === 'string') expect(text, msg).not.toContain(exc);
    else expect(text, msg).not.toMatch(exc);
  }
  const labels = turn.reply.possible_fixed_values.map((v) => v.label);
  for (const label of e.values ?? []) expect(labels, msg).toContain(label);
  if (e.intent !== undefined) expect(turn.state.intent, msg).toBe(e.intent);
  if (e.slots !== undefined) expect(turn.state.slots, msg).toMatchObject(e.slots);
  const cited = turn.sources.map((s) => s.rowId);
  for (const id of e.cites ?? []) expect(cited, msg).toContain(id);
}

/** Plays a script turn by turn, checking each reply; returns every turn for further checks. */
export function play(script: Script, verify = true): ChatTurn[] {
  const context = script.context === null ? null : CONTEXTS[script.context];
  const turns: ChatTurn[] = [];
  for (const [i, step] of script.steps.entries()) {
    let prompt: string;
    if ('tap' in step) {
      const previous = turns[turns.length - 1];
      const value = previous?.reply.possible_fixed_values.find((v) => v.label === step.tap);
      if (verify)
        expect(value, `${script.name} step ${i + 1}: no fixed value "${step.tap}"`).toBeDefined();
      prompt = value?.label ?? step.tap;
    } else prompt = step.say;
    const previous = turns[turns.length - 1];
    const turn =
      previous === undefined
        ? startChat({ language: script.lang, prompt, context })
        : answerChat({ state: JSON.parse(JSON.stringify(previous.state)), prompt, context });
    turns.push(turn);
    // A long answer comes in parts of a phone screen each: "more" is asked for (tapped, as
    // the web does) until the whole answer is given, and the step's expectations are checked
    // on the whole text, the reply's shape on its last part.
    const parts = [turn];
    for (let last = turn; last.state.more;) {
      const tap = last.reply.possible_fixed_values[0]?.label ?? '';
      if (verify) {
        const where = `${script.name}, step ${i + 1}, part ${parts.length}`;
        expect(last.reply.is_finished, where).toBe(false);
        expect(MORE, where).toContain(tap);
        expect(last.reply.possible_fixed_values, where).toHaveLength(1);
      }
      last = answerChat({ state: JSON.parse(JSON.stringify(last.state)), prompt: tap, context });
      parts.push(last);
      turns.push(last);
    }
    if (verify) {
      for (const part of parts) {
        expect(replyText(part).length, `${script.name}: a part too long`).toBeLessThanOrEqual(
          PART_MAX,
        );
      }
      const whole = parts.map(replyText).join('\n');
      const final = parts[parts.length - 1] as ChatTurn;
      const merged = { ...final, sources: parts.flatMap((p) => p.sources) };
      check(merged, step.expect, `${script.name}, step ${i + 1}: "${prompt}"`, whole);
    }
  }
  return turns;
}
