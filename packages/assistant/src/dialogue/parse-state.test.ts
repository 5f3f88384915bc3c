import { describe, expect, it } from 'vitest';
import { startChat } from './engine.ts';
import { parseChatState } from './parse-state.ts';

describe('parseChatState', () => {
  it('reads back a state the engine wrote and stored as JSON', () => {
    const { state } = startChat({
      language: 'pl',
      prompt: 'Ile płacić seniorowi na B2B?',
      context: null,
    });
    expect(parseChatState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it.each([
    null,
    'state',
    {
      version: 2,
      language: 'en',
      intent: null,
      slots: {},
      pending: null,
      finished: false,
      turns: 0,
    },
    {
      version: 1,
      language: 'de',
      intent: null,
      slots: {},
      pending: null,
      finished: false,
      turns: 0,
    },
    {
      version: 1,
      language: 'en',
      intent: 'chat',
      slots: {},
      pending: null,
      finished: false,
      turns: 0,
    },
    {
      version: 1,
      language: 'en',
      intent: null,
      slots: { salary: '9000' },
      pending: null,
      finished: false,
      turns: 0,
    },
    {
      version: 1,
      language: 'en',
      intent: null,
      slots: { rogue: 'x' },
      pending: null,
      finished: false,
      turns: 0,
    },
    {
      version: 1,
      language: 'en',
      intent: null,
      slots: {},
      pending: 'rogue',
      finished: false,
      turns: 0,
    },
  ])('refuses %j', (value) => {
    expect(parseChatState(value)).toBeNull();
  });
});
