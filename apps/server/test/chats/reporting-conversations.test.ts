import type { ComparisonView } from '@parytet/contract/comparison';
import type { AssessmentView, IndicatorsView } from '@parytet/contract/reporting/indicators';
import type { AdjustedReportView, BaseReportView } from '@parytet/contract/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-context.ts';
import { csv, row } from '../reports/csv-files.ts';
import {
  createAccount,
  uploadAndWait,
  type Account,
  type TestApp,
} from '../reports/reports-kit.ts';
import { send } from '../reporting/reporting-kit.ts';
import { answerCall, replyOf, startChatCall, wholeAnswer } from './chat-kit.ts';
import { CONVERSATIONS, type Topic } from './reporting-scripts.ts';

/*
 * Scripted conversations on the organisation's own reporting, in Polish and English with typos,
 * played against a real upload: every figure an answer cites is read from the API's own answers
 * (GET …/indicators, …/assessment, …/comparison, and …/base, …/adjusted for the premise
 * check), and once those are taken out of the text no digit is left.
 */

let t: TestApp;
let owner: Account;
let reportId: string;
let api: {
  indicators: IndicatorsView;
  assessment: AssessmentView;
  comparison: ComparisonView;
  base: BaseReportView;
  adjusted: AdjustedReportView;
};

// Four levels; women paid less in L1–L3 (flagged), equal in L4; bonuses differ by gender.
const person = (i: number, raise = 0) => {
  const woman = i % 2 === 0;
  const level = 1 + (Math.floor(i / 2) % 4);
  const base = 4000 + level * 1500 + i * 7 - (woman && level < 4 ? 600 + level * 90 : 0);
  return row(i, {
    1: woman ? 'Female' : 'Male',
    2: `L${level}`,
    3: `Role ${level}`,
    6: String(base + raise),
    7: String(woman ? 300 : 500),
  });
};
// Last year: people 1–48. This year: 1–6 left, 49–56 joined, 10–20 got 250 more.
const lastYear = csv(Array.from({ length: 48 }, (_, i) => person(i + 1)));
const thisYear = csv(
  Array.from({ length: 50 }, (_, i) => i + 7).map((i) => person(i, i >= 10 && i <= 20 ? 250 : 0)),
);

const url = (part: string) => `/api/reports/pay-gap/${reportId}/${part}`;
const read = async <T>(part: string) => {
  const res = await send(t, owner, 'GET', url(part));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
  owner = await createAccount(t, { plan: 'GURU' });
  // 180 workers: a reporting duty every three years (the report itself holds 50).
  await t.ctx.db
    .updateTable('organisations')
    .set({ number_of_employees: '180' })
    .where('id', '=', owner.organisationId)
    .execute();
  await uploadAndWait(t, owner, { fileName: 'last.csv', data: lastYear }, 'Last year');
  reportId = (await uploadAndWait(t, owner, { fileName: 'this.csv', data: thisYear }, 'This year'))
    .id;
  api = {
    indicators: await read<IndicatorsView>('indicators'),
    assessment: await read<AssessmentView>('assessment'),
    comparison: await read<ComparisonView>('comparison'),
    base: await read<BaseReportView>('base'),
    adjusted: await read<AdjustedReportView>('adjusted'),
  };
}, 90_000);
afterAll(() => t.close());

