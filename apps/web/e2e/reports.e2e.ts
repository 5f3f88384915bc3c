import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdjustedReportData,
  BaseReportData,
  ExtendedSalaryRangesData,
  ProcessingErrorCode,
  SalaryRangesData,
} from '@parytet/contract/reports';
import { optionalColumnNames, requiredColumnNames } from '@parytet/contract/salary-file';
import { en } from '#i18n/en.ts';
import { pl } from '#i18n/pl.ts';
import * as format from '#lib/format.ts';
import { type TestUser, signedInPage } from './support/accounts.ts';
import { baseUrl, launchBrowser, screenshotBoth, expectAccessible } from './support/browser.ts';
import { plainLines, text } from './support/texts.ts';
import { csvFile, goodRow, HEADER, type UploadFile, uploadThroughForm } from './support/uploads.ts';

// The app's own formatters, with the same plain spaces as the text read from the page.
const formatMoney = (...args: Parameters<typeof format.formatMoney>) =>
  plainLines(format.formatMoney(...args));
const formatNumber = (...args: Parameters<typeof format.formatNumber>) =>
  plainLines(format.formatNumber(...args));
const formatPercent = (...args: Parameters<typeof format.formatPercent>) =>
  plainLines(format.formatPercent(...args));
const innerText = async (page: Page, selector: string) =>
  plainLines(await page.locator(selector).innerText());

