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