const number = (value: number, decimals: number) =>
  new Intl.NumberFormat('pl-PL', {
    useGrouping: 'always',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
    .format(value)
    .replace(/[\u00a0\u202f]/g, ' ');
const pct = (value: number | null) => (value === null ? '–' : `${number(value, 2)}%`);
const zl = (value: number) => `${number(value, 0)} zł`;

/** The figures (and names) an answer on `topic` must print, each read from the API. */
const expected = (topic: Topic, lang: 'en' | 'pl'): { figures: string[]; names: string[] } => {
  const { indicators, assessment, comparison, base, adjusted } = api;
  const view = (name: string) => `/main/pay-transparency/${reportId}/${name}`;
  switch (topic) {
    case 'indicators': {
      const unexplained = indicators.unexplained_gap?.gap_percentage ?? null;
      return {
        figures: [
          pct(indicators.pay_gap_mean),
          pct(indicators.pay_gap_median),
          pct(indicators.variable_pay_gap_mean),
          ...(unexplained === null ? [] : [pct(unexplained)]),
          `${indicators.categories.filter((c) => c.flagged).length}.`,
        ],
        names: [view('indicators')],
      };
    }
    case 'flagged': {
      const flagged = indicators.categories.filter((c) => c.flagged);
      const lines = flagged.map((c) => {
        const cost = assessment.flagged.find((a) => a.category === c.category)?.cost_to_close;
        const gap = `• ${c.category}: ${pct(c.total_pay_gap_percentage)}`;
        if (!cost || cost.total_monthly_raise === 0) return gap;
        const money = zl(cost.total_monthly_raise);
        return lang === 'pl' ? `${gap}; wyrównanie: ${money}` : `${gap}; closing it: ${money}`;
      });
      return { figures: lines, names: [view('assessment')] };
    }
    case 'duty': {
      const d = indicators.reporting_duty;
      return {
        figures: [String(d.head_count), String(d.first_deadline), String(d.next_deadline)],
        names: [view('indicators')],
      };
    }
    case 'comparison': {
      const mean = comparison.indicators.find((i) => i.name === 'pay_gap_mean');
      const pp = (v: number | null | undefined) =>
        `${number(v ?? NaN, 2)} ${lang === 'pl' ? 'p.p.' : 'pp'}`;
      const split = comparison.split;
      return {
        figures: [
          pct(mean?.this ?? null),
          pct(mean?.other ?? null),
          pp(mean?.change),
          ...(split ? [pp(split.stayers), pp(split.leavers), pp(split.joiners)] : []),
        ],
        names: [view('comparison')],
      };
    }
    case 'premise': {
      // The term's own text names the W1 and W2 tables and the minimum group size.
      const min = base.min_group_size;
      return {
        figures: [
          pct(adjusted.w1_weighted_pay_gap_percentage),
          pct(base.mean.base_salary.pay_gap_percentage),
          lang === 'pl' ? `mniej niż ${min}, nie ma luki` : `fewer than ${min} women or men`,
        ],
        names: ['W1', 'W2'],
      };
    }
  }
};

describe('the API itself, before the conversations read it', () => {
  it('has flagged categories, a split of the change and a reporting duty to talk about', () => {
    expect(api.indicators.categories.filter((c) => c.flagged).length).toBeGreaterThanOrEqual(2);
    expect(api.assessment.flagged.length).toBeGreaterThanOrEqual(2);
    expect(api.comparison.split).not.toBeNull();
    expect(api.indicators.reporting_duty).toMatchObject({ head_count: 180, frequency_years: 3 });
    expect(CONVERSATIONS.length).toBeGreaterThanOrEqual(37);
    for (const lang of ['en', 'pl'] as const) {
      expect(CONVERSATIONS.filter((c) => c.lang === lang).length).toBeGreaterThanOrEqual(18);
    }
  });
});

describe('conversations on the organisation’s reporting, every figure checked against the API', () => {
  for (const conversation of CONVERSATIONS) {
    it(`${conversation.lang}: ${conversation.steps.map((s) => s.say).join(' → ')}`, async () => {
      let chatId: string | null = null;
      for (const step of conversation.steps) {
        const res =
          chatId === null
            ? await startChatCall(t, owner, step.say, conversation.lang)
            : await answerCall(t, owner, chatId, step.say);
        expect(res.statusCode, res.body).toBeLessThan(300);
        const { text, last } = await wholeAnswer(t, owner, replyOf(res));
        chatId = last.chat_id;
        const plainText = text.replace(/[\u00a0\u202f]/g, ' ');
        const { figures, names } = expected(step.topic, conversation.lang);
        let rest = plainText;
        for (const item of [...figures, ...names]) {
          expect(plainText, `"${step.say}" should print ${item}`).toContain(item);
          rest = rest.split(item).join(' ');
        }
        // Every number the answer prints is one of the API's: none is left once they are out.
        expect(rest, `"${step.say}": a figure not from the API in\n${plainText}`).not.toMatch(/\d/);
      }
    });
  }
});