const api = async <T>(user: TestUser, path: string): Promise<T> => {
  const res = await fetch(`${baseUrl()}/api/${path}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
};

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A small CSV: `change` may rewrite a row (by index) or the header. */
const csv = (change: { header?: string; row?: [number, string]; rows?: number } = {}) => {
  const rows = Array.from({ length: change.rows ?? 12 }, (_, i) =>
    change.row && change.row[0] === i ? change.row[1] : goodRow(i),
  );
  return Buffer.from([change.header ?? HEADER, ...rows].join('\n') + '\n');
};

const twoSheetWorkbook = async (): Promise<UploadFile> => {
  const workbook = new ExcelJS.Workbook();
  for (const name of ['Salaries', 'Notes']) {
    const sheet = workbook.addWorksheet(name);
    sheet.addRow(HEADER.split(','));
    for (let i = 0; i < 6; i++) sheet.addRow(goodRow(i).split(','));
  }
  return {
    name: 'two-sheets.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
};

describe('reports, as a new user meets them', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('downloads the example, uploads it and reads every view in both languages', async () => {
    const { user, context, page } = await signedInPage(browser, { lang: 'en', plan: 'GURU' });

    // No report yet: the pay-gap section opens the upload screen.
    await page.goto('/main/pay-gap');
    await page.waitForURL('**/main/pay-gap/new');
    await page.getByRole('heading', { level: 1, name: 'New report' }).waitFor();
    await page.getByText('Max records per report').waitFor();
    const limits = await innerText(page, 'main');
    expect(limits).toContain('Reports allowed');
    expect(limits).toContain(formatNumber(100_000, 'en'));
    // The plan's largest file, from the limits call: the specification's 10 MB by default.
    expect(limits).toMatch(/Largest file\s*10 MB/);
    expect(limits).toContain('CSV, XLS or XLSX, up to 10 MB.');
    expect(await page.getByRole('link', { name: 'Base data' }).count()).toBe(0);
    await screenshotBoth(page, 'reports-new-en');
    await expectAccessible(page, 'new report');

    // The example: a real one-sheet workbook under the server's English name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the example (XLSX)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('example-report.xlsx');
    const example = await readFile(await download.path());
    expect(example.subarray(0, 2).toString()).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      example.buffer.slice(
        example.byteOffset,
        example.byteOffset + example.byteLength,
      ) as ArrayBuffer,
    );
    // The data, then a sheet explaining every column, the optional ones too.
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Salaries', 'Columns']);
    const header = (workbook.worksheets[0]?.getRow(1).values as unknown[]).filter(Boolean);
    expect(header).toEqual(expect.arrayContaining(['ID', 'Gender', 'Level', 'Base Salary']));
    const explained: unknown[] = [];
    workbook.worksheets[1]?.getColumn(1).eachCell((cell) => explained.push(cell.value));
    expect(explained).toEqual(expect.arrayContaining(optionalColumnNames('en')));

    // Upload it. The job takes well under a second for 120 rows, so the base view's answers
    // read "processing" until the screenshots are taken; then the next poll shows the report.
    let processing = true;
    await page.route(/\/api\/reports\/pay-gap\/[0-9a-f-]{36}\/base$/, (route) =>
      processing
        ? route.fulfill({
            json: {
              status: 'processing',
              report_ready: false,
              report_failed: false,
              error_code: null,
              error_details: null,
              currency: 'PLN',
              period_start: null,
              period_end: null,
            },
          })
        : route.continue(),
    );
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/reports/pay-gap/upload'));
    const id = await uploadThroughForm(page, en, 'Example 2025', {
      name: download.suggestedFilename(),
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: example,
    });
    // An XLSX is a ZIP already: sent as it is.
    expect((await sent).headers()['content-encoding']).toBeUndefined();
    await page.getByRole('heading', { name: 'We are processing your data' }).waitFor();
    expect(await innerText(page, 'main')).toContain('Please give us a moment...');
    await screenshotBoth(page, 'reports-processing-en');
    await expectAccessible(page, 'processing');
    processing = false;
    await page.getByRole('heading', { name: 'Monthly pay of women and men' }).waitFor({
      timeout: 60_000,
    });
    await page.unroute(/\/api\/reports\/pay-gap\/[0-9a-f-]{36}\/base$/);

    // Base view against the API's own figures.
    const base = await api<BaseReportData>(user, `reports/pay-gap/${id}/base`);
    const baseRow = plainLines(await page.getByRole('row', { name: /^Base salary/ }).innerText());
    expect(baseRow).toContain(formatMoney(base.mean.base_salary.women, 'en'));
    expect(baseRow).toContain(formatMoney(base.median.base_salary.men, 'en'));
    expect(baseRow).toContain(formatPercent(base.mean.base_salary.pay_gap_percentage, 'en'));
    expect(await innerText(page, 'main')).toContain(
      `Women (${formatNumber(base.number_of_women, 'en')})`,
    );
    expect(await page.getByRole('img', { name: /Bar chart of the mean monthly pay/ }).count()).toBe(
      1,
    );
    await screenshotBoth(page, 'reports-base-en');
    await expectAccessible(page, 'base');

    // Adjusted view.
    await page.getByRole('link', { name: 'Adjusted pay gap' }).click();
    await page.waitForURL(`**/main/pay-gap/${id}/adjusted`);
    const w1Title = text(en, 'pay-gap.adjusted.w1.title');
    await page.getByRole('heading', { name: w1Title }).waitFor();
    const adjusted = await api<AdjustedReportData>(user, `reports/pay-gap/${id}/adjusted`);
    const firstLevel = adjusted.w1[0];
    if (!firstLevel) throw new Error('the example has no levels');
    const w1 = page.getByRole('region', { name: w1Title });
    const levelRow = plainLines(
      await w1.getByRole('row', { name: new RegExp(`^${firstLevel.level}\\b`) }).innerText(),
    );
    expect(levelRow).toContain(formatMoney(firstLevel.average_salary_women, 'en'));
    expect(levelRow).toContain(formatMoney(firstLevel.average_salary_men, 'en'));
    expect(levelRow).toContain(
      firstLevel.pay_gap_percentage === null
        ? 'cannot be shown'
        : formatPercent(firstLevel.pay_gap_percentage, 'en'),
    );
    expect(
      plainLines(await w1.getByRole('row', { name: /^Weighted average/ }).innerText()),
    ).toContain(formatPercent(adjusted.w1_weighted_pay_gap_percentage, 'en'));
    await screenshotBoth(page, 'reports-adjusted-en');
    await expectAccessible(page, 'adjusted');

    // Salary ranges from the sidebar: the report opens in the base view.
    await page.getByRole('link', { name: 'Salary ranges', exact: true }).first().click();
    await page.waitForURL(`**/main/salary-ranges/${id}/base`);
    await page.getByRole('heading', { name: 'Salary ranges by level' }).waitFor();
    const ranges = await api<SalaryRangesData>(user, `reports/pay-gap/${id}/salary-ranges`);
    const range = ranges.ranges[0];
    if (!range) throw new Error('no salary range');
    const rangeRow = plainLines(
      await page.getByRole('row', { name: new RegExp(`^${range.level}\\b`) }).innerText(),
    );
    expect(rangeRow).toContain(
      `${formatMoney(range.min_salary, 'en')} – ${formatMoney(range.max_salary, 'en')}`,
    );
    expect(rangeRow).toContain(formatMoney(range.median, 'en'));
    await screenshotBoth(page, 'reports-ranges-base-en');
    await expectAccessible(page, 'salary ranges base');

    await page.getByRole('link', { name: 'Extended' }).click();
    await page.waitForURL(`**/main/salary-ranges/${id}/extended`);
    await page.getByRole('heading', { name: 'Salary ranges by level and position' }).waitFor();
    const extended = await api<ExtendedSalaryRangesData>(
      user,
      `reports/pay-gap/${id}/extended-salary-ranges`,
    );
    const position = extended.ranges.flatMap((l) => l.positions).find((p) => p.total_people > 1);
    if (!position) throw new Error('no position');
    const positionRow = plainLines(
      await page
        .getByRole('row', { name: new RegExp(escapeRegExp(position.position)) })
        .first()
        .innerText(),
    );
    expect(positionRow).toContain(formatMoney(position.average, 'en'));
    if (position.pay_gap_percentage !== null) {
      expect(positionRow).toContain(formatPercent(position.pay_gap_percentage, 'en'));
    }
    await screenshotBoth(page, 'reports-ranges-extended-en');
    await expectAccessible(page, 'salary ranges extended');

    // The same in Polish, switched in the sidebar.
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /PL/ }).click();
    await page.getByRole('heading', { name: text(pl, 'salary-ranges.extended.title') }).waitFor();
    await screenshotBoth(page, 'reports-ranges-extended-pl');
    await page.getByRole('link', { name: text(pl, 'salary-ranges.nav.base') }).click();
    await page.getByRole('heading', { name: text(pl, 'salary-ranges.base.title') }).waitFor();
    await screenshotBoth(page, 'reports-ranges-base-pl');
    await page.goto(`/main/pay-gap/${id}/base`);
    await page.getByRole('heading', { name: text(pl, 'pay-gap.base.tableTitle') }).waitFor();
    expect(
      plainLines(await page.getByRole('row', { name: /^Wynagrodzenie zasadnicze/ }).innerText()),
    ).toContain(formatMoney(base.mean.base_salary.men, 'pl'));
    await screenshotBoth(page, 'reports-base-pl');
    await expectAccessible(page, 'base (pl)');
    await page.getByRole('link', { name: text(pl, 'pay-gap.nav.adjusted') }).click();
    await page.getByRole('heading', { name: text(pl, 'pay-gap.adjusted.w1.title') }).waitFor();
    await screenshotBoth(page, 'reports-adjusted-pl');
    await page
      .getByRole('navigation', { name: text(pl, 'pay-gap.nav.label') })
      .getByRole('link', { name: text(pl, 'pay-gap.nav.new') })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Nowy raport' }).waitFor();
    await screenshotBoth(page, 'reports-new-pl');
    const [polish] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text(pl, 'pay-gap.example.download') }).click(),
    ]);
    expect(polish.suggestedFilename()).toBe('przykladowy-raport.xlsx');
    await context.close();
  });

  it('explains each problem a salary file can have', async () => {
    const { context, page } = await signedInPage(browser, { lang: 'en', plan: 'GURU' });

    const cases: [ProcessingErrorCode, UploadFile, { row?: string; value?: string }][] = [
      ['TOO_MANY_SHEETS', await twoSheetWorkbook(), {}],
      [
        'INCORRECT_COLUMN_NAMES',
        csvFile('pesel.csv', csv({ header: `${HEADER},PESEL` })),
        { value: 'not accepted' },
      ],
      [
        'INCORRECT_GENDERS',
        csvFile('genders.csv', csv({ row: [3, '4,Other,L1,Analyst,,0,6000,0'] })),
        { row: '5', value: '‘Other’' },
      ],
      [
        'SINGLE_GENDER',
        csvFile(
          'women-only.csv',
          Buffer.from(
            `${HEADER}\n${[1, 2, 3, 4].map((i) => `${i},Female,L1,Analyst,,0,6000,0`).join('\n')}\n`,
          ),
        ),
        {},
      ],
      [
        'MISSING_VALUES',
        csvFile('missing.csv', csv({ row: [2, '3,Female,L1,,,0,6000,0'] })),
        { row: '4', value: '(empty)' },
      ],
      [
        'INVALID_GENDER',
        csvFile('no-gender.csv', csv({ row: [4, '5,,L1,Analyst,,0,6000,0'] })),
        { row: '6' },
      ],
      [
        'INVALID_NUMERIC',
        csvFile('abc.csv', csv({ row: [12, '13,Male,L1,Analyst,,0,abc,0'], rows: 14 })),
        { row: '14', value: '‘abc’' },
      ],
      [
        'NEGATIVE_VALUES',
        csvFile('negative.csv', csv({ row: [1, '2,Male,L1,Analyst,,0,-100,0'] })),
        { row: '3', value: '‘-100’' },
      ],
      [
        'INVALID_DAYS_OFF',
        csvFile('days.csv', csv({ row: [1, '2,Male,L1,Analyst,,300,6000,0'] })),
        { row: '3', value: '‘300’' },
      ],
      [
        'INCORRECT_FILE',
        csvFile('junk.csv', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 151) % 256))),
        {},
      ],
      [
        'DUPLICATE_IDS',
        csvFile('twins.csv', csv({ row: [5, '5,Male,L1,Analyst,,0,6000,0'] })),
        { value: '‘5’' },
      ],
    ];

    for (const [code, file, detail] of cases) {
      await uploadThroughForm(page, en, `Bad file ${code.toLowerCase().replace(/_/g, '-')}`, file);
      const alert = page.getByRole('alert').filter({
        hasText: text(en, 'report-status.failed.title'),
      });
      await alert.waitFor({ timeout: 60_000 });
      const shown = plainLines(await alert.innerText());
      // The column message names the required and the optional columns from the contract.
      const columns = {
        required: requiredColumnNames('en').join(', '),
        optional: optionalColumnNames('en').join(', '),
      };
      expect(shown, code).toContain(text(en, `report-status.codes.${code}`, columns));
      expect(shown, code).toContain(text(en, 'report-status.failed.thanks'));
      if (detail.row || detail.value) {
        const row = detail.row
          ? alert.getByRole('row', { name: new RegExp(`^${detail.row} `) }).first()
          : alert
              .getByRole('row')
              .filter({ hasText: detail.value ?? '' })
              .first();
        const cells = plainLines(await row.innerText());
        if (detail.row) expect(cells, code).toContain(detail.row);
        if (detail.value) expect(cells, code).toContain(detail.value);
      }
      if (code === 'INVALID_NUMERIC') {
        expect(shown).toContain('Base Salary');
        await screenshotBoth(page, 'reports-error-invalid-numeric-en');
        await expectAccessible(page, 'error screen');
      }
    }
    await context.close();
  });

  it('refuses what the plan does not allow, each with its own message', async () => {
    const { context, page } = await signedInPage(browser, { lang: 'pl' });

    // STARTER: 250 records per report.
    await page.goto('/main/pay-gap/new');
    await page.getByRole('textbox', { name: 'Nazwa raportu' }).fill('Za duzo');
    await page.locator('input[type=file]').setInputFiles(csvFile('big.csv', csv({ rows: 251 })));
    await page.getByRole('button', { name: 'Prześlij', exact: true }).click();
    await page.getByText(text(pl, 'errors.TOO_MANY_RECORDS')).waitFor();
    expect(page.url()).toMatch(/\/main\/pay-gap\/new$/);

    // The client's own checks never reach the server.
    await page.locator('input[type=file]').setInputFiles(csvFile('notes.txt', csv()));
    await page.getByText(text(pl, 'pay-gap.upload.fileErrors.invalid_file_format')).waitFor();

    // One report allowed: the second is refused. A CSV travels gzip-compressed.
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/reports/pay-gap/upload'));
    await uploadThroughForm(page, pl, 'Pierwszy', csvFile('first.csv', csv()));
    expect((await sent).headers()['content-encoding']).toBe('gzip');
    await page.getByRole('heading', { name: text(pl, 'pay-gap.base.tableTitle') }).waitFor({
      timeout: 60_000,
    });
    await page.goto('/main/pay-gap/new');
    await page.getByRole('textbox', { name: 'Nazwa raportu' }).fill('Drugi');
    await page.locator('input[type=file]').setInputFiles(csvFile('second.csv', csv()));
    await page.getByRole('button', { name: 'Prześlij', exact: true }).click();
    await page.getByText(text(pl, 'errors.MAX_REPORTS_REACHED')).waitFor();
    await page.getByText(text(pl, 'pay-gap.limits.usedUp')).waitFor();
    await context.close();
  });
});
