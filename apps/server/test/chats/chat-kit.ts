import type { LightMyRequestResponse } from 'fastify';
import type { ChatReply } from '@parytet/contract/chats';
import type { ExtendedSalaryRangesData } from '@parytet/contract/reports';
import { get, type Account, type TestApp } from '../reports/reports-kit.ts';

export const startChatCall = (t: TestApp, account: Account, prompt: unknown, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/chats/start?language=${language}`,
    payload: { prompt },
    headers: { ...account.auth, 'accept-language': 'en' },
  });

export const answerCall = (t: TestApp, account: Account, id: string, prompt: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/chats/${id}/answer`,
    payload: { prompt },
    headers: { ...account.auth, 'accept-language': 'en' },
  });

export const textOf = (reply: ChatReply) =>
  'response' in reply ? reply.response : reply.additional_question;

export const replyOf = (res: LightMyRequestResponse) => res.json<ChatReply>();

const grouped = (value: number) =>
  String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/** Money as the engine prints it: thousands grouped by a no-break space, then "zł". */
export const zl = (value: number) => `${grouped(value)}\u00a0zł`;

/** The same for a report in EUR: the sign after the amount, as in Polish. */
export const eur = (value: number) => `${grouped(value)}\u00a0€`;

/** The median of `position` at `level` in the report, as its extended salary ranges answer it. */
export const medianOf = async (
  t: TestApp,
  account: Account,
  reportId: string,
  position: string,
  level: string,
) => {
  const res = await get(t, account, `/api/reports/pay-gap/${reportId}/extended-salary-ranges`);
  const found = res
    .json<ExtendedSalaryRangesData>()
    .ranges.find((r) => r.level === level)
    ?.positions.find((p) => p.position === position);
  if (!found?.median) throw new Error(`no median for ${position} at ${level}`);
  return found.median;
};

/** The labels of the fixed value that asks for the rest of a cut answer. */
const MORE = ['More', 'Więcej'];

/**
 * A long answer comes in parts that fit a phone screen: taps "More" (as the web does) until
 * the answer is whole. Returns every part, the first included, and their texts joined.
 */
export const wholeAnswer = async (t: TestApp, account: Account, first: ChatReply) => {
  const parts = [first];
  for (let last = first; ;) {
    const values = last.possible_fixed_values.map((v) => v.label);
    if (last.is_finished || values.length !== 1 || !MORE.includes(values[0] ?? '')) break;
    const res = await answerCall(t, account, last.chat_id, values[0]);
    if (res.statusCode !== 200) throw new Error(res.body);
    last = replyOf(res);
    parts.push(last);
  }
  return { parts, text: parts.map(textOf).join('\n'), last: parts[parts.length - 1] as ChatReply };
};
