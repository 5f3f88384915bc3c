import type { BandAdverts, CriteriaAnswer } from '@parytet/contract/salary-band-documents';
import type { ReportBands } from '@parytet/contract/salary-bands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamWithReport } from '../helpers/team-with-report.ts';
import { hasPdftotext, pdfjsText, pdftotext, squash } from '../report-exports/exports-kit.ts';
import { createAccount, type Account, type TestApp } from '../reports/reports-kit.ts';
import { send } from '../reporting/reporting-kit.ts';
import { BANDS, bandsCsv, draftFromTemplate, workbookValues } from './bands-kit.ts';

let t: TestApp;
let owner: Account;
let admin: Account;
let member: Account;
let viewer: Account;
let stranger: Account;
let reportId: string;

const pdfText = async (pdf: Buffer) => squash(hasPdftotext ? pdftotext(pdf) : await pdfjsText(pdf));
const reportFile = (format: string, query = '') =>
  `/api/reports/pay-gap/${reportId}/salary-bands/export.${format}${query}`;

beforeAll(async () => {
  ({
    t,
    owner,
    admin,
    member,
    viewer,
    reportId,
    others: { stranger },
  } = await teamWithReport(
    'MASTER',
    { stranger: 'GURU' },
    { fileName: 'staff.csv', data: bandsCsv() },
  ));
}, 60_000);
afterAll(() => t.close());

