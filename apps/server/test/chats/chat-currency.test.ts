import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-context.ts';
import { validCsv } from '../reports/csv-files.ts';
import {
  createAccount,
  multipart,
  waitForReport,
  type Account,
  type TestApp,
} from '../reports/reports-kit.ts';
import {
  answerCall,
  eur,
  medianOf,
  replyOf,
  startChatCall,
  textOf,
  wholeAnswer,
  zl,
} from './chat-kit.ts';

let t: TestApp;
let owner: Account;
let reportId: string;

/** A report uploaded in EUR: its amounts are euro, never converted to złoty. */
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
  owner = await createAccount(t, { plan: 'PRO' });
  const body = multipart([
    { name: 'label', value: 'Pay 2025 EUR' },
    { name: 'currency', value: 'EUR' },
    { name: 'file', fileName: 'a.csv', data: validCsv(30) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reports/pay-gap/upload',
    payload: body.payload,
    headers: { ...body.headers, ...owner.auth, 'accept-language': 'en' },
  });
  expect(res.statusCode, res.body).toBe(201);
  reportId = (await waitForReport(t, owner, res.json<{ id: string }>().id)).id;
});
afterAll(() => t.close());

describe("a report in EUR: the assistant writes the organisation's figures in EUR", () => {
  it.each([
    ['en', 'What should I pay for a role?', 'Employment contract', /market figures .* in PLN/],
    ['pl', 'Ile powinienem zapłacić?', 'Umowa o pracę', /dane rynkowe .* w złotych \(PLN\)/],
  ])('in %s: the role answer in €, the market in PLN said to be unconverted', async (...args) => {
    const [lang, question, contract, marketNote] = args;
    const id = replyOf(await startChatCall(t, owner, question, lang)).chat_id;
    await answerCall(t, owner, id, 'Position 1');
    await answerCall(t, owner, id, 'Senior');
    // The answer is longer than a phone screen: its parts, read whole.
    const { text } = await wholeAnswer(t, owner, replyOf(await answerCall(t, owner, id, contract)));
    const median = await medianOf(t, owner, reportId, 'Position 1', 'L1');
    expect(text).toContain(eur(median));
    expect(text).not.toContain(zl(median));
    expect(text).toMatch(marketNote);
    expect(text).toMatch(lang === 'en' ? /not converted/ : /nie zostały przeliczone/i);
  });

  it.each([
    ['en', 'Why is our pay gap what it is?'],
    ['pl', 'Skąd bierze się nasza luka płacowa?'],
  ])('in %s: the gap explained without a single złoty', async (lang, question) => {
    const text = textOf(replyOf(await startChatCall(t, owner, question, lang)));
    expect(text).toContain('Pay 2025 EUR');
    expect(text).toContain('€');
    expect(text).not.toContain('zł');
  });
});
