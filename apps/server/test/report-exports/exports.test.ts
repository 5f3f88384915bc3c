import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IndicatorsData, IndicatorsView } from '@parytet/contract/reporting/indicators';
import type { ReportDocument } from '@parytet/contract/report-exports';
import { computeIndicators, readSalaryFile } from '@parytet/engine';
import { createTestApp } from '../helpers/test-context.ts';
import {
  createAccount,
  get,
  uploadAndWait,
  type Account,
  type TestApp,
} from '../reports/reports-kit.ts';
import {
  enPercent,
  exportCsv,
  hasPdftotext,
  pdfjsText,
  pdftotext,
  plPercent,
  squash,
} from './exports-kit.ts';

let t: TestApp;
let owner: Account;
let reportId: string;
let engine: IndicatorsData;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
  owner = await createAccount(t, { plan: 'GURU' });
  await t.ctx.db
    .updateTable('organisations')
    .set({ name: 'Zażółć Gęślą Jaźń Sp. z o.o.' })
    .where('id', '=', owner.organisationId)
    .execute();
  const data = exportCsv();
  reportId = (await uploadAndWait(t, owner, { fileName: 'płace.csv', data }, 'Raport płac 2025'))
    .id;
  const read = await readSalaryFile(Buffer.from(data), 'płace.csv');
  if (!read.ok) throw new Error(read.code);
  engine = computeIndicators(read.table);
});
afterAll(() => t.close());

const binary = (url: string) =>
  t.app.inject({ url, headers: { ...owner.auth, 'accept-language': 'en' } });

/** Every figure the document must show, as it writes them, from the engine's own answer. */
const expectedFigures = (format: (v: number) => string) => {
  const gaps = [
    engine.pay_gap_mean,
    engine.pay_gap_median,
    engine.variable_pay_gap_mean,
    engine.variable_pay_gap_median,
  ];
  const figures = gaps.filter((g): g is number => g !== null).map(format);
  for (const b of engine.quartile_bands) {
    if (b.women_percentage !== null) figures.push(format(b.women_percentage));
  }
  for (const c of engine.categories) {
    for (const g of [
      c.base_pay_gap_percentage,
      c.variable_pay_gap_percentage,
      c.total_pay_gap_percentage,
    ]) {
      if (g !== null) figures.push(format(g));
    }
  }
  return figures;
};

