/**
 * Reports to hand on, as a new user tries them: upload a file, download the PDF and the XLSX
 * from the Pay transparency section's exports tab (background job with progress), answer an Article 7 request and open
 * the printable view, in both languages. The PDF is turned into images (pdftoppm, kept under
 * artifacts/ to be looked at) and its text (pdftotext) checked against the API's figures; the
 * XLSX is read back with ExcelJS. Every screen is screenshotted and checked with axe.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import type { Download } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDocument } from '@parytet/contract/report-exports';
import { type TestUser, signedInPage } from './support/accounts.ts';
import { ARTIFACTS_DIR, baseUrl, launchBrowser, checkScreen } from './support/browser.ts';
import { type Lang, plain, text } from './support/texts.ts';
import { csvFile, uploadThroughForm } from './support/uploads.ts';

const run = promisify(execFile);

/** Part-time staff, Polish letters, and a board with one woman (a withheld group). */
const salaryFile = () => {
  const rows = ['ID,Gender,Level,Position,Location,Days Off,Base Salary,Bonuses and Benefits,FTE'];
  for (let i = 0; i < 12; i++) {
    rows.push(
      `S${i},${i % 2 ? 'Female' : 'Male'},Specjalistka ds. płac,Analityk,Łódź,0,${6000 + i * 150},${i % 3 ? 2400 : 0},${i === 3 ? '0.5' : ''}`,
    );
  }
  for (let i = 0; i < 10; i++) {
    rows.push(
      `K${i},${i % 2 ? 'Female' : 'Male'},Kierownik,Kierownik,Łódź,0,${9000 + i * 400},${6000 + i * 100},`,
    );
  }
  rows.push('Z0,Female,Zarząd,Prezes,Łódź,0,20000,30000,');
  for (let i = 1; i < 5; i++)
    rows.push(`Z${i},Male,Zarząd,Członek zarządu,Łódź,0,${21000 + i * 500},30000,`);
  return Buffer.from(`${rows.join('\n')}\n`);
};

