import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatDetail, ChatListItem } from '@parytet/contract/chats';
import { createTestApp } from '../helpers/test-context.ts';
import { validCsv } from '../reports/csv-files.ts';
import {
  createAccount,
  get,
  uploadAndWait,
  type Account,
  type TestApp,
} from '../reports/reports-kit.ts';
import {
  answerCall,
  medianOf,
  replyOf,
  startChatCall,
  textOf,
  wholeAnswer,
  zl,
} from './chat-kit.ts';

let t: TestApp;
let pro: Account;
let reportId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
  pro = await createAccount(t, { plan: 'PRO' });
  reportId = (await uploadAndWait(t, pro, { fileName: 'a.csv', data: validCsv(30) }, 'Pay 2025'))
    .id;
});
afterAll(() => t.close());

/** A second member of the same organisation, with a session of their own. */
const colleagueOf = async (account: Account): Promise<Account> => {
  const other = await createAccount(t, { plan: 'PRO' });
  await t.ctx.db
    .updateTable('memberships')
    .set({ organisation_id: account.organisationId, role: 'member' })
    .where('user_id', '=', other.userId)
    .execute();
  return { ...other, organisationId: account.organisationId };
};

describe('a conversation', () => {
  it.each([
    ['en', 'What should I pay for a role?', 'Employment contract'],
    ['pl', 'Ile powinienem zapłacić?', 'Umowa o pracę'],
  ])('in %s: three tapped answers end in a figure of the uploaded report', async (lang, q, c) => {
    const start = await startChatCall(t, pro, q, lang);
    expect(start.statusCode).toBe(201);
    const first = replyOf(start);
    expect(first).toMatchObject({ is_finished: false });
    expect(first.possible_fixed_values.map((v) => v.label)).toContain('Position 1');
    const id = first.chat_id;

    const seniority = replyOf(await answerCall(t, pro, id, 'Position 1'));
    expect('additional_question' in seniority).toBe(true);
    expect(seniority.possible_fixed_values.map((v) => v.label)).toContain('Senior');
    const contract = replyOf(await answerCall(t, pro, id, 'Senior'));
    expect(contract.possible_fixed_values.map((v) => v.label)).toContain(c);
    const res = await answerCall(t, pro, id, c);
    expect(res.statusCode).toBe(200);
    // The answer is longer than a phone screen: its first part offers only "More", is not
    // final, and each "More" gives the next part until the last one ends the chat.
    const cut = replyOf(res);
    expect(cut).toMatchObject({ chat_id: id, is_finished: false });
    expect(cut.possible_fixed_values.map((v) => v.label)).toEqual([
      lang === 'pl' ? 'Więcej' : 'More',
    ]);
    const { parts, text, last } = await wholeAnswer(t, pro, cut);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(textOf(part).length).toBeLessThanOrEqual(700);
    expect(last).toMatchObject({ chat_id: id, is_finished: true });
    expect(text).toContain(zl(await medianOf(t, pro, reportId, 'Position 1', 'L1')));
    expect(text).toContain('Pay 2025');

    const detail = await get(t, pro, `/api/chats/${id}`);
    expect(detail.statusCode).toBe(200);
    const chat = detail.json<ChatDetail>();
    expect(chat.is_finished).toBe(true);
    const exchanges = 3 + parts.length;
    expect(chat.prompts.map((p) => p.type)).toEqual(
      Array(exchanges).fill(['question', 'answer']).flat(),
    );
    expect(chat.prompts[0]).toEqual({ type: 'question', content: q, possible_fixed_values: [] });
    expect(chat.prompts[1]).toEqual({
      type: 'answer',
      content: textOf(first),
      possible_fixed_values: first.possible_fixed_values,
    });
    expect(chat.prompts.at(-1)?.content).toBe(textOf(last));
    // Every part is stored as an answer, in order: the whole answer reads back after a reload.
    const answers = chat.prompts.filter((p) => p.type === 'answer').map((p) => p.content);
    expect(answers.slice(-parts.length)).toEqual(parts.map(textOf));
  });

  it('answers in the language the chat started in, whatever the user types', async () => {
    const reply = replyOf(await startChatCall(t, pro, 'What does adjusted gap mean?', 'pl'));
    expect(textOf(reply)).toMatch(/luk/i);
  });

  it('lists the caller’s chats newest first, named after their first question', async () => {
    const account = await createAccount(t, { plan: 'PRO' });
    const long =
      'What should we pay a senior developer on a B2B contract in Kraków next year please';
    const a = replyOf(await startChatCall(t, account, 'What is a median?')).chat_id;
    const b = replyOf(await startChatCall(t, account, long)).chat_id;
    const list = (await get(t, account, '/api/chats/')).json<ChatListItem[]>();
    expect(list.map((c) => c.id)).toEqual([b, a]);
    expect(list[1]?.name).toBe('What is a median?');
    expect(list[0]?.name.length).toBeLessThanOrEqual(60);
    // Cut at a word boundary, with an ellipsis.
    const name = list[0]?.name ?? '';
    expect(name.endsWith('…')).toBe(true);
    expect(long.startsWith(name.slice(0, -1))).toBe(true);
    expect(long.charAt(name.length - 1)).toBe(' ');
    expect(Number.isNaN(Date.parse(list[0]?.created_at ?? ''))).toBe(false);
  });

  it('answers without a report too, and says it has none to draw on', async () => {
    const account = await createAccount(t, { plan: 'PRO' });
    const res = await startChatCall(t, account, 'Why is our pay gap what it is?');
    expect(res.statusCode).toBe(201);
    expect(textOf(replyOf(res))).toMatch(/report/i);
  });
});