describe('GET /api/reports/pay-gap/{id}/export.pdf', () => {
  it('is a PDF with every indicator of the engine, Polish diacritics and withheld small groups', async () => {
    const res = await binary(`/api/reports/pay-gap/${reportId}/export.pdf?lang=pl`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('raport-przejrzystosc-wynagrodzen');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The font is embedded (a subset of DejaVu Sans), so the letters show on any machine.
    expect(res.rawPayload.toString('latin1')).toMatch(/FontFile2/);
    expect(res.rawPayload.toString('latin1')).toMatch(/DejaVuSans/);

    const texts = [squash(await pdfjsText(res.rawPayload))];
    if (hasPdftotext) texts.push(squash(pdftotext(res.rawPayload)));
    else console.warn('pdftotext (poppler-utils) is not installed: checked with pdf.js only');
    for (const text of texts) {
      expect(text).toContain('Raport o przejrzystości wynagrodzeń');
      expect(text).toContain('Zażółć Gęślą Jaźń Sp. z o.o.');
      expect(text).toContain('Specjalistka ds. płac');
      expect(text).toContain('Zarząd');
      // decisions §8: every figure is a full-time equivalent (was 'Stawka godzinowa z kolumny Etat').
      expect(text).toContain('Każda kwota jest w przeliczeniu na pełny etat');
      for (const figure of expectedFigures(plPercent)) expect(text).toContain(figure);
      // The board has one woman: its gaps are withheld, with the reason.
      const board = engine.categories.find((c) => c.category === 'Zarząd');
      expect(board?.total_pay_gap_percentage).toBeNull();
      expect(text).toContain('Zarząd: Luka w całym wynagrodzeniu');
      expect(text).toContain('mniej niż 3 kobiety');
      expect(text).toContain('Wstrzymane dane');
      expect(text).toMatch(/Strona 1 z \d/);
    }
  });

  it('is written in English with ?lang=en', async () => {
    const res = await binary(`/api/reports/pay-gap/${reportId}/export.pdf?lang=en`);
    expect(res.statusCode).toBe(200);
    const text = squash(await pdfjsText(res.rawPayload));
    expect(text).toContain('Pay transparency report');
    expect(text).toContain('fewer than 3 women');
    for (const figure of expectedFigures(enPercent)) expect(text).toContain(figure);
  });
});

const readWorkbook = async (data: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  return book;
};

describe('GET /api/reports/pay-gap/{id}/export.xlsx', () => {
  it('has one sheet per table, numbers as numbers with formats, frozen headers', async () => {
    const res = await binary(`/api/reports/pay-gap/${reportId}/export.xlsx?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = await readWorkbook(res.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Summary',
      'Indicators',
      'Quartile bands',
      'Categories',
      'Unexplained gap',
      'Cost to close',
      'Joint assessment',
      // The model card of the organisation's chosen regression model (two sheets).
      'Regression model',
      'Model terms',
      'Withheld',
      'Methodology',
    ]);
    for (const sheet of book.worksheets) {
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    }
    const indicators = book.getWorksheet('Indicators');
    const mean = indicators?.getRow(2).getCell(2);
    expect(mean?.value).toBeCloseTo((engine.pay_gap_mean ?? NaN) / 100, 10);
    expect(mean?.numFmt).toBe('0.00%');
    const median = indicators?.getRow(4).getCell(2);
    expect(median?.value).toBeCloseTo((engine.pay_gap_median ?? NaN) / 100, 10);

    const categories = book.getWorksheet('Categories');
    const rows = engine.categories.map((c, i) => {
      const row = categories?.getRow(i + 2);
      return { row, c };
    });
    for (const { row, c } of rows) {
      expect(row?.getCell(2).value).toBe(c.total_people);
      expect(row?.getCell(3).value).toBe(c.number_of_women);
      if (c.total_pay_gap_percentage === null) {
        expect(String(row?.getCell(7).value)).toBe('withheld: fewer than 3 women');
      } else {
        expect(row?.getCell(7).value).toBeCloseTo(c.total_pay_gap_percentage / 100, 10);
      }
    }
    const withheld = book.getWorksheet('Withheld');
    expect(withheld?.getRow(2).getCell(2).value).toBe('fewer than 3 women');
  });

  it('holds no formula: text a spreadsheet would run is kept as text', async () => {
    const res = await binary(`/api/reports/pay-gap/${reportId}/export.xlsx?lang=pl`);
    const book = await readWorkbook(res.rawPayload);
    const texts: string[] = [];
    for (const sheet of book.worksheets) {
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          expect(cell.type, `${sheet.name}!${cell.address}`).not.toBe(ExcelJS.ValueType.Formula);
          expect(cell.formula, `${sheet.name}!${cell.address}`).toBeUndefined();
          if (typeof cell.value === 'string') texts.push(cell.value);
        }),
      );
    }
    for (const text of texts) expect(text, text).not.toMatch(/^[=+\-@\t\r]/);
    expect(texts).toContain("'=Kierownik");
    // And not in the raw XML either: no <f> element anywhere.
    const { default: JSZip } = await import('jszip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const sheets = Object.keys(zip.files).filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n));
    expect(sheets).toHaveLength(book.worksheets.length);
    for (const name of sheets) {
      const xml = await zip.file(name)?.async('string');
      expect(xml, name).not.toMatch(/<f[ >]/);
    }
  });
});

describe('the exports and the screens agree (decisions §8)', () => {
  it('on the unexplained gap, its sign and interval, and on every flag', async () => {
    const view = (
      await get(t, owner, `/api/reports/pay-gap/${reportId}/indicators`)
    ).json<IndicatorsView>();
    const fit = view.unexplained_gap;
    expect(fit).not.toBeNull();
    if (fit === null) return;
    // Positive = women paid less, as every other gap; the coefficient itself is in log points.
    expect(Math.sign(fit.gap_percentage)).toBe(-Math.sign(fit.coefficient));
    const res = await binary(`/api/reports/pay-gap/${reportId}/export.xlsx?lang=en`);
    const book = await readWorkbook(res.rawPayload);
    const sheet = book.getWorksheet('Unexplained gap');
    expect(sheet?.getRow(2).getCell(2).value).toBeCloseTo(fit.gap_percentage / 100, 10);
    expect(sheet?.getRow(3).getCell(2).value).toBeCloseTo(fit.ci_low_percentage / 100, 10);
    expect(sheet?.getRow(4).getCell(2).value).toBeCloseTo(fit.ci_high_percentage / 100, 10);
    const words = {
      flagged: 'flagged (5 % or more)',
      to_watch: 'to watch (a component 5 % or more)',
      below_threshold: 'below 5 %',
      withheld: 'withheld',
    };
    const categories = book.getWorksheet('Categories');
    view.categories.forEach((c, i) => {
      expect(categories?.getRow(i + 2).getCell(8).value, c.category).toBe(words[c.flag]);
    });
    // The board's one woman: withheld, never "below 5 %".
    expect(view.categories.find((c) => c.category === 'Zarząd')?.flag).toBe('withheld');
    const pdf = await binary(`/api/reports/pay-gap/${reportId}/export.pdf?lang=en`);
    const text = squash(await pdfjsText(pdf.rawPayload));
    expect(text).toContain(enPercent(fit.gap_percentage));
  });
});

describe('GET /api/reports/pay-gap/{id}/document', () => {
  it('answers the model the exports draw, with the engine figures and the withheld ones', async () => {
    const res = await get(t, owner, `/api/reports/pay-gap/${reportId}/document?lang=pl`);
    expect(res.statusCode).toBe(200);
    const doc = res.json<ReportDocument>();
    expect(doc.title).toBe('Raport o przejrzystości wynagrodzeń');
    const indicators = doc.tables.find((x) => x.key === 'indicators');
    expect(indicators?.rows[0]?.[1]).toEqual({ kind: 'percent', value: engine.pay_gap_mean });
    expect(indicators?.rows[2]?.[1]).toEqual({ kind: 'percent', value: engine.pay_gap_median });
    const categories = doc.tables.find((x) => x.key === 'categories');
    expect(categories?.rows.map((r) => r[0])).toEqual(
      engine.categories.map((c) => ({ kind: 'text', value: c.category })),
    );
    expect(doc.withheld.map((w) => w.item)).toContain('Zarząd: Luka w całym wynagrodzeniu');
    expect(doc.withheld.every((w) => w.reason === 'mniej niż 3 kobiety')).toBe(true);
  });
});

describe('the exports of a report that cannot be exported', () => {
  it('answer REPORT_NOT_READY while processing and INDICATORS_UNAVAILABLE for an old report', async () => {
    const processing = await t.ctx.db
      .insertInto('reports')
      .values({
        organisation_id: owner.organisationId,
        created_by: owner.userId,
        label: 'Failed',
        file_name: 'x.csv',
        file_size: 1,
        status: 'failed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await get(t, owner, `/api/reports/pay-gap/${processing.id}/export.pdf?lang=en`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('REPORT_NOT_READY');

    const old = (await uploadAndWait(t, owner, { fileName: 'o.csv', data: exportCsv() }, 'Old')).id;
    await t.ctx.db
      .updateTable('report_results')
      .set({ indicator_inputs: null, indicator_inputs_packed: null })
      .where('report_id', '=', old)
      .execute();
    for (const url of [
      `/api/reports/pay-gap/${old}/export.xlsx`,
      `/api/reports/pay-gap/${old}/export.pdf`,
    ]) {
      const answer = await get(t, owner, url);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toBe('INDICATORS_UNAVAILABLE');
    }
  });
});
