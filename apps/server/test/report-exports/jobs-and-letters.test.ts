import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportStatus, InformationRequest } from '@parytet/contract/report-exports';
import { teamWithReport } from '../helpers/team-with-report.ts';
import { addMember, createAccount, type Account, type TestApp } from '../reports/reports-kit.ts';
import { sweepExpiredExports } from '#modules/report-exports/report-exports.service.ts';
import { exportCsv, hasPdftotext, pdfjsText, pdftotext, squash } from './exports-kit.ts';

let t: TestApp;
let owner: Account;
let reportId: string;

beforeAll(async () => {
  // No colleagues yet: the role tests below add theirs.
  ({ t, owner, reportId } = await teamWithReport(
    'GURU',
    {},
    { fileName: 'p.csv', data: exportCsv() },
    { label: 'Płace 2025', roles: [] },
  ));
});
afterAll(() => t.close());

const call = (account: Account, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload && { payload }),
    headers: { ...account.auth, 'accept-language': 'en' },
  });

const waitForExport = async (id: string): Promise<ExportStatus> => {
  const seen = new Set<number>();
  for (let i = 0; i < 200; i++) {
    const res = await call(owner, 'GET', `/api/exports/${id}`);
    expect(res.statusCode).toBe(200);
    const status = res.json<ExportStatus>();
    seen.add(status.progress);
    if (status.status === 'ready' || status.status === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('export still running');
};

describe('background exports', () => {
  it('builds the file in a job, with progress, and serves it until it expires', async () => {
    const start = await call(owner, 'POST', `/api/reports/pay-gap/${reportId}/exports`, {
      format: 'xlsx',
      lang: 'pl',
    });
    expect(start.statusCode).toBe(202);
    const created = start.json<ExportStatus>();
    expect(created).toMatchObject({ report_id: reportId, format: 'xlsx', lang: 'pl' });
    const hours = (Date.parse(created.expires_at) - Date.parse(created.created_at)) / 3_600_000;
    expect(hours).toBeCloseTo(24, 3);

    const done = await waitForExport(created.id);
    expect(done).toMatchObject({ status: 'ready', progress: 100 });
    expect(done.file_name).toMatch(/^raport-przejrzystosc-wynagrodzen-Place-2025\.xlsx$/);

    const file = await call(owner, 'GET', `/api/exports/${created.id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(done.file_name ?? '');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[1]?.name).toBe('Wskaźniki');

    // Past its time the export is gone, and the sweep deletes it with its file.
    await t.ctx.db
      .updateTable('report_exports')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', created.id)
      .execute();
    expect((await call(owner, 'GET', `/api/exports/${created.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/exports/${created.id}/download`)).statusCode).toBe(404);
    expect(await sweepExpiredExports(t.ctx)).toBeGreaterThanOrEqual(1);
    const left = await t.ctx.db
      .selectFrom('report_exports')
      .select('id')
      .where('id', '=', created.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('builds a PDF in a job too', async () => {
    const start = await call(owner, 'POST', `/api/reports/pay-gap/${reportId}/exports`, {
      format: 'pdf',
      lang: 'en',
    });
    const done = await waitForExport(start.json<ExportStatus>().id);
    expect(done.status).toBe('ready');
    const file = await call(owner, 'GET', `/api/exports/${done.id}/download`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(squash(await pdfjsText(file.rawPayload))).toContain('Pay transparency report');
  });

  it('refuses an unknown format', async () => {
    const res = await call(owner, 'POST', `/api/reports/pay-gap/${reportId}/exports`, {
      format: 'csv',
      lang: 'en',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('Article 7 letters', () => {
  /** Records a request for one employee and downloads its answer letter. */
  const letterPdf = async (employeeId: string, lang: 'en' | 'pl') => {
    const created = await call(owner, 'POST', `/api/reports/pay-gap/${reportId}/letters`, {
      employee_id: employeeId,
      lang,
    });
    const id = created.json<InformationRequest>().id;
    return call(owner, 'GET', `/api/reports/pay-gap/${reportId}/letters/${id}/letter.pdf`);
  };

  it('records the request with its due date, two months on, and lists it', async () => {
    const res = await call(owner, 'POST', `/api/reports/pay-gap/${reportId}/letters`, {
      employee_id: 'S1',
      lang: 'pl',
      requested_on: '2025-12-31',
    });
    expect(res.statusCode).toBe(201);
    const letter = res.json<InformationRequest>();
    expect(letter).toMatchObject({
      employee_id: 'S1',
      lang: 'pl',
      requested_on: '2025-12-31',
      due_on: '2026-02-28',
      answered_in_time: false,
    });
    const today = await call(owner, 'POST', `/api/reports/pay-gap/${reportId}/letters`, {
      employee_id: 'Z0',
      lang: 'en',
    });
    const fresh = today.json<InformationRequest>();
    expect(fresh.requested_on).toBe(new Date().toISOString().slice(0, 10));
    expect(fresh.answered_in_time).toBe(true);

    const list = await call(owner, 'GET', `/api/reports/pay-gap/${reportId}/letters`);
    expect(list.statusCode).toBe(200);
    expect(list.json<InformationRequest[]>().map((l) => l.id)).toEqual([fresh.id, letter.id]);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('organisation_id', '=', owner.organisationId)
      .where('action', '=', 'information_request.answered')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('writes the pay level and the averages of women and men of the category, in Polish', async () => {
    const res = await letterPdf('S1', 'pl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const texts = [squash(await pdfjsText(res.rawPayload))];
    if (hasPdftotext) texts.push(squash(pdftotext(res.rawPayload)));
    // The level "Specjalistka ds. płac": S0..S11 are paid 6000 + i × 150, odd i are women, and
    // S3 works half time (FTE 0.5). As full-time equivalents (decisions §8) S3 earns 12 900, so
    // the women's mean is (6150 + 12 900 + 6750 + 7050 + 7350 + 7650) / 6 = 7975 and the men's
    // 6000 + 150 × 5 = 6750. S1 works full time: paid 6150, its full-time equivalent 6150.
    for (const text of texts) {
      expect(text).toContain('Odpowiedź na wniosek o informacje o wynagrodzeniu');
      expect(text).toContain('Specjalistka ds. płac');
      expect(text).toContain('zasadnicze (etat 1) 6 150,00 PLN');
      expect(text).toContain('w przeliczeniu na pełny etat 6 150,00 PLN');
      expect(text).toContain('(liczba kobiet: 6) 7 975,00 PLN');
      expect(text).toContain('(liczba mężczyzn: 6) 6 750,00 PLN');
      expect(text).toContain('Zastosowane kryteria');
      // The categories are the levels here, so the letter may say levels group equal work.
      expect(text).toContain('kategoriami pracowników w organizacji są jej poziomy');
    }
    expect(res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('gives a part-timer the amount paid and its full-time equivalent (decisions §8)', async () => {
    const res = await letterPdf('S3', 'en');
    const text = squash(await pdfjsText(res.rawPayload));
    // Paid 6450 for half a full-time contract: 12 900 as a full-time equivalent.
    expect(text).toContain('Your monthly base salary paid (FTE 0.5) 6,450.00 PLN');
    expect(text).toContain('Your pay level as a full-time equivalent 12,900.00 PLN');
    expect(text).toContain('women in your category (6 women) 7,975.00 PLN');
  });

  it('withholds the average of a group smaller than the minimum', async () => {
    const res = await letterPdf('Z2', 'en');
    const text = squash(await pdfjsText(res.rawPayload));
    // One woman on the board: her pay is not handed on; the four men's average is.
    expect(text).toContain('Withheld: fewer than 3 people of that sex');
    expect(text).toContain('(1 woman)');
    expect(text).not.toContain('20,000.00');
    expect(text).toContain('(4 men) 22,250.00 PLN');
  });

  it('refuses an employee not in the report and a request dated in the future', async () => {
    const unknown = await call(owner, 'POST', `/api/reports/pay-gap/${reportId}/letters`, {
      employee_id: 'nobody',
      lang: 'en',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('EMPLOYEE_NOT_IN_REPORT');
    const future = await call(owner, 'POST', `/api/reports/pay-gap/${reportId}/letters`, {
      employee_id: 'S1',
      lang: 'en',
      requested_on: '2999-01-01',
    });
    expect(future.statusCode).toBe(400);
  });
});

describe('access', () => {
  const routes = (id: string, other: string = randomUUID()) => [
    { method: 'GET' as const, url: `/api/reports/pay-gap/${id}/export.pdf?lang=en` },
    { method: 'GET' as const, url: `/api/reports/pay-gap/${id}/export.xlsx?lang=en` },
    { method: 'GET' as const, url: `/api/reports/pay-gap/${id}/document?lang=en` },
    {
      method: 'POST' as const,
      url: `/api/reports/pay-gap/${id}/exports`,
      payload: { format: 'pdf', lang: 'en' },
    },
    { method: 'GET' as const, url: `/api/exports/${other}` },
    { method: 'GET' as const, url: `/api/exports/${other}/download` },
    {
      method: 'POST' as const,
      url: `/api/reports/pay-gap/${id}/letters`,
      payload: { employee_id: 'S1', lang: 'en' },
    },
    { method: 'GET' as const, url: `/api/reports/pay-gap/${id}/letters` },
    { method: 'GET' as const, url: `/api/reports/pay-gap/${id}/letters/${other}/letter.pdf` },
  ];

  it('is locked for a plan without reporting (STARTER)', async () => {
    const starter = await createAccount(t, { plan: 'STARTER', subscriptionActive: true });
    for (const route of routes(reportId)) {
      const res = await call(starter, route.method, route.url, route.payload);
      expect(res.statusCode, route.url).toBe(403);
      expect(res.json().error, route.url).toBe('FEATURE_NOT_IN_PLAN');
    }
  });

  it("answers another organisation's report, export and letter like missing ones", async () => {
    const stranger = await createAccount(t, { plan: 'GURU' });
    const exported = await call(owner, 'POST', `/api/reports/pay-gap/${reportId}/exports`, {
      format: 'pdf',
      lang: 'en',
    });
    const letter = await call(owner, 'POST', `/api/reports/pay-gap/${reportId}/letters`, {
      employee_id: 'S1',
      lang: 'en',
    });
    const exportId = exported.json<ExportStatus>().id;
    const letterId = letter.json<InformationRequest>().id;
    for (const id of [reportId, randomUUID(), 'not-a-uuid']) {
      for (const route of routes(id, exportId)) {
        const url = route.url.replace(`/letters/${exportId}/`, `/letters/${letterId}/`);
        const res = await call(stranger, route.method, url, route.payload);
        expect(res.statusCode, `${route.method} ${url}`).toBe(404);
        expect(res.json().error).toBe('NOT_FOUND');
      }
    }
  });

  it('lets a viewer read and export but neither read nor answer a request', async () => {
    const viewer = await addMember(t, owner, 'viewer');
    const pdf = await call(viewer, 'GET', `/api/reports/pay-gap/${reportId}/export.pdf?lang=en`);
    expect(pdf.statusCode).toBe(200);
    // A letter is the personal data of the worker who asked (decisions §9).
    const letters = await call(viewer, 'GET', `/api/reports/pay-gap/${reportId}/letters`);
    expect(letters.statusCode).toBe(403);
    expect(letters.json().error).toBe('FORBIDDEN_FOR_ROLE');
    const res = await call(viewer, 'POST', `/api/reports/pay-gap/${reportId}/letters`, {
      employee_id: 'S1',
      lang: 'en',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('FORBIDDEN_FOR_ROLE');
    const member = await addMember(t, owner, 'member');
    const ok = await call(member, 'POST', `/api/reports/pay-gap/${reportId}/letters`, {
      employee_id: 'S1',
      lang: 'en',
    });
    expect(ok.statusCode).toBe(201);
  });
});
