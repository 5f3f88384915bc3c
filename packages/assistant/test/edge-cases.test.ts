import { describe, expect, it } from 'vitest';
import { answerChat, startChat } from '#index.ts';
import type { ChatTurn } from '#types.ts';
import { NUMBERED, TECH } from './fixtures/contexts.ts';
import { plain, replyText } from './helpers/script.ts';
import { checkTraceable } from './helpers/trace.ts';

function text(turn: ChatTurn): string {
  return plain(replyText(turn));
}

describe('edge cases', () => {
  it('answers an empty prompt with what it can help with', () => {
    const turn = startChat({ language: 'en', prompt: '   ', context: TECH });
    expect(turn.reply.is_finished).toBe(false);
    expect(turn.reply.possible_fixed_values).toHaveLength(4);
  });

  it('keeps its state as plain JSON across turns', () => {
    const first = startChat({ language: 'pl', prompt: 'Ile płacić programiście?', context: TECH });
    const stored = JSON.stringify(first.state);
    const next = answerChat({ state: JSON.parse(stored), prompt: 'senior', context: TECH });
    expect(next.state.slots).toMatchObject({ position: 'programista', seniority: 'senior' });
    expect(JSON.parse(JSON.stringify(next.state))).toEqual(next.state);
  });

  it('says why there is no gap when every group is too small', () => {
    const turn = startChat({
      language: 'en',
      prompt: 'Why is our pay gap what it is?',
      context: NUMBERED,
    });
    expect(text(turn)).toContain('Q3 2025 v2');
    expect(text(turn)).toContain('No level or position has a gap of 5% or more.');
    checkTraceable(turn, 'en', NUMBERED);
  });

  it('traces names with digits: numeric levels, "Tester 3", a typed role', () => {
    let turn = startChat({
      language: 'en',
      prompt: 'What should we pay a Tester 3?',
      context: NUMBERED,
    });
    checkTraceable(turn, 'en', NUMBERED);
    turn = answerChat({ state: turn.state, prompt: 'junior', context: NUMBERED });
    turn = answerChat({ state: turn.state, prompt: 'UoP', context: NUMBERED });
    // The answer is longer than a phone screen: its parts, each traced, hold both levels.
    const parts = [turn];
    for (let last = turn; last.state.more; parts.push(last)) {
      last = answerChat({ state: last.state, prompt: 'more', context: NUMBERED });
    }
    const whole = parts.map(text).join('\n');
    expect(whole).toContain('Tester 3, level 1');
    expect(whole).toContain('Tester 3, level 2');
    for (const part of parts) checkTraceable(part, 'en', NUMBERED);

    let typed = startChat({ language: 'en', prompt: 'What should we pay?', context: NUMBERED });
    typed = answerChat({ state: typed.state, prompt: 'Florist 2', context: NUMBERED });
    // A number is never part of a typed role: it could be read back as a figure.
    expect(typed.state.slots.position).toBe('Florist');
    checkTraceable(typed, 'en', NUMBERED);
  });

  it('takes a bare number as a level only when the level was asked', () => {
    let turn = startChat({
      language: 'en',
      prompt: 'Is 6000 fair for a woman?',
      context: NUMBERED,
    });
    expect(turn.state.pending).toBe('level');
    turn = answerChat({ state: turn.state, prompt: '1', context: NUMBERED });
    expect(turn.state.slots.level).toBe('1');
    expect(turn.state.pending).toBe('position');
    turn = answerChat({ state: turn.state, prompt: 'Analyst II', context: NUMBERED });
    expect(text(turn)).toContain('Same position (Analyst II)');
    checkTraceable(turn, 'en', NUMBERED);
  });

  it('never cites the row flagged as a likely error, even for elementary workers', () => {
    const turn = startChat({
      language: 'en',
      prompt: 'How much for a cleaner, junior, employment contract?',
      context: null,
    });
    expect(turn.sources.map((s) => s.rowId)).toContain('GRP-025');
    expect(turn.sources.map((s) => s.rowId)).not.toContain('GRP-030');
    expect(text(turn)).not.toContain('7 799');
  });
});

describe('state versions', () => {
  it('starts afresh from a state of another engine version', () => {
    const turn = answerChat({
      state: {
        version: 2,
        language: 'pl',
        intent: 'role_pay',
        slots: {},
        pending: null,
        finished: false,
        turns: 3,
      } as never,
      prompt: 'Co to jest mediana?',
      context: null,
    });
    expect(turn.state.version).toBe(1);
    expect(turn.state.intent).toBe('term');
    expect(turn.state.turns).toBe(1);
  });
});
