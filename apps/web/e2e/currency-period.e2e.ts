import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALARY_FILE_HEADER } from '@parytet/contract/salary-file';
import { signedInPage } from './support/accounts.ts';
import { launchBrowser, screenshotBoth, seriousA11yViolations } from './support/browser.ts';
import { type Lang, plain, text, TEXTS } from './support/texts.ts';

const run = promisify(execFile);

const mainText = async (page: Page) => plain(await page.locator('main').innerText());

const csv = () => {
  const rows = Array.from(
    { length: 12 },
    (_, i) =>
      `${i + 1},${i % 2 ? 'Male' : 'Female'},L${(i % 3) + 1},Analyst,Dublin,0,${6000 + i * 37},1200`,
  );
  return Buffer.from([SALARY_FILE_HEADER.join(','), ...rows].join('\n') + '\n');
};

/** The period as the header shows it, e.g. "1 January 2025 – 31 December 2025". */
const period = (lang: Lang, start: [number, number, number], end: [number, number, number]) => {
  const f = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', { dateStyle: 'long' });
  const day = ([y, m, d]: [number, number, number]) => f.format(new Date(y, m - 1, d));
  return plain(`${day(start)} – ${day(end)}`);
};

/** Waits until the page's main area shows an amount in euro and none in złoty. */
const expectEuro = async (page: Page, screen: string) => {
  await page.locator('main').getByText(/\d\s€/).first().waitFor();
  const text = await mainText(page);
  expect(text, screen).toMatch(/\d €/);
  expect(text, screen).not.toContain('zł');
};

const pdfText = async (page: Page, name: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'parytet-print-'));
  const file = path.join(dir, `${name}.pdf`);
  await writeFile(file, await page.pdf({ format: 'A4', printBackground: true }));
  const { stdout } = await run('pdftotext', ['-layout', file, '-']).catch((error: unknown) => {
    throw new Error(
      "pdftotext could not run: install Debian's poppler-utils (apt-get install poppler-utils)",
      { cause: error },
    );
  });
  return plain(stdout);
};

describe('a report in euro with its reporting period', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each<Lang>(['en', 'pl'])(
    'uploads, shows €, edits the period and prints (%s)',
    async (lang) => {
      const t = (key: string) => text(TEXTS[lang], `report-status.reportDetails.${key}`);
      const upload = (key: string) => text(TEXTS[lang], `pay-gap.upload.${key}`);
      const { user, context, page } = await signedInPage(browser, { lang, plan: 'GURU' });

      await page.goto('/main/pay-gap/new');
      await page.getByRole('textbox', { name: upload('label.label') }).fill('Montgomery EUR');
      await page.getByRole('combobox', { name: t('currency') }).selectOption('EUR');
      await page.getByLabel(t('periodStart')).fill('2025-01-01');
      await page.getByLabel(t('periodEnd')).fill('2025-12-31');
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'montgomery.csv', mimeType: 'text/csv', buffer: csv() });
      await page.getByText('montgomery.csv').waitFor();
      await screenshotBoth(page, `currency-period-upload-${lang}`);
      await page.getByRole('button', { name: upload('submit'), exact: true }).click();
      await page.waitForURL(/\/main\/pay-gap\/[0-9a-f-]{36}\/base$/);
      const id = /\/main\/pay-gap\/([0-9a-f-]{36})\/base$/.exec(page.url())?.[1] ?? '';

      await expectEuro(page, 'base');
      const details = page.getByTestId('report-details');
      expect(plain(await details.innerText())).toContain(
        period(lang, [2025, 1, 1], [2025, 12, 31]),
      );
      expect(plain(await details.innerText())).toContain('EUR');
      expect(await seriousA11yViolations(page), 'base').toEqual([]);
      await screenshotBoth(page, `currency-period-base-${lang}`);

      await page.goto(`/main/pay-gap/${id}/adjusted`);
      await expectEuro(page, 'adjusted');
      await page.goto(`/main/salary-ranges/${id}/base`);
      await expectEuro(page, 'salary ranges');
      await screenshotBoth(page, `currency-period-ranges-${lang}`);
      await page.goto(`/main/employees/${id}`);
      await expectEuro(page, 'employees');
      expect(await seriousA11yViolations(page), 'employees').toEqual([]);

      // Edit the period from the header.
      await page.goto(`/main/pay-gap/${id}/base`);
      await expectEuro(page, 'base again');
      await page.getByRole('button', { name: t('edit') }).click();
      await page.getByLabel(t('periodEnd')).fill('2025-06-30');
      expect(await seriousA11yViolations(page), 'editor').toEqual([]);
      await screenshotBoth(page, `currency-period-editor-${lang}`);
      await page.getByRole('button', { name: t('save') }).click();
      const edited = period(lang, [2025, 1, 1], [2025, 6, 30]);
      await page
        .getByTestId('report-details')
        .getByText(edited.split(' – ')[1] ?? '')
        .waitFor();
      expect(plain(await details.innerText())).toContain(edited);

      // On paper: the organisation, the label and the period.
      const printed = await pdfText(page, `currency-period-${lang}`);
      expect(printed).toContain(user.company);
      expect(printed).toContain('Montgomery EUR');
      expect(printed).toContain(edited);
      await context.close();
    },
  );
});