const apiDocument = async (user: TestUser, id: string, lang: Lang) => {
  const res = await fetch(`${baseUrl()}/api/reports/pay-gap/${id}/document?lang=${lang}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as ReportDocument;
};

const saveDownload = async (download: Download, name: string) => {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, name);
  await download.saveAs(file);
  return file;
};

/** A percentage as the documents write it: "8,10%" in Polish, "8.10%" in English. */
const percent = (lang: Lang, value: number) => {
  const fixed = value.toFixed(2);
  return `${lang === 'pl' ? fixed.replace('.', ',') : fixed}%`;
};

describe('reports to hand on', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each<Lang>(['pl', 'en'])(
    'uploads, downloads the PDF and the XLSX, answers a request and prints (%s)',
    async (lang) => {
      const { user, context, page } = await signedInPage(browser, { lang, plan: 'GURU' });

      const id = await uploadThroughForm(
        page,
        lang,
        'Płace 2025',
        csvFile('place.csv', salaryFile()),
      );

      // The Pay transparency section's "Exports and letters" tab.
      await page.goto(`/main/pay-transparency/${id}/exports`);
      await page.getByRole('heading', { level: 1, name: 'Płace 2025' }).waitFor();
      await page
        .getByRole('heading', { level: 2, name: text(lang, 'report-exports.export.title') })
        .waitFor();
      await checkScreen(page, `reporting-exports-${lang}`);

      // The PDF: a background job with progress, then the file.
      await page.getByRole('button', { name: text(lang, 'report-exports.export.pdf') }).click();
      const savePdf = page.getByRole('button', {
        name: text(lang, 'report-exports.export.download', { format: 'PDF' }),
      });
      await savePdf.waitFor({ timeout: 30_000 });
      await checkScreen(page, `reporting-exports-ready-${lang}`);
      const [pdfDownload] = await Promise.all([page.waitForEvent('download'), savePdf.click()]);
      const pdf = await saveDownload(pdfDownload, `reporting-export-${lang}.pdf`);
      await run('pdftoppm', [
        '-r',
        '70',
        '-png',
        pdf,
        path.join(ARTIFACTS_DIR, `reporting-export-${lang}`),
      ]);
      const { stdout } = await run('pdftotext', [pdf, '-']);
      const pdfText = plain(stdout);
      const doc = await apiDocument(user, id, lang);
      expect(pdfText).toContain(doc.title);
      expect(pdfText).toContain('Specjalistka ds. płac');
      expect(pdfText).toContain('Zarząd');
      for (const table of doc.tables) {
        for (const row of table.rows) {
          for (const cell of row) {
            if (cell.kind === 'percent')
              expect(pdfText, table.key).toContain(percent(lang, cell.value));
          }
        }
      }
      for (const w of doc.withheld) expect(pdfText).toContain(w.reason);

      // The XLSX, read back and compared with the same figures.
      await page.getByRole('button', { name: text(lang, 'report-exports.export.xlsx') }).click();
      const saveXlsx = page.getByRole('button', {
        name: text(lang, 'report-exports.export.download', { format: 'XLSX' }),
      });
      await saveXlsx.waitFor({ timeout: 30_000 });
      const [xlsxDownload] = await Promise.all([page.waitForEvent('download'), saveXlsx.click()]);
      const xlsx = await saveDownload(xlsxDownload, `reporting-export-${lang}.xlsx`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await readFile(xlsx)) as unknown as ArrayBuffer);
      const indicators = doc.tables.find((x) => x.key === 'indicators');
      const sheet = book.getWorksheet(indicators?.sheet ?? '');
      indicators?.rows.forEach((row, r) => {
        const cell = row[1];
        const value = sheet?.getRow(r + 2).getCell(2).value;
        if (cell?.kind === 'percent') expect(value).toBeCloseTo(cell.value / 100, 10);
      });

      // Article 7: a worker's request, answered with a one-page letter.
      await page.getByLabel(text(lang, 'report-exports.letters.employeeId')).fill('S1');
      const [letter] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: text(lang, 'report-exports.letters.generate') }).click(),
      ]);
      const letterFile = await saveDownload(letter, `reporting-letter-${lang}.pdf`);
      const letterText = plain((await run('pdftotext', [letterFile, '-'])).stdout);
      expect(letterText).toContain('S1');
      expect(letterText).toContain('Specjalistka ds. płac');
      await run('pdftoppm', [
        '-r',
        '70',
        '-png',
        letterFile,
        path.join(ARTIFACTS_DIR, `reporting-letter-${lang}`),
      ]);
      await page.getByRole('row', { name: /S1/ }).waitFor();
      await checkScreen(page, `reporting-letters-${lang}`);

      // The printable view.
      await page.getByRole('link', { name: text(lang, 'report-exports.export.print') }).click();
      await page.getByRole('heading', { level: 1, name: doc.title }).waitFor();
      await checkScreen(page, `reporting-print-${lang}`);
      const printed = path.join(ARTIFACTS_DIR, `reporting-print-${lang}.pdf`);
      await page.pdf({ path: printed, format: 'A4', printBackground: true });
      const printedText = plain((await run('pdftotext', [printed, '-'])).stdout);
      expect(printedText).toContain(doc.title);
      // The screens write numbers one way in both languages (lib/format.ts): "17,81%".
      for (const row of indicators?.rows ?? []) {
        const cell = row[1];
        if (cell?.kind === 'percent') expect(printedText).toContain(percent('pl', cell.value));
      }
      for (const w of doc.withheld) expect(printedText).toContain(w.reason);
      await run('pdftoppm', [
        '-r',
        '50',
        '-png',
        '-f',
        '1',
        '-l',
        '1',
        printed,
        path.join(ARTIFACTS_DIR, `reporting-print-${lang}`),
      ]);
      await context.close();
    },
    180_000,
  );
});
