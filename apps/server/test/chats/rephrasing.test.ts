import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-context.ts';
import { validCsv } from '../reports/csv-files.ts';
import {
  createAccount,
  uploadAndWait,
  type Account,
  type TestApp,
} from '../reports/reports-kit.ts';
import { replyOf, startChatCall, textOf } from './chat-kit.ts';

/** What the local model does with the text it is given; switched by each test. */
let behaviour: 'keep' | 'change-figure' | 'add-figure' | 'slow' | 'fail' = 'keep';
const seen: { url: string; auth: string | undefined; body: unknown }[] = [];

/** A local server that speaks the OpenAI chat-completions API, as ASSISTANT_LLM_URL expects. */
const llm: Server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    const body = JSON.parse(raw) as { messages: { role: string; content: string }[] };
    seen.push({ url: req.url ?? '', auth: req.headers.authorization, body });
    const text = body.messages.at(-1)?.content ?? '';
    const answer = (content: string) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    };
    switch (behaviour) {
      case 'keep':
        return answer(`In short: ${text}`);
      case 'change-figure':
        return answer(text.replace(/\d/, (d) => String((Number(d) + 1) % 10)));
      case 'add-figure':
        return answer(`${text} Roughly 42% more than last year.`);
      case 'slow':
        return void setTimeout(() => answer(`In short: ${text}`), 1500);
      case 'fail':
        res.statusCode = 500;
        return res.end('{"error":"down"}');
    }
  });
});

let t: TestApp;
let account: Account;
const question = 'Why is our pay gap what it is?';

beforeAll(async () => {
  await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
  const { port } = llm.address() as AddressInfo;
  t = await createTestApp(
    {
      RATE_LIMIT_ENABLED: 'false',
      ASSISTANT_LLM_URL: `http://127.0.0.1:${port}/v1`,
      ASSISTANT_LLM_MODEL: 'local-model',
      ASSISTANT_LLM_API_KEY: 'sk-local',
      ASSISTANT_LLM_TIMEOUT_MS: '400',
    },
    { queue: true },
  );
  account = await createAccount(t, { plan: 'PRO' });
  await uploadAndWait(t, account, { fileName: 'a.csv', data: validCsv(30) });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => llm.close(resolve));
});

/** The engine's own text for the same question, from an app without a model. */
const engineText = async () => {
  behaviour = 'fail';
  return textOf(replyOf(await startChatCall(t, account, question)));
};

describe('rephrasing through ASSISTANT_LLM_URL', () => {
  it('shows a rephrasing that keeps every figure, and sends the model the engine text', async () => {
    const own = await engineText();
    expect(own).toMatch(/\d/);
    behaviour = 'keep';
    seen.length = 0;
    const reply = replyOf(await startChatCall(t, account, question));
    expect(textOf(reply)).toBe(`In short: ${own}`);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('/v1/chat/completions');
    expect(seen[0]?.auth).toBe('Bearer sk-local');
    expect(seen[0]?.body).toMatchObject({
      model: 'local-model',
      messages: [{ role: 'system' }, { role: 'user', content: own }],
    });
    const stored = await t.ctx.db
      .selectFrom('chat_messages')
      .select(['content', 'rephrased'])
      .where('chat_id', '=', reply.chat_id)
      .where('type', '=', 'answer')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ content: `In short: ${own}`, rephrased: true });
  });

  it.each(['change-figure', 'add-figure', 'slow', 'fail'] as const)(
    'keeps the engine’s own text when the model answers %s',
    async (mode) => {
      const own = await engineText();
      behaviour = mode;
      const reply = replyOf(await startChatCall(t, account, question));
      expect(textOf(reply)).toBe(own);
    },
  );
});
