import type { Worksheet } from 'exceljs';
import { exportCsv } from '../report-exports/exports-kit.ts';
import { multipart, type Account, type TestApp } from '../reports/reports-kit.ts';

/** The exports' file (Polish levels, a level a spreadsheet would run, one woman on the board). */
export const bandsCsv = exportCsv;

/** Bands for that file's three levels. */
export const BANDS = {
  effective_from: '2020-01-01',
  basis: 'base',
  currency: 'PLN',
  bands: [
    { level: 'Specjalistka ds. płac', job_family: null, min: 6500, mid: 7000, max: 8000 },
    { level: '=Kierownik', job_family: null, min: 9000, mid: 11000, max: 13000 },
    { level: 'Zarząd', job_family: null, min: 20000, mid: 22000, max: 25000 },
  ],
};

/** A workbook's sheets as plain values (numbers stay numbers), by sheet name. */
export const workbookValues = async (data: Buffer) => {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const sheets: Record<string, unknown[][]> = {};
  book.eachSheet((sheet: Worksheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => {
      rows[n - 1] = (row.values as unknown[]).slice(1);
    });
    sheets[sheet.name] = rows;
  });
  return { book, sheets };
};

/** POST /salary-bands/draft/template with a file and the form's text fields. */
export const draftFromTemplate = (
  t: TestApp,
  account: Account,
  file: { fileName: string; data: Buffer } | null,
  fields: Record<string, string> = {},
) => {
  const form = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(file ? [{ name: 'file', ...file }] : []),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/salary-bands/draft/template',
    payload: form.payload,
    headers: { ...form.headers, ...account.auth, 'accept-language': 'en' },
  });
};
