/**
 * Pay transparency as a new user meets it, once per language: upload the Glassdoor file, read
 * the indicators (checked against the API's answer), define categories by a job evaluation, see
 * them applied, record a justification in the joint assessment and find it in the printable
 * report of the "Exports and letters" tab. Every screen is
 * screenshotted at 1440 px and 390 px and checked with axe. A STARTER user sees the locked state.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AssessmentView, IndicatorsView } from '@parytet/contract/reporting/indicators';
import { formatPercent } from '#lib/format.ts';
import { type TestUser, signedInPage } from './support/accounts.ts';
import { launchBrowser, checkScreen } from './support/browser.ts';
import { type Lang, plain, text } from './support/texts.ts';
import { csvFile, uploadThroughForm } from './support/uploads.ts';

const pt = (lang: Lang, key: string, values?: Record<string, string | number>) =>
  text(lang, `reporting.${key}`, values);

// The app's own formatter: one number format in both languages (lib/format.ts).
const percent = (lang: Lang, value: number) => plain(formatPercent(value, lang));

const datasets = path.resolve(import.meta.dirname, '../../../../shared/datasets');

const apiGet = async <T>(user: TestUser, url: string): Promise<T> => {
  const res = await fetch(`${inject('e2e').baseUrl}/api/${url}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.json()) as T;
};

describe('pay transparency', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each<Lang>(['en', 'pl'])(
    'uploads, reads the indicators, evaluates jobs and records a justification (%s)',
    async (lang) => {
      const { user, context, page } = await signedInPage(browser, { lang, plan: 'GURU' });

      const id = await uploadThroughForm(
        page,
        lang,
        'Glassdoor',
        csvFile(
          'glassdoor.csv',
          await readFile(path.join(datasets, 'glassdoor_upload_format.csv')),
        ),
      );

      // The sidebar's entry opens the section on this report.
      await page
        .getByRole('link', { name: text(lang, 'nav.reporting') })
        .first()
        .click();
      await page.waitForURL(new RegExp(`/main/pay-transparency/${id}/indicators$`));
      await page.getByRole('heading', { name: pt(lang, 'indicators.g') }).waitFor();
      const api = await apiGet<IndicatorsView>(user, `reports/pay-gap/${id}/indicators`);
      const main = plain(await page.locator('main').innerText());
      for (const value of [
        api.pay_gap_mean,
        api.pay_gap_median,
        api.variable_pay_gap_mean,
        api.variable_pay_gap_median,
      ]) {
        expect(main).toContain(percent(lang, value ?? Number.NaN));
      }
      expect(main).toContain(pt(lang, 'header.hoursAssumed'));
      // 120 workers at sign-up: every three years from 7 June 2031.
      expect(api.reporting_duty.head_count_band).toBe('100_to_149');
      expect(plain(await page.getByTestId('reporting-duty').innerText())).toContain(
        new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', { dateStyle: 'long' }).format(
          new Date(2031, 5, 7),
        ),
      );
      await checkScreen(page, `pay-transparency-indicators-${lang}`);

      // Categories by job evaluation: drivers and warehouse staff score alike, managers higher.
      await page.getByRole('link', { name: pt(lang, 'nav.categories') }).click();
      await page.waitForURL(/\/main\/pay-transparency\/categories$/);
      await page
        .getByRole('combobox', { name: pt(lang, 'categories.kind') })
        .selectOption('job_evaluation');
      for (const position of ['Driver', 'Warehouse Associate', 'Manager']) {
        await page
          .getByRole('checkbox', {
            name: pt(lang, 'categories.evaluation.include', { position }),
            exact: true,
          })
          .check();
      }
      // The live total moves as a score is chosen, before anything is saved.
      const managerTotal = page.locator('[data-live-total="Manager"]');
      const before = await managerTotal.innerText();
      const knowledge = pt(lang, 'categories.evaluation.sub.knowledge');
      const responsibility = pt(lang, 'categories.evaluation.sub.people');
      for (const sub of [knowledge, responsibility]) {
        await page
          .getByRole('combobox', {
            name: pt(lang, 'categories.evaluation.score', { position: 'Manager', sub }),
          })
          .selectOption('5');
      }
      expect(await managerTotal.innerText()).not.toBe(before);
      // The page fits its window: the wide table scrolls inside its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        1440,
      );
      await page.getByRole('button', { name: pt(lang, 'categories.save') }).click();
      await page.getByText(pt(lang, 'categories.current', { version: 1 })).waitFor();
      const table = page.locator('table[data-table="job-evaluation"]');
      await table.getByRole('cell', { name: 'JE 2', exact: true }).waitFor();
      await checkScreen(page, `pay-transparency-categories-${lang}`);

      // The indicators apply the new categories.
      await page.goto(`/main/pay-transparency/${id}/indicators`);
      const categories = page.locator('table[data-table="categories"]');
      await categories.getByRole('rowheader', { name: 'JE 1' }).waitFor();
      const applied = await apiGet<IndicatorsView>(user, `reports/pay-gap/${id}/indicators`);
      expect(applied.categories_version).toBe(1);
      expect(applied.categories.map((c) => c.category)).toEqual(
        expect.arrayContaining(['JE 1', 'JE 2']),
      );

      // The joint assessment: justify the first flagged category.
      await page.getByRole('link', { name: pt(lang, 'nav.assessment') }).click();
      await page.waitForURL(new RegExp(`/main/pay-transparency/${id}/assessment$`));
      const assessment = await apiGet<AssessmentView>(user, `reports/pay-gap/${id}/assessment`);
      const flagged = assessment.flagged[0];
      expect(flagged).toBeDefined();
      const card = page.locator(`article[data-category="${flagged?.category}"]`);
      await card.waitFor();
      await checkScreen(page, `pay-transparency-assessment-${lang}`);
      await card.getByRole('checkbox', { name: pt(lang, 'assessment.criteria.seniority') }).check();
      await card
        .getByRole('textbox', { name: pt(lang, 'assessment.form.text') })
        .fill(
          lang === 'en'
            ? 'Longer service, per the pay policy.'
            : 'Dłuższy staż, zgodnie z regulaminem.',
        );
      await card.getByRole('button', { name: pt(lang, 'assessment.form.submit') }).click();
      await card.locator('[data-state="justified"]').waitFor();
      await card.locator('[data-record-kind="justification"]').waitFor();
      const after = await apiGet<AssessmentView>(user, `reports/pay-gap/${id}/assessment`);
      expect(after.flagged[0]?.state).toBe('justified');
      await checkScreen(page, `pay-transparency-justified-${lang}`);

      // Exports and letters: the documents follow the job evaluation and show the justification.
      await page.getByRole('link', { name: pt(lang, 'nav.exports') }).click();
      await page.waitForURL(new RegExp(`/main/pay-transparency/${id}/exports$`));
      await page
        .getByRole('heading', { level: 2, name: text(lang, 'report-exports.export.title') })
        .waitFor();
      await checkScreen(page, `pay-transparency-exports-${lang}`);
      await page.getByRole('link', { name: text(lang, 'report-exports.export.print') }).click();
      await page.waitForURL(new RegExp(`/main/pay-transparency/${id}/exports/print`));
      const printed = page.locator('#doc-assessment').locator('..');
      await printed.getByRole('cell', { name: flagged?.category ?? '', exact: true }).waitFor();
      expect(plain(await printed.innerText())).toContain(
        lang === 'en'
          ? 'Longer service, per the pay policy.'
          : 'Dłuższy staż, zgodnie z regulaminem.',
      );
      await context.close();
    },
    180_000,
  );

  it('shows the plans that unlock it on STARTER', async () => {
    const { context, page } = await signedInPage(browser, { lang: 'en', plan: 'STARTER' });
    await page.goto('/main/pay-transparency/categories');
    await page.getByTestId('pay-transparency-locked').waitFor();
    expect(plain(await page.locator('main').innerText())).toContain('Guru / Enterprise');
    await checkScreen(page, 'pay-transparency-locked-en');
    await context.close();
  }, 60_000);
});
