import { describe, expect, it } from 'vitest';
import { checkTraceable } from './helpers/trace.ts';
import { CONTEXTS, play } from './helpers/script.ts';
import { ALL_SCRIPTS } from './scripts/all.ts';

describe('every figure in every answer is traceable', () => {
  for (const script of ALL_SCRIPTS) {
    it(script.name, () => {
      const context = script.context === null ? null : CONTEXTS[script.context];
      for (const turn of play(script, false)) checkTraceable(turn, script.lang, context);
    });
  }
});

describe('the traceability check itself', () => {
  const script = ALL_SCRIPTS.find(
    (s) => s.name === 'en: senior software engineer, contract tapped',
  );
  if (script === undefined) throw new Error('script missing');
  const turns = play(script, false);
  // The answer comes in parts: the one with the report's money, the one with the market's rows.
  const answer = turns.find((t) =>
    t.figures.some((f) => f.source.kind === 'report' && f.kind === 'money'),
  );
  const market = turns.find((t) => t.figures.some((f) => f.source.kind === 'reference'));
  if (answer === undefined || !('response' in answer.reply)) throw new Error('no answer');
  if (market === undefined) throw new Error('no market part');
  const { reply } = answer;

  it('accepts the real answer', () => {
    expect(() => checkTraceable(answer, 'en', CONTEXTS.tech)).not.toThrow();
    expect(() => checkTraceable(market, 'en', CONTEXTS.tech)).not.toThrow();
  });

  it('catches a number the answer prints without citing it', () => {
    const forged = {
      ...answer,
      reply: { ...reply, response: `${reply.response} About 12 345 zł.` },
    };
    expect(() => checkTraceable(forged, 'en', CONTEXTS.tech)).toThrow();
  });

  it('catches a figure whose value differs from its source', () => {
    const figures = answer.figures.map((f, i) => (i === 0 ? { ...f, value: f.value + 1 } : f));
    expect(() => checkTraceable({ ...answer, figures }, 'en', CONTEXTS.tech)).toThrow();
  });

  it('catches a figure that cites the wrong report field', () => {
    const figures = answer.figures.map((f) =>
      f.source.kind === 'report' && f.kind === 'money'
        ? { ...f, source: { kind: 'report' as const, path: 'base.mean.base_salary.women' } }
        : f,
    );
    expect(() => checkTraceable({ ...answer, figures }, 'en', CONTEXTS.tech)).toThrow();
  });

  it('catches a cited reference figure that is not in its row', () => {
    const figures = market.figures.map((f) =>
      f.source.kind === 'reference' ? { ...f, source: { ...f.source, rowId: 'NAT-001' } } : f,
    );
    expect(() => checkTraceable({ ...market, figures }, 'en', CONTEXTS.tech)).toThrow();
  });
});
