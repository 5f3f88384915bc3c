import { describe, expect, it } from 'vitest';
import { answerChat, startChat } from '#index.ts';
import type { ChatTurn, Language, SlotName } from '#types.ts';
import { TECH } from './fixtures/contexts.ts';

/** Opening prompts that lead to a question for each slot. */
const OPENERS: Record<Language, [SlotName, string][]> = {
  en: [
    ['position', 'What should we pay?'],
    ['seniority', 'What should we pay a developer?'],
    ['employmentType', 'What should we pay a senior developer?'],
    ['salary', 'Is this salary fair?'],
    ['level', 'Is 9000 fair for a woman?'],
    ['term', 'Explain a term'],
  ],
  pl: [
    ['position', 'Ile płacić?'],
    ['seniority', 'Ile płacić programiście?'],
    ['employmentType', 'Ile płacić seniorowi programiście?'],
    ['salary', 'Czy ta pensja jest sprawiedliwa?'],
    ['level', 'Czy 9000 zł to uczciwa pensja dla kobiety?'],
    ['term', 'Wyjaśnij pojęcie'],
  ],
};

describe('every fixed value, tapped, fills the slot it was offered for', () => {
  for (const lang of ['en', 'pl'] as const) {
    for (const [slot, opener] of OPENERS[lang]) {
      it(`${lang}: ${slot}`, () => {
        const first: ChatTurn = startChat({ language: lang, prompt: opener, context: TECH });
        expect(first.state.pending).toBe(slot);
        const seen = new Set<string>();
        for (const value of first.reply.possible_fixed_values) {
          expect(value.tip.length, value.label).toBeGreaterThan(0);
          const next = answerChat({ state: first.state, prompt: value.label, context: TECH });
          const filled = next.state.slots[slot];
          expect(filled, `${value.label} → ${JSON.stringify(next.state)}`).toBeDefined();
          if (slot === 'term') expect(next.state.intent).toBe('term');
          seen.add(String(filled));
        }
        // Each value means something different.
        expect(seen.size).toBe(first.reply.possible_fixed_values.length);
      });
    }
  }
});
