import { describe, expect, it } from 'vitest';
import { startChat } from '#dialogue/engine.ts';
import { rephrasingKeepsFigures } from './verify-rephrasing.ts';

const turn = startChat({
  language: 'en',
  prompt: 'What should we pay a senior nurse on an employment contract?',
  context: null,
});
const text = 'response' in turn.reply ? turn.reply.response : '';

describe('rephrasingKeepsFigures', () => {
  it('accepts the engine text itself and a rewording that keeps every figure', () => {
    expect(rephrasingKeepsFigures(turn, text)).toBe(true);
    const reworded = `In short: ${text.replace('Your organisation has no ready report yet', 'There is no report yet')}`;
    expect(rephrasingKeepsFigures(turn, reworded)).toBe(true);
  });

  it('rejects a rewording that drops, changes or adds a figure', () => {
    expect(rephrasingKeepsFigures(turn, 'Nurses earn well in Poland.')).toBe(false);
    expect(rephrasingKeepsFigures(turn, text.replace('6\u00a0299', '6\u00a0300'))).toBe(false);
    expect(rephrasingKeepsFigures(turn, `${text} Expect about 7 000 zł next year.`)).toBe(false);
  });
});
