import { describe, expect, it } from 'vitest';
import { TECH, TECH_REPORTING } from '#test/fixtures/contexts.ts';
import { checkTraceable } from '#test/helpers/trace.ts';
import { answerChat, parseChatState, startChat } from '#index.ts';
import type { ChatTurn } from '#types.ts';
import { asksForMore, cutAt, PART_LENGTH } from './more.ts';

const text = (t: ChatTurn) => ('response' in t.reply ? t.reply.response : '');

/** A long answer: what to pay a senior developer on B2B (report, market rows, notes). */
const longAnswer = (language: 'en' | 'pl') => {
  const first = startChat({ language, prompt: 'senior developer B2B', context: TECH });
  expect(first.state.more).toBeTruthy();
  return first;
};

describe('answers cut to fit a phone screen', () => {
  it('reads "more" in both languages, with typos, and nothing else', () => {
    for (const p of [
      'more',
      'More please',
      'mroe',
      'show me more',
      'Więcej',
      'wiecje',
      'pokaż więcej',
      'dalej',
      'continue',
    ]) {
      expect(asksForMore(p), p).toBe(true);
    }
    for (const p of ['', 'what more should we pay a nurse?', 'senior', 'tell me about the gap']) {
      expect(asksForMore(p), p).toBe(false);
    }
  });

  it('cuts after a line or sentence, never inside a figure, a name or a citation', () => {
    const long = `${'A'.repeat(300)}. At level Grade 2. Senior (GUS, Oct. 2024) ${'B'.repeat(400)}`;
    // The last sentence ends fit to cut are inside the citation and inside the cited name.
    expect(cutAt(long, ['Grade 2. Senior'])).toBe(301);
    expect(cutAt(long, [])).toBe(long.indexOf('2.') + 2);
    const lines = `${'A'.repeat(300)}\n${'B'.repeat(250)}.\n  ${'C'.repeat(80)}\n${'D'.repeat(300)}`;
    // A line, not a sentence; and not before a line indented under the one above.
    expect(cutAt(lines, [])).toBe(301);
    expect(cutAt('x'.repeat(700), [])).toBeNull();
  });

  it('gives the rest part by part, each traceable, the whole text unchanged', () => {
    for (const lang of ['en', 'pl'] as const) {
      const parts = [longAnswer(lang)];
      for (let last = parts[0] as ChatTurn; last.state.more; parts.push(last)) {
        expect(last.reply).toMatchObject({ is_finished: false });
        expect(last.reply.possible_fixed_values).toHaveLength(1);
        const tap = last.reply.possible_fixed_values[0]?.label ?? '';
        expect(tap).toBe(lang === 'pl' ? 'Więcej' : 'More');
        last = answerChat({
          state: JSON.parse(JSON.stringify(last.state)),
          prompt: tap,
          context: TECH,
        });
      }
      expect(parts.length).toBeGreaterThan(2);
      expect(parts.at(-1)?.reply.is_finished).toBe(true);
      for (const part of parts) {
        expect(text(part).length).toBeLessThanOrEqual(PART_LENGTH);
        checkTraceable(part, lang, TECH);
      }
      // Nothing is lost or changed: the parts are the first part and its stored rest, cut
      // only at whitespace.
      const first = parts[0] as ChatTurn;
      const squash = (s: string) => s.replace(/\s/g, '');
      expect(squash(parts.map(text).join(''))).toBe(
        squash(text(first) + (first.state.more?.text ?? '')),
      );
    }
  });

  it('drops the rest when the user asks something else', () => {
    const first = longAnswer('en');
    const next = answerChat({ state: first.state, prompt: 'What is the median?', context: TECH });
    expect(next.state.more ?? null).toBeNull();
    expect(text(next)).toMatch(/median/i);
  });

  it('keeps the rest in a stored state, checked field by field', () => {
    const first = longAnswer('pl');
    const stored = JSON.parse(JSON.stringify(first.state)) as unknown;
    expect(parseChatState(stored)).toEqual(first.state);
    const forged = JSON.parse(JSON.stringify(first.state)) as { more: { figures: unknown[] } };
    forged.more.figures.push({ kind: 'money', value: 1, text: '1 zł', source: { kind: 'guess' } });
    expect(parseChatState(forged)).toBeNull();
    // A state stored before answers were cut (no `more`) still reads.
    const { more: _more, ...older } = first.state;
    expect(parseChatState(older)).toEqual({ ...older, more: null });
  });

  it('leaves a short reporting answer whole', () => {
    const turn = startChat({ language: 'en', prompt: 'our indicators?', context: TECH_REPORTING });
    expect(turn.reply.is_finished).toBe(true);
    expect(turn.state.more ?? null).toBeNull();
  });
});
