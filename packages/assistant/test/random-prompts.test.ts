import { describe, expect, it } from 'vitest';
import { answerChat, startChat } from '#index.ts';
import type { ChatTurn, Language, ReportContext } from '#types.ts';
import { GRADES, NUMBERED, TECH } from './fixtures/contexts.ts';
import { checkTraceable } from './helpers/trace.ts';

const PIECES = [
  'how much',
  'ile',
  'pay',
  'płacić',
  'senior',
  'jr',
  'mid',
  'staff',
  'B2B',
  'UoP',
  'UZ',
  'developer',
  'programista',
  'nurse',
  'lekarz',
  'astronaut',
  'Software Engineer',
  'Nurse',
  'why',
  'dlaczego',
  'our gap',
  'luka płacowa',
  'fair',
  'uczciwa',
  'woman',
  'mężczyzna',
  'level Mid',
  'poziom L2',
  'L3',
  '12k',
  '9 500 zł',
  '7 years',
  '3 lata',
  '10+ years',
  'median',
  'średnia',
  'adjusted gap',
  'dni wolne',
  'directive',
  'dyrektywa',
  'actually',
  'nie',
  'w Krakowie',
  'remote',
  '7799,23',
  'weather',
  'pogoda',
  '?',
  'for a',
  'dla',
];

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

describe('random prompts never break the engine or its traceability', () => {
  const contexts: (ReportContext | null)[] = [TECH, GRADES, NUMBERED, null];
  for (let seed = 1; seed <= 200; seed++) {
    it(`seed ${seed}`, () => {
      const next = random(seed);
      const lang: Language = next() < 0.5 ? 'en' : 'pl';
      const context = contexts[Math.floor(next() * contexts.length)] ?? null;
      const prompt = (): string =>
        Array.from(
          { length: 1 + Math.floor(next() * 5) },
          () => PIECES[Math.floor(next() * PIECES.length)],
        ).join(' ');
      let turn: ChatTurn = startChat({ language: lang, prompt: prompt(), context });
      for (let step = 0; step < 6; step++) {
        checkTraceable(turn, lang, context);
        const { reply } = turn;
        if ('additional_question' in reply) {
          expect(reply.additional_question).not.toBe('');
          expect(reply.is_finished).toBe(false);
          expect(turn.state.pending).not.toBeNull();
        } else {
          expect(reply.response).not.toBe('');
          if (reply.is_finished) expect(reply.possible_fixed_values).toEqual([]);
        }
        for (const v of reply.possible_fixed_values) expect(v.tip).not.toBe('');
        expect(JSON.parse(JSON.stringify(turn.state))).toEqual(turn.state);
        const values = turn.reply.possible_fixed_values;
        const tap = values.length > 0 && next() < 0.6;
        const say = tap ? (values[Math.floor(next() * values.length)]?.label ?? '') : prompt();
        turn = answerChat({ state: turn.state, prompt: say, context });
      }
      checkTraceable(turn, lang, context);
    });
  }
});
