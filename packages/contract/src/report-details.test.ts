import { describe, expect, it } from 'vitest';
import {
  baseReportResponseSchema,
  defaultReportPeriod,
  patchReportBodySchema,
  reportCurrencies,
  reportSummarySchema,
  uploadFormSchema,
} from '#reports.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('report currency and period', () => {
  it('lists PLN first and the ten other currencies as ISO 4217 codes', () => {
    expect(reportCurrencies).toEqual([
      'PLN',
      'EUR',
      'USD',
      'GBP',
      'CHF',
      'CZK',
      'SEK',
      'DKK',
      'NOK',
      'HUF',
      'RON',
    ]);
  });

  it('defaults the period to the previous calendar year', () => {
    expect(defaultReportPeriod(new Date('2026-01-01T00:30:00Z'))).toEqual({
      period_start: '2025-01-01',
      period_end: '2025-12-31',
    });
  });

  it('takes an upload without currency or period as PLN with no period', () => {
    expect(uploadFormSchema.parse({ label: 'Q1' })).toEqual({
      label: 'Q1',
      currency: 'PLN',
      period_start: null,
      period_end: null,
    });
    expect(
      uploadFormSchema.parse({
        label: 'Q1',
        currency: 'EUR',
        period_start: '2025-01-01',
        period_end: '2025-01-01',
      }),
    ).toMatchObject({ currency: 'EUR', period_start: '2025-01-01', period_end: '2025-01-01' });
  });

  it.each([
    [{ currency: 'eur' }, 'invalid_currency'],
    [{ currency: 'BTC' }, 'invalid_currency'],
    [{ period_start: '2025-02-30' }, 'invalid_date'],
    [{ period_end: '2025-1-1' }, 'invalid_date'],
    [{ period_start: '2025-06-01', period_end: '2025-05-31' }, 'period_start_after_end'],
  ])('refuses the upload fields %j', (fields, message) => {
    expect(messages(uploadFormSchema.safeParse({ label: 'Q1', ...fields }))).toEqual([message]);
  });

  it('accepts any one field in a PATCH body and still renames with { label }', () => {
    expect(patchReportBodySchema.parse({ label: ' New ' })).toEqual({ label: 'New' });
    expect(patchReportBodySchema.parse({ currency: 'USD' })).toEqual({ currency: 'USD' });
    expect(patchReportBodySchema.parse({ period_start: null, period_end: null })).toEqual({
      period_start: null,
      period_end: null,
    });
    expect(messages(patchReportBodySchema.safeParse({}))).toEqual(['provide_label']);
    expect(
      messages(
        patchReportBodySchema.safeParse({ period_start: '2025-02-01', period_end: '2025-01-01' }),
      ),
    ).toEqual(['period_start_after_end']);
    expect(messages(patchReportBodySchema.safeParse({ currency: 'XXX' }))).toEqual([
      'invalid_currency',
    ]);
  });

  it('carries currency and period in the list and in every view answer', () => {
    const details = { currency: 'EUR', period_start: '2025-01-01', period_end: '2025-12-31' };
    const status = {
      report_ready: false,
      report_failed: false,
      error_code: null,
      error_details: null,
    };
    const summary = {
      id: '11111111-1111-4111-8111-111111111111',
      label: 'Q1',
      records: null,
      created_at: '2025-04-18T10:00:00Z',
      ...status,
    };
    expect(reportSummarySchema.safeParse(summary).success).toBe(false);
    expect(reportSummarySchema.parse({ ...summary, ...details })).toMatchObject(details);
    const processing = { status: 'processing', ...status };
    expect(baseReportResponseSchema.safeParse(processing).success).toBe(false);
    expect(baseReportResponseSchema.parse({ ...processing, ...details })).toMatchObject(details);
  });
});
