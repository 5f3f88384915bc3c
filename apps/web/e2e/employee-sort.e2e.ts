/**
 * A mid-size firm's employees table: 10 000 people, more than the browser loads
 * whole, sorted by the server by gap in both directions, in both languages, with the first rows
 * checked against the API; a mean over one woman carries her head count. Screenshots at 1440
 * and 390 px, axe clean.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployeeRow } from '@parytet/contract/reports';
import { SALARY_FILE_HEADER } from '@parytet/contract/salary-file';
import { createVerifiedUser, signInContext, type TestUser } from './support/accounts.ts';
import { baseUrl, launchBrowser, newPage, checkScreen } from './support/browser.ts';

const N = 10_000;
const FIRST = 12;

const call = async (user: TestUser, path: string, init: RequestInit = {}) => {
  const res = await fetch(`${baseUrl()}/api/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${user.token}`, ...init.headers },
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res;
};

/**
 * 10 000 people over five levels and six positions, salaries spread so gaps differ; level L9
 * holds one woman among five men, so its women's mean is one person's pay.
 */
const salaryFile = () => {
  const lines = [SALARY_FILE_HEADER.join(',')];
  for (let i = 1; i <= N; i++) {
    const small = i > N - 6;
    const female = small ? i === N : i % 2 === 0;
    const level = small ? 'L9' : `L${1 + (i % 5)}`;
    const salary = 4000 + ((i * 7919) % 997) * 7 + (female ? 0 : 300);
    lines.push(
      [`E${i}`, female ? 'Female' : 'Male', level, `P${1 + (i % 6)}`, 'Warszawa', '0', salary, 0]
        .map(String)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
};

const uploadAndWait = async (user: TestUser) => {
  const form = new FormData();
  form.append('label', 'Staff 10k');
  form.append('file', new Blob([salaryFile()]), 'staff-10k.csv');
  const { id } = (await (
    await call(user, 'reports/pay-gap/upload', { method: 'POST', body: form })
  ).json()) as { id: string };
  for (let i = 0; i < 300; i++) {
    const status = (await (await call(user, `reports/pay-gap/${id}/base`)).json()) as {
      report_ready: boolean;
      report_failed: boolean;
    };
    if (status.report_failed) throw new Error('the file failed to process');
    if (status.report_ready) return id;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the file was not processed in time');
};

/** The first ids the API gives for a sort, as the screen must show them. */
const apiFirstIds = async (user: TestUser, id: string, order: 'asc' | 'desc') => {
  const res = await call(
    user,
    `reports/pay-gap/${id}/employees?sort=pay_gap&order=${order}&page=1&page_size=${FIRST}`,
  );
  return ((await res.json()) as { employees: EmployeeRow[] }).employees.map((e) => e.id);
};

/** The ids of the first rows in the DOM (the table is virtualised; the top is rendered). */
const shownIds = (page: Page) =>
  page
    .locator('tbody tr:not([aria-hidden])')
    .evaluateAll((rows, n) => rows.slice(0, n).map((row) => row.children[0]?.textContent), FIRST);

describe('sorting a 10 000-row employees table', () => {
  let browser: Browser;
  let user: TestUser;
  let reportId: string;
  let desc: string[];
  let asc: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await createVerifiedUser({ lang: 'en', plan: 'ENTERPRISE' });
    reportId = await uploadAndWait(user);
    desc = await apiFirstIds(user, reportId, 'desc');
    asc = await apiFirstIds(user, reportId, 'asc');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en', 'pl'] as const) {
    const gap = lang === 'en' ? /^Gap/ : /^Luka/;
    it(`sorts by gap both ways through the server (${lang})`, async () => {
      const { context, page } = await newPage(browser, { lang });
      await signInContext(context, user);
      await page.goto(`/main/employees/${reportId}`);
      await page.locator('tbody tr:not([aria-hidden])').first().waitFor();
      const header = page.getByRole('columnheader', { name: gap });
      expect(await header.getAttribute('aria-sort')).toBe('none');

      // Biggest gaps first: the first click on a number column.
      await page.getByRole('button', { name: gap }).click();
      await expect.poll(() => page.url()).toContain('sort=pay_gap&order=desc');
      await expect.poll(() => shownIds(page), { timeout: 10_000 }).toEqual(desc);
      expect(await header.getAttribute('aria-sort')).toBe('descending');
      await checkScreen(page, `employee-sort-desc-${lang}`);

      // The keyboard turns it round.
      await page.getByRole('button', { name: gap }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.url()).toContain('sort=pay_gap&order=asc');
      await expect.poll(() => shownIds(page), { timeout: 10_000 }).toEqual(asc);
      expect(await header.getAttribute('aria-sort')).toBe('ascending');

      // The address keeps it: a reload opens the same order.
      await page.reload();
      await expect.poll(() => shownIds(page), { timeout: 10_000 }).toEqual(asc);
      await context.close();
    });

    it(`marks a mean over one woman with her head count (${lang})`, async () => {
      const { context, page } = await newPage(browser, { lang });
      await signInContext(context, user);
      await page.goto(`/main/employees/${reportId}?level=L9`);
      const mark = page.locator('tbody [data-small-group="1"]');
      await mark.first().waitFor();
      expect(await mark.first().innerText()).toContain(lang === 'en' ? '1 person' : '1 osoba');
      // Every row of L9 shows the level's women's mean as one person's pay.
      expect(await mark.count()).toBeGreaterThanOrEqual(6);
      await page.getByTestId('small-group-note').waitFor();
      await checkScreen(page, `employee-small-group-${lang}`);
      await context.close();
    });
  }
});