describe('what the salary bands hand on', () => {
  it('is a plan feature: STARTER and PRO answer FEATURE_NOT_IN_PLAN on every call', async () => {
    for (const plan of ['STARTER', 'PRO'] as const) {
      const locked = await createAccount(t, { plan });
      const calls = [
        ['GET', '/api/salary-bands/template.xlsx'],
        ['GET', '/api/salary-bands/adverts'],
        ['GET', '/api/salary-bands/criteria'],
        ['PUT', '/api/salary-bands/criteria'],
        ['GET', '/api/salary-bands/criteria.pdf'],
        ['GET', '/api/salary-bands/export.xlsx'],
        ['GET', '/api/salary-bands/export.pdf'],
        ['GET', reportFile('xlsx')],
        ['GET', reportFile('pdf')],
      ] as const;
      for (const [method, url] of calls) {
        const body = { lang: 'en', title: 'T', sections: [{ heading: 'H', body: 'B' }] };
        const res = await send(t, locked, method, url, method === 'PUT' ? body : undefined);
        expect([plan, url, res.statusCode, res.json().error]).toEqual([
          plan,
          url,
          403,
          'FEATURE_NOT_IN_PLAN',
        ]);
      }
      const form = await draftFromTemplate(t, locked, null);
      expect([form.statusCode, form.json().error]).toEqual([403, 'FEATURE_NOT_IN_PLAN']);
    }
  });

  it('answers no adverts before the first bands, then a sentence per band in both languages', async () => {
    const none = (await send(t, viewer, 'GET', '/api/salary-bands/adverts')).json<BandAdverts>();
    expect(none).toEqual({
      version: 0,
      effective_from: null,
      basis: 'base',
      currency: 'PLN',
      adverts: [],
    });
    expect((await send(t, owner, 'PUT', '/api/salary-bands', BANDS)).statusCode).toBe(200);
    const res = await send(t, viewer, 'GET', '/api/salary-bands/adverts');
    const { adverts, version } = res.json<BandAdverts>();
    expect(version).toBe(1);
    const board = adverts.find((a) => a.level === 'Zarząd');
    expect(board?.en.replace(/\u00a0/g, ' ')).toBe(
      'Base salary: PLN 20,000–25,000 gross per month for full-time work (pro rata for part-time).',
    );
    expect(board?.pl.replace(/\u00a0/g, ' ')).toBe(
      'Wynagrodzenie zasadnicze: 20 000–25 000 zł brutto miesięcznie za pracę w pełnym wymiarze czasu pracy (przy niepełnym etacie proporcjonalnie).',
    );
    const missing = await send(t, viewer, 'GET', '/api/salary-bands/adverts?version=9');
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'NOT_FOUND']);
  });

  it('generates the criteria page, lets owners and admins save it per language, logged', async () => {
    const first = (
      await send(t, member, 'GET', '/api/salary-bands/criteria?lang=pl')
    ).json<CriteriaAnswer>();
    expect(first).toMatchObject({ lang: 'pl', saved: false, version: 0, bands_version: 1 });
    expect(first.page).toEqual(first.generated);
    expect(first.page.title).toBe('Kryteria ustalania wynagrodzeń i ich progresji');
    expect(first.page.sections[1]?.body).toContain('Zarząd');
    const edited = {
      lang: 'pl',
      title: first.page.title,
      sections: [
        ...first.page.sections,
        { heading: 'Premie', body: 'Zażółć gęślą jaźń: premia roczna do 10 %.' },
      ],
    };
    for (const reader of [member, viewer]) {
      const refused = await send(t, reader, 'PUT', '/api/salary-bands/criteria', edited);
      expect(refused.json()).toMatchObject({ error: 'FORBIDDEN_FOR_ROLE' });
    }
    const saved = await send(t, admin, 'PUT', '/api/salary-bands/criteria', edited);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CriteriaAnswer>()).toMatchObject({
      saved: true,
      version: 1,
      saved_bands_version: 1,
      page: { sections: expect.arrayContaining([expect.objectContaining({ heading: 'Premie' })]) },
    });
    // English is its own page, still generated; the bands moving on is told.
    expect((await send(t, owner, 'PUT', '/api/salary-bands', BANDS)).statusCode).toBe(200);
    const english = await send(t, viewer, 'GET', '/api/salary-bands/criteria?lang=en');
    expect(english.json<CriteriaAnswer>()).toMatchObject({ saved: false, bands_version: 2 });
    const polish = await send(t, viewer, 'GET', '/api/salary-bands/criteria?lang=pl');
    expect(polish.json<CriteriaAnswer>()).toMatchObject({
      saved: true,
      saved_bands_version: 1,
      bands_version: 2,
    });
    const empty = await send(t, owner, 'PUT', '/api/salary-bands/criteria', {
      ...edited,
      sections: [],
    });
    expect(empty.json()).toMatchObject({ error: 'INVALID_REQUEST_BODY' });
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'actor_id'])
      .where('organisation_id', '=', owner.organisationId)
      .where('action', '=', 'salary_bands.criteria_saved')
      .execute();
    expect(audit).toEqual([
      { action: 'salary_bands.criteria_saved', target: 'v1', actor_id: admin.userId },
    ]);
  });

  it('prints the criteria page as a PDF with its Polish letters', async () => {
    const res = await send(t, viewer, 'GET', '/api/salary-bands/criteria.pdf?lang=pl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Kryteria ustalania wynagrodzeń i ich progresji');
    expect(text).toContain('Zażółć gęślą jaźń: premia roczna do 10 %.');
    expect(text).toContain('Reports Test Sp. z o.o.');
  });

  it('exports the bands as a workbook (numbers as numbers, no formula) and a PDF', async () => {
    const xlsx = await send(t, viewer, 'GET', '/api/salary-bands/export.xlsx?lang=pl');
    expect(xlsx.statusCode).toBe(200);
    const { book, sheets } = await workbookValues(xlsx.rawPayload);
    expect(sheets['Widełki']?.slice(1)).toEqual([
      ["'=Kierownik", undefined, 9000, 11000, 13000, 44.44],
      ['Specjalistka ds. płac', undefined, 6500, 7000, 8000, 23.08],
      ['Zarząd', undefined, 20000, 22000, 25000, 25],
    ]);
    book.eachSheet((sheet) =>
      sheet.eachRow((row) => row.eachCell((cell) => expect(cell.formula).toBeUndefined())),
    );
    expect(String(sheets['Ogłoszenia']?.[1]?.[2])).toMatch(/^Wynagrodzenie zasadnicze: 9000–/);
    const pdf = await send(t, viewer, 'GET', '/api/salary-bands/export.pdf?lang=pl&version=1');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Siatka płac');
    expect(text).toContain('Specjalistka ds. płac');
    expect(text).toContain('Zdania do ogłoszeń o pracę (art. 5)');
  });

  it('exports a report against the bands: people for the HR team, withheld for a viewer as in its answer', async () => {
    const hr = await send(t, member, 'GET', reportFile('xlsx', '?lang=en'));
    expect(hr.statusCode, hr.body.slice(0, 200)).toBe(200);
    const own = await workbookValues(hr.rawPayload);
    expect(Object.keys(own.sheets)).toEqual(['Bands', 'Compa-ratios', 'People', 'Notes']);
    const people = own.sheets['People'] ?? [];
    expect(people).toHaveLength(1 + 27);
    const manager = people.find((row) => row[0] === 'K0');
    expect(manager).toEqual(
      ['K0', 'Male', "'=Kierownik", 'Stanowisko', "'=Kierownik"]
        .concat([undefined as unknown as string])
        .concat([9000, 0.8182, 0, 'No', 'No'] as unknown as string[]),
    );

    const answer = (
      await send(t, viewer, 'GET', `/api/reports/pay-gap/${reportId}/salary-bands`)
    ).json<ReportBands>();
    const res = await send(t, viewer, 'GET', reportFile('xlsx', '?lang=en'));
    const { sheets } = await workbookValues(res.rawPayload);
    expect(Object.keys(sheets)).toEqual(['Bands', 'Compa-ratios', 'Notes']);
    const specialist = answer.bands.find((b) => b.level === 'Specjalistka ds. płac');
    expect(specialist).toMatchObject({ below_min_women: 1, cost_to_min_monthly_women: null });
    const row = sheets['Compa-ratios']?.find((r) => r[0] === 'Specjalistka ds. płac');
    const shown = (value: number | null | undefined) =>
      value === null ? 'withheld: fewer than 3 people' : value;
    expect(row?.slice(2)).toEqual([
      specialist?.women_mean_compa_ratio,
      specialist?.men_mean_compa_ratio,
      specialist?.compa_ratio_gap_percentage,
      specialist?.flagged ? 'Yes' : 'No',
      shown(specialist?.cost_to_min_monthly),
      shown(specialist?.cost_to_min_monthly_women),
      shown(specialist?.cost_to_min_monthly_men),
    ]);
    expect(row?.slice(6)).toEqual([
      1050,
      'withheld: fewer than 3 people',
      'withheld: fewer than 3 people',
    ]);
    const board = sheets['Compa-ratios']?.find((r) => r[0] === 'Zarząd');
    expect(board?.[2]).toBe('withheld: fewer than 3 people');

    const pdf = await send(t, viewer, 'GET', reportFile('pdf', '?lang=pl'));
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Wynagrodzenia na tle widełek płacowych');
    expect(text).toContain('Zarząd');
    expect(text).toContain('wstrzymano');
    expect(text).not.toMatch(/\bK0\b|\bZ0\b/);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('organisation_id', '=', owner.organisationId)
      .where('action', '=', 'salary_bands.exported')
      .execute();
    expect(audit.filter((a) => a.actor_id === viewer.userId)).toHaveLength(4);
  });

  it('answers 404 for another organisation’s report and bands versions', async () => {
    for (const url of [
      reportFile('xlsx'),
      reportFile('pdf'),
      '/api/salary-bands/export.pdf?version=1',
      '/api/salary-bands/adverts?version=1',
    ]) {
      const res = await send(t, stranger, 'GET', url);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    const none = await send(t, stranger, 'GET', '/api/salary-bands/export.xlsx');
    expect([none.statusCode, none.json().error]).toEqual([404, 'NO_SALARY_BANDS']);
  });
});