describe('rename and delete', () => {
  it('renames a chat, then deletes it with its messages', async () => {
    const id = replyOf(await startChatCall(t, pro, 'What is a median?')).chat_id;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/chats/${id}`,
      payload: { name: '  Medians explained  ' },
      headers: pro.auth,
    });
    expect(patch.statusCode).toBe(204);
    const list = (await get(t, pro, '/api/chats/')).json<ChatListItem[]>();
    expect(list.find((c) => c.id === id)?.name).toBe('Medians explained');

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/chats/${id}`,
      headers: pro.auth,
    });
    expect(del.statusCode).toBe(204);
    expect((await get(t, pro, `/api/chats/${id}`)).statusCode).toBe(404);
    const left = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM chat_messages WHERE chat_id = ${id}`.execute(t.ctx.db);
    expect(left.rows[0]?.n).toBe(0);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/chats/${id}`,
      headers: pro.auth,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('validation', () => {
  it.each([
    ['an empty prompt', { prompt: '   ' }, 'provide_prompt'],
    ['no prompt', {}, 'provide_prompt'],
    ['a number', { prompt: 5 }, 'provide_prompt'],
    ['a prompt over 2000 characters', { prompt: 'a'.repeat(2001) }, 'prompt_too_long'],
  ])('refuses %s', async (_, payload, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chats/start?language=en',
      payload,
      headers: { ...pro.auth, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('INVALID_REQUEST_BODY');
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it('refuses an unknown language, and an empty answer or name', async () => {
    const lang = await startChatCall(t, pro, 'Hi', 'de');
    expect(lang.statusCode).toBe(400);
    const id = replyOf(await startChatCall(t, pro, 'Hi')).chat_id;
    expect((await answerCall(t, pro, id, '')).statusCode).toBe(400);
    const name = await t.app.inject({
      method: 'PATCH',
      url: `/api/chats/${id}`,
      payload: { name: 'x'.repeat(121) },
      headers: pro.auth,
    });
    expect(name.statusCode).toBe(400);
    expect(JSON.stringify(name.json())).toContain('chat_name_too_long');
  });

  it('starts in Polish when no language is given (the default language)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chats/start',
      payload: { prompt: 'What is a median?' },
      headers: pro.auth,
    });
    expect(res.statusCode).toBe(201);
    expect(textOf(replyOf(res))).toMatch(/median/i);
    expect(textOf(replyOf(res))).toMatch(/ą|ę|ś|ć|ż|ó|ł|ń/);
  });
});

describe('access', () => {
  let chatId: string;
  beforeAll(async () => {
    chatId = replyOf(await startChatCall(t, pro, 'What is a median?')).chat_id;
  });

  const everyRoute = (id: string) => [
    { method: 'GET' as const, url: `/api/chats/${id}` },
    { method: 'POST' as const, url: `/api/chats/${id}/answer`, payload: { prompt: 'Senior' } },
    { method: 'PATCH' as const, url: `/api/chats/${id}`, payload: { name: 'Taken' } },
    { method: 'DELETE' as const, url: `/api/chats/${id}` },
  ];
  const call = (
    route: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object },
    account: Account | null,
  ) => t.app.inject({ ...route, headers: { ...(account?.auth ?? {}), 'accept-language': 'en' } });

  it('needs a session on every call', async () => {
    const routes = [
      ...everyRoute(chatId),
      { method: 'GET' as const, url: '/api/chats/' },
      { method: 'GET' as const, url: '/api/chats/profile' },
      { method: 'POST' as const, url: '/api/chats/start?language=en', payload: { prompt: 'Hi' } },
    ];
    for (const route of routes) expect((await call(route, null)).statusCode).toBe(401);
  });

  it('refuses every call on a plan without chat (STARTER) with FEATURE_NOT_IN_PLAN', async () => {
    const starter = await createAccount(t, { plan: 'STARTER' });
    const routes = [
      ...everyRoute(chatId),
      { method: 'GET' as const, url: '/api/chats/' },
      { method: 'GET' as const, url: '/api/chats/profile' },
      { method: 'POST' as const, url: '/api/chats/start?language=en', payload: { prompt: 'Hi' } },
    ];
    for (const route of routes) {
      const res = await call(route, starter);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().error).toBe('FEATURE_NOT_IN_PLAN');
      expect(res.json().message).toEqual(expect.any(String));
    }
    // The same organisation moved to PRO may chat at once.
    await t.ctx.db
      .updateTable('organisations')
      .set({ plan: 'PRO' })
      .where('id', '=', starter.organisationId)
      .execute();
    expect((await get(t, starter, '/api/chats/')).statusCode).toBe(200);
  });

  it("answers another organisation's chat exactly like a missing one", async () => {
    const stranger = await createAccount(t, { plan: 'PRO' });
    for (const id of [chatId, randomUUID(), 'not-a-uuid', `${chatId}x`]) {
      for (const route of everyRoute(id)) {
        const res = await call(route, stranger);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
        expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Not found.' });
      }
    }
    expect((await get(t, stranger, '/api/chats/')).json()).toEqual([]);
    expect((await get(t, pro, `/api/chats/${chatId}`)).statusCode).toBe(200);
  });

  it("answers another user's chat in the same organisation with 404 too", async () => {
    const colleague = await colleagueOf(pro);
    for (const route of everyRoute(chatId)) {
      const res = await call(route, colleague);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    expect((await get(t, colleague, '/api/chats/')).json()).toEqual([]);
    const detail = (await get(t, pro, `/api/chats/${chatId}`)).json<ChatDetail>();
    expect(detail.prompts).toHaveLength(2);
  });

  it('lets a viewer chat (a conversation is their own)', async () => {
    const viewer = await colleagueOf(pro);
    await t.ctx.db
      .updateTable('memberships')
      .set({ role: 'viewer' })
      .where('user_id', '=', viewer.userId)
      .execute();
    expect((await startChatCall(t, viewer, 'What is a median?')).statusCode).toBe(201);
  });
});

describe('the chat profile', () => {
  it('sums up the latest ready report and lists the sources', async () => {
    const res = await t.app.inject({
      url: '/api/chats/profile',
      headers: { ...pro.auth, 'accept-language': 'pl' },
    });
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile.report).toMatchObject({
      id: reportId,
      label: 'Pay 2025',
      number_of_women: 15,
      number_of_men: 15,
      levels: 3,
      positions: 4,
    });
    expect(profile.sources.length).toBeGreaterThan(3);
    expect(profile.sources[0]).toMatchObject({ url: expect.stringMatching(/^https?:/) });
    const gus = profile.sources.find((s: { publisher: string }) => s.publisher.startsWith('GUS'));
    expect(gus).toBeDefined();
    const none = await createAccount(t, { plan: 'PRO' });
    expect((await get(t, none, '/api/chats/profile')).json().report).toBeNull();
  });
});
