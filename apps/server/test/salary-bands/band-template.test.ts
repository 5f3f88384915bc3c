import type { BandDraft, SalaryBands } from '@parytet/contract/salary-bands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamWithReport } from '../helpers/team-with-report.ts';
import type { Account, TestApp } from '../reports/reports-kit.ts';
import { send } from '../reporting/reporting-kit.ts';
import { BANDS, bandsCsv, draftFromTemplate, workbookValues } from './bands-kit.ts';

let t: TestApp;
let owner: Account;
let admin: Account;
let member: Account;
let viewer: Account;

const template = async (account: Account, query = '', lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/salary-bands/template.xlsx${query}`,
    headers: { ...account.auth, 'accept-language': lang },
  });

/** The downloaded template with `edit` applied, as a user would fill it in. */
const filled = async (edit: (rows: import('exceljs').Worksheet) => void) => {
  const res = await template(owner);
  const { book } = await workbookValues(res.rawPayload);
  edit(book.worksheets[0] as import('exceljs').Worksheet);
  return { fileName: 'filled.xlsx', data: Buffer.from(await book.xlsx.writeBuffer()) };
};

beforeAll(async () => {
  ({ t, owner, admin, member, viewer } = await teamWithReport(
    'MASTER',
    {},
    { fileName: 'staff.csv', data: bandsCsv() },
  ));
}, 60_000);
afterAll(() => t.close());

describe('the salary bands template', () => {
  it('offers each level of the newest report, in the caller’s language, to owners and admins', async () => {
    const res = await template(admin, '', 'pl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('szablon-widelek-placowych.xlsx');
    const { sheets } = await workbookValues(res.rawPayload);
    expect(Object.keys(sheets)).toEqual(['Widełki', 'Kolumny']);
    expect(sheets['Widełki']).toEqual([
      ['Poziom', 'Rodzina stanowisk', 'Minimum (PLN)', 'Środek (PLN)', 'Maksimum (PLN)'],
      ['=Kierownik'],
      ['Specjalistka ds. płac'],
      ['Zarząd'],
    ]);
    expect(String(sheets['Kolumny']?.[0]?.[0])).toBe('Szablon widełek płacowych: jak go wypełnić');
    const english = await workbookValues((await template(owner, '?lang=en', 'pl')).rawPayload);
    expect(Object.keys(english.sheets)).toEqual(['Bands', 'Columns']);
    for (const reader of [member, viewer]) {
      expect((await template(reader)).json()).toMatchObject({ error: 'FORBIDDEN_FOR_ROLE' });
    }
  });

  it('drafts from the filled template with its findings, numbers as numbers, saving nothing', async () => {
    const file = await filled((sheet) => {
      sheet.getRow(2).values = ['=Kierownik', null, 9000, 11000, 13000];
      sheet.getRow(3).values = ['Specjalistka ds. płac', null, 6500, '7 000,50', 8000];
      sheet.getRow(4).values = ['Zarząd', 'Board', 20000, 22000, 25000];
    });
    const res = await draftFromTemplate(t, owner, file, { spread_max: '25' });
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json<BandDraft>();
    expect(draft).toMatchObject({
      basis: 'base',
      currency: 'PLN',
      bands: [
        { level: '=Kierownik', job_family: null, min: 9000, mid: 11000, max: 13000 },
        { level: 'Specjalistka ds. płac', job_family: null, min: 6500, mid: 7000.5, max: 8000 },
        { level: 'Zarząd', job_family: 'Board', min: 20000, mid: 22000, max: 25000 },
      ],
      job_families: [{ name: 'Board', positions: [] }],
    });
    // (13 000 − 9 000) ÷ 9 000 = 44.44 %, over the 25 % asked for.
    expect(draft.findings).toContainEqual({
      kind: 'wide',
      level: '=Kierownik',
      job_family: null,
      spread: 44.44,
    });
    const bands = await send(t, owner, 'GET', '/api/salary-bands');
    expect(bands.json<SalaryBands>().version).toBe(0);
  });

  it('names the row, the column and the rule of every problem', async () => {
    const file = await filled((sheet) => {
      sheet.getRow(2).values = ['=Kierownik', null, 12000, 11000, 13000];
      sheet.getRow(3).values = ['Specjalistka ds. płac', null, 6500, 'about 7000', 8000];
      sheet.getRow(4).values = ['Dyrekcja', null, 20000, 22000, 25000];
    });
    const res = await draftFromTemplate(t, admin, file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'INVALID_BAND_TEMPLATE',
      message: expect.stringContaining('row and column'),
      details: [
        { path: 'rows.2.min', message: 'min_above_mid' },
        { path: 'rows.3.mid', message: 'not_a_number' },
        { path: 'rows.4.level', message: 'unknown_level' },
      ],
    });
  });

  it('refuses what is not a template, a missing file, a file too large, and members', async () => {
    const csv = { fileName: 'staff.csv', data: Buffer.from(bandsCsv()) };
    expect((await draftFromTemplate(t, owner, csv)).json()).toMatchObject({
      error: 'INVALID_BAND_TEMPLATE',
      details: [{ path: 'file', message: 'not_a_template' }],
    });
    expect((await draftFromTemplate(t, owner, null)).json()).toMatchObject({
      error: 'INVALID_REQUEST_BODY',
      details: [{ path: 'file', message: 'required' }],
    });
    const big = { fileName: 'big.xlsx', data: Buffer.alloc(1_048_577, 1) };
    const tooLarge = await draftFromTemplate(t, owner, big);
    expect([tooLarge.statusCode, tooLarge.json().error]).toEqual([413, 'FILE_TOO_LARGE']);
    const wrongBasis = await draftFromTemplate(t, owner, csv, { basis: 'bonus' });
    expect(wrongBasis.json()).toMatchObject({ error: 'INVALID_REQUEST_BODY' });
    expect((await draftFromTemplate(t, member, csv)).json()).toMatchObject({
      error: 'FORBIDDEN_FOR_ROLE',
    });
  });

  it('offers the current bands, filled in, once they are saved', async () => {
    const saved = await send(t, owner, 'PUT', '/api/salary-bands', BANDS);
    expect(saved.statusCode, saved.body).toBe(200);
    const { sheets } = await workbookValues((await template(owner)).rawPayload);
    expect(sheets['Bands']?.slice(1)).toEqual(
      BANDS.bands.map((b) => [b.level, undefined, b.min, b.mid, b.max]),
    );
  });
});
