/**
 * Merit cycles as a new GURU user meets them, once per language: upload a salary file with a
 * Performance column, start a cycle on it, set the merit matrix, edit one person's raise, read
 * every figure before and after, run the optimiser beside the white paper's methods, then submit,
 * approve, download the payroll workbook (read back with ExcelJS) and apply the cycle as a new
 * report. Every screen is screenshotted at 1440 px and 390 px and checked with axe. A STARTER
 * user sees the section locked, naming the plan that unlocks it.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MeritCycle, MeritImpact, MeritProposals } from '@parytet/contract/merit-cycles';
import { formatNumber, formatPercent } from '#lib/format.ts';
import { type TestUser, signedInPage } from './support/accounts.ts';
import { ARTIFACTS_DIR, checkScreen, launchBrowser } from './support/browser.ts';
import { type Lang, plain, text } from './support/texts.ts';
import { csvFile, uploadThroughForm } from './support/uploads.ts';

const mc = (lang: Lang, key: string, values?: Record<string, string | number>) =>
  text(lang, `merit-cycles.${key}`, values);

const apiGet = async <T>(user: TestUser, url: string): Promise<T> => {
  const res = await fetch(`${inject('e2e').baseUrl}/api/${url}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.json()) as T;
};

/** Waits until the report's base view is ready (the cycle needs a ready report). */
const waitReady = async (user: TestUser, id: string) => {
  for (let i = 0; i < 120; i++) {
    const answer = await apiGet<{ status: string }>(user, `reports/pay-gap/${id}/base`);
    if (answer.status === 'ready') return;
    if (answer.status === 'failed') throw new Error(`report ${id} failed`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`report ${id} not ready`);
};

const RATINGS = ['Meets', 'Exceeds', 'Below'];

/**
 * 36 people over three levels, women paid about 10 % less, a rating each: every level is a
 * flagged category, so the optimiser has gaps to close.
 */
const salaryFile = () =>
  Buffer.from(
    [
      'ID,Gender,Level,Position,Location,Days Off,Base Salary,Bonuses and Benefits,Performance',
      ...Array.from({ length: 36 }, (_, i) => {
        const level = (i % 3) + 1;
        const woman = i % 2 === 0;
        const pay = (6000 + level * 1000 + ((i * 137) % 600)) * (woman ? 0.9 : 1);
        const gender = woman ? 'Female' : 'Male';
        return `P${i + 1},${gender},L${level},Analyst,Warszawa,0,${pay.toFixed(2)},600,${RATINGS[i % 3]}`;
      }),
    ].join('\n'),
  );

const cents = (value: number) => plain(`${formatNumber(value, 'pl', 2)} zł`);

const tab = (page: Page, lang: Lang, view: string) =>
  page
    .getByRole('navigation', { name: mc(lang, 'tabs.label') })
    .getByRole('link', { name: mc(lang, `tabs.${view}`) });

describe('merit cycles', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each<Lang>(['en', 'pl'])(
    'plans a round of raises, closes the gaps, approves and applies it (%s)',
    async (lang) => {
      const { user, context, page } = await signedInPage(browser, { lang, plan: 'GURU' });
      const reportId = await uploadThroughForm(
        page,
        lang,
        'Payroll 2025',
        csvFile('payroll-2025.csv', salaryFile()),
      );
      await waitReady(user, reportId);

      // The sidebar's entry opens the section: no cycle yet.
      await page
        .getByRole('link', { name: text(lang, 'nav.meritCycles') })
        .first()
        .click();
      await page.waitForURL(/\/main\/merit-cycles$/);
      await page.getByText(mc(lang, 'list.empty')).waitFor();
      await checkScreen(page, `merit-list-empty-${lang}`);

      // A new cycle on the report, its form checked with the contract's schema.
      await page.getByRole('link', { name: mc(lang, 'list.create') }).click();
      await page.getByRole('button', { name: mc(lang, 'create.submit') }).click();
      await page.getByText(mc(lang, 'validation.required')).waitFor();
      await checkScreen(page, `merit-create-${lang}`);
      const name = lang === 'en' ? 'Spring raises' : 'Podwyżki wiosenne';
      await page.getByRole('textbox', { name: mc(lang, 'form.name'), exact: true }).fill(name);
      await page
        .getByRole('textbox', { name: new RegExp(`^${mc(lang, 'form.budget')} \\(`) })
        .fill('4');
      await page.getByRole('button', { name: mc(lang, 'create.submit') }).click();
      await page.waitForURL(/\/main\/merit-cycles\/[0-9a-f-]{36}\/guidelines$/);
      const cycleId = /merit-cycles\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';

      // The merit matrix: a row per rating found, set by keyboard-reachable labelled cells.
      const cell = (rating: string, q: number) =>
        page.getByRole('textbox', {
          name: mc(lang, 'matrix.cellLabel', { rating, q }),
          exact: true,
        });
      await cell('Exceeds', 1).waitFor();
      for (const [rating, raises] of [
        ['Exceeds', ['5', '4', '3,5', '3']],
        ['Meets', ['3', '2,5', '2', '1,5']],
        ['Below', ['1', '0,5', '0', '0']],
      ] as const) {
        for (const [q, raise] of raises.entries()) await cell(rating, q + 1).fill(raise);
      }
      await cell('Exceeds', 1).focus();
      await page.keyboard.press('ArrowDown');
      await page.getByRole('button', { name: mc(lang, 'matrix.save') }).click();
      await page
        .getByRole('button', { name: mc(lang, 'matrix.save') })
        .and(page.locator(':disabled'))
        .waitFor();
      const saved = await apiGet<MeritCycle>(user, `merit-cycles/${cycleId}`);
      expect(saved.guidelines.rows.find((r) => r.rating === 'Exceeds')?.raise_percent).toEqual([
        5, 4, 3.5, 3,
      ]);
      await checkScreen(page, `merit-matrix-${lang}`);

      // One person's raise, edited in place by amount with a reason.
      await tab(page, lang, 'proposals').click();
      const edit = page.getByRole('button', {
        name: mc(lang, 'proposals.editFor', { id: 'P1' }),
        exact: true,
      });
      await edit.click();
      const form = page.locator('form[data-proposal-editor="P1"]');
      const amount = form.getByRole('textbox', {
        name: mc(lang, 'proposals.amountLabel', { currency: 'zł' }),
      });
      await amount.fill('-5');
      await form.getByRole('textbox', { name: mc(lang, 'proposals.reason') }).fill('Market');
      await form.getByRole('button', { name: mc(lang, 'proposals.save'), exact: true }).click();
      await form.getByText(text(lang, 'errors.NEGATIVE_RAISE')).waitFor();
      await checkScreen(page, `merit-proposal-editor-${lang}`);
      await amount.fill('123,45');
      await form.getByRole('button', { name: mc(lang, 'proposals.save'), exact: true }).click();
      await form.waitFor({ state: 'detached' });
      const row = page.locator('tr[data-employee="P1"]');
      expect(plain(await row.innerText())).toContain(cents(123.45));
      const proposals = await apiGet<MeritProposals>(
        user,
        `merit-cycles/${cycleId}/proposals?search=P1&page_size=1`,
      );
      expect(proposals.proposals[0]).toMatchObject({
        employee_id: 'P1',
        raise_amount: 123.45,
        source: 'manual',
        reason: 'Market',
      });
      // The budget bar shows the budget the server counts.
      await page.waitForLoadState('networkidle');
      const bar = page.locator('[data-budget-used]');
      expect(plain(await bar.innerText())).toContain(cents(proposals.budget.used));
      await checkScreen(page, `merit-proposals-${lang}`);

      // Every figure before and after, as the API computes it.
      await tab(page, lang, 'impact').click();
      await page.getByRole('heading', { name: mc(lang, 'impact.indicatorsTitle') }).waitFor();
      await page.locator('figure svg').first().waitFor();
      const impact = await apiGet<MeritImpact>(user, `merit-cycles/${cycleId}/impact`);
      const meanRow = plain(await page.locator('tr[data-indicator="a"]').innerText());
      for (const value of [impact.before.pay_gap_mean, impact.after.pay_gap_mean]) {
        expect(meanRow).toContain(plain(formatPercent(value, lang)));
      }
      await checkScreen(page, `merit-impact-${lang}`);

      // The optimiser: the cheapest raises that close every flag, beside the two methods.
      await tab(page, lang, 'optimiser').click();
      await page.getByRole('button', { name: mc(lang, 'optimiser.run') }).click();
      const result = page.locator('[data-optimiser-result]');
      await result.waitFor({ timeout: 60_000 });
      await page.locator('table[data-table="methods"] tbody tr').nth(2).waitFor();
      expect(plain(await result.locator('[data-result="open"]').innerText())).toBe(
        plain(mc(lang, 'optimiser.result.openNone')),
      );
      const after = await apiGet<MeritImpact>(user, `merit-cycles/${cycleId}/impact`);
      expect(after.after.categories.every((c) => c.flag !== 'flagged')).toBe(true);
      expect(plain(await result.locator('[data-result="cost"]').innerText())).toBe(
        cents(after.budget.used),
      );
      await checkScreen(page, `merit-optimiser-${lang}`);

      // Review: submit, approve, the payroll workbook, apply as a new report.
      await tab(page, lang, 'review').click();
      const confirm = async (action: string) => {
        await page.getByRole('button', { name: action, exact: true }).click();
        await page
          .getByRole('button', { name: mc(lang, 'review.confirm', { action }), exact: true })
          .click();
      };
      await confirm(mc(lang, 'review.submit'));
      await page.getByRole('button', { name: mc(lang, 'review.approve'), exact: true }).waitFor();
      await checkScreen(page, `merit-review-submitted-${lang}`);
      await confirm(mc(lang, 'review.approve'));
      await page.getByRole('button', { name: mc(lang, 'review.apply'), exact: true }).waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: mc(lang, 'review.export') }).click(),
      ]);
      await mkdir(ARTIFACTS_DIR, { recursive: true });
      const file = path.join(ARTIFACTS_DIR, `merit-payroll-${lang}.xlsx`);
      await download.saveAs(file);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      const rows = sheet?.getSheetValues().filter(Boolean) ?? [];
      // A header row, then each raised person with the raise as a number (never a formula).
      const raised = rows.slice(1) as unknown[][];
      expect(raised.length).toBeGreaterThan(0);
      expect(raised.every((r) => r.some((v) => typeof v === 'number'))).toBe(true);
      expect(JSON.stringify(rows)).not.toContain('formula');

      await confirm(mc(lang, 'review.apply'));
      const open = page.getByRole('link', { name: mc(lang, 'review.openReport') });
      await open.waitFor({ timeout: 30_000 });
      await checkScreen(page, `merit-review-applied-${lang}`);
      const applied = await apiGet<MeritCycle>(user, `merit-cycles/${cycleId}`);
      expect(applied.state).toBe('applied');
      await open.click();
      await page.waitForURL(new RegExp(`/main/pay-gap/${applied.applied_report_id}/base$`));
      await waitReady(user, applied.applied_report_id ?? '');
      await context.close();
    },
  );

  it('shows the section locked below GURU, naming the plan that unlocks it', async () => {
    const { context, page } = await signedInPage(browser, { lang: 'en', plan: 'STARTER' });
    await page.goto('/main/merit-cycles');
    const item = page.getByRole('link', { name: /Merit cycles/ }).first();
    await expect
      .poll(() => item.getAttribute('href'), { timeout: 15_000 })
      .toBe('/main/profile#plans-heading');
    // The plan's name comes with the list of plans, which may arrive after the user.
    await expect.poll(() => item.innerText(), { timeout: 15_000 }).toContain('Guru');
    await page
      .getByRole('heading', {
        name: text('en', 'plans.locked.title', {
          feature: text('en', 'plans.features.merit_cycle_review'),
        }),
      })
      .waitFor();
    await checkScreen(page, 'merit-locked-en');
    await context.close();
  });
});
