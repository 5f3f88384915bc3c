/**
 * The working screens in the browser: the employees table with every filter, the gender letters
 * in both languages and keyboard scrolling; the profile; the terms, privacy and methodology
 * pages; the sidebar (collapse, disabled buttons, chat by plan, a report opened from the list in
 * the current section). Each screen is screenshotted at 1440 px and 390 px and checked with axe.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_GAP_FILTERS, type EmployeeRow } from '@parytet/contract/reports';
import { createVerifiedUser, signInContext, type TestUser } from './support/accounts.ts';
import { runAdmin } from './support/admin.ts';
import { baseUrl, launchBrowser, newPage, screenshotBoth, checkScreen } from './support/browser.ts';

const call = async (user: TestUser, path: string, init: RequestInit = {}) => {
  const res = await fetch(`${baseUrl()}/api/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${user.token}`, ...init.headers },
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res;
};

/** Uploads the example workbook through the API and waits until the report is ready. */
const uploadExample = async (user: TestUser, label: string) => {
  const example = await (await call(user, 'reports/pay-gap/example/download?lang=pl')).bytes();
  const form = new FormData();
  form.append('label', label);
  form.append('file', new Blob([example]), 'przyklad.xlsx');
  const { id } = (await (
    await call(user, 'reports/pay-gap/upload', { method: 'POST', body: form })
  ).json()) as { id: string };
  for (let i = 0; i < 150; i++) {
    const status = (await (await call(user, `reports/pay-gap/${id}/base`)).json()) as {
      report_ready: boolean;
      report_failed: boolean;
    };
    if (status.report_failed) throw new Error('the example failed to process');
    if (status.report_ready) return id;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the example was not processed in time');
};

/** The count line above the table, e.g. "12 of 120 employees": the first number. */
const shownCount = async (page: Page) => {
  const text = await page
    .getByRole('status')
    .filter({ hasText: /employees|pracownik/ })
    .innerText();
  return Number(/^([\d\s\u00a0]+)/.exec(text)?.[1]?.replace(/\D/g, '') ?? NaN);
};

/** The texts of one column in the rows now in the DOM (the table is virtualised). */
const columnTexts = (page: Page, index: number) =>
  page
    .locator('tbody tr:not([aria-hidden])')
    .evaluateAll((rows, i) => rows.map((row) => row.children[i]?.textContent ?? ''), index);

describe('working screens', () => {
  let browser: Browser;
  let user: TestUser;
  let reportId: string;
  let staff: EmployeeRow[];

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await createVerifiedUser({ lang: 'en', fullName: 'Ewa Nowak' });
    reportId = await uploadExample(user, 'Example 2025');
    const answer = (await (await call(user, `reports/pay-gap/${reportId}/employees`)).json()) as {
      employees: EmployeeRow[];
    };
    staff = answer.employees;
  });
  afterAll(async () => {
    await browser?.close();
  });

  const open = async (
    lang: 'en' | 'pl' = 'en',
  ): Promise<{ context: BrowserContext; page: Page }> => {
    const opened = await newPage(browser, { lang });
    await signInContext(opened.context, user);
    return opened;
  };

  it('filters the employees table and switches its language', async () => {
    const { context, page } = await open('en');
    await page.goto(`/main/employees/${reportId}`);
    await page.getByText(`${staff.length} employees`).waitFor();
    expect(await page.getByRole('row').count()).toBeGreaterThan(10);
    await checkScreen(page, 'employees');

    const levelSelect = page.getByLabel('Position level');
    const genderSelect = page.getByLabel('Gender', { exact: true });
    const positionSelect = page.getByLabel('Position name');
    const gapSelect = page.getByLabel('Minimum gap');
    const clear = page.getByRole('button', { name: 'Clear filters' });

    // Level
    const level = staff[0]?.level ?? '';
    await levelSelect.selectOption(level);
    await expect.poll(() => shownCount(page)).toBe(staff.filter((r) => r.level === level).length);
    expect(new Set(await columnTexts(page, 2))).toEqual(new Set([level]));
    expect(page.url()).toContain(`level=${encodeURIComponent(level)}`);
    await clear.click();

    // Gender
    await genderSelect.selectOption('male');
    await expect.poll(() => shownCount(page)).toBe(staff.filter((r) => r.gender === 'male').length);
    expect(new Set(await columnTexts(page, 1))).toEqual(new Set(['M']));
    await genderSelect.selectOption('female');
    await expect
      .poll(() => shownCount(page))
      .toBe(staff.filter((r) => r.gender === 'female').length);
    expect(new Set(await columnTexts(page, 1))).toEqual(new Set(['W']));
    await clear.click();

    // Position
    const position = staff[0]?.position ?? '';
    await positionSelect.selectOption(position);
    await expect
      .poll(() => shownCount(page))
      .toBe(staff.filter((r) => r.position === position).length);
    expect(new Set(await columnTexts(page, 3))).toEqual(new Set([position]));
    await clear.click();

    // Every minimum gap: strictly bigger, either sign
    for (const gap of EMPLOYEE_GAP_FILTERS) {
      await gapSelect.selectOption(String(gap));
      const expected = staff.filter((r) => r.pay_gap !== null && Math.abs(r.pay_gap) > gap).length;
      await expect.poll(() => shownCount(page), { message: `gap > ${gap}` }).toBe(expected);
    }
    await clear.click();

    // A combination nobody matches: a level without that position
    const elsewhere = staff.find(
      (r) => !staff.some((s) => s.level === level && s.position === r.position),
    );
    if (!elsewhere) throw new Error('every position is at every level');
    await levelSelect.selectOption(level);
    await positionSelect.selectOption(elsewhere.position);
    await page.getByText('No data available for the selected filters').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await checkScreen(page, 'employees-no-data');
    await clear.click();

    // Sorting, keyboard scrolling and the slider
    await page.getByRole('button', { name: /^Gap/ }).click();
    await expect
      .poll(() => page.getByRole('columnheader', { name: /^Gap/ }).getAttribute('aria-sort'))
      .toMatch(/ascending|descending/);
    const region = page.getByRole('region', { name: /Employees table/ });
    await region.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const slider = page.getByRole('slider', { name: 'Scroll the table sideways' });
    // The keys scroll smoothly, and Chromium adds what is left of that animation on top of any
    // scroll made meanwhile: move the slider only once the table has stayed put for a while and
    // the slider shows where it came to rest (matching mid-animation made this step flaky).
    await expect
      .poll(async () => {
        const left = await region.evaluate((el) => Math.round(el.scrollLeft));
        await page.waitForTimeout(300);
        const still = await region.evaluate((el) => Math.round(el.scrollLeft));
        return left > 0 && still === left && String(left) === (await slider.inputValue());
      })
      .toBe(true);
    await slider.fill('0');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBe(0);

    // Polish: K for women
    await page.getByRole('button', { name: /^PL/ }).first().click();
    await page.getByText(`${staff.length} pracowników`).waitFor();
    expect(new Set(await columnTexts(page, 1))).toEqual(new Set(['K', 'M']));
    await page.getByLabel('Płeć', { exact: true }).selectOption('female');
    await expect.poll(async () => new Set(await columnTexts(page, 1))).toEqual(new Set(['K']));
    await checkScreen(page, 'employees-pl');
    await context.close();
  });

  it('shows the profile with the plan cards', async () => {
    const { context, page } = await open('en');
    await page.goto('/main/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await page.getByText('Ewa Nowak', { exact: true }).last().waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(5);
    expect(await page.getByTestId('current-plan').innerText()).toMatch(/starter/i);
    const starter = page.locator('article[data-plan=STARTER]');
    expect(await starter.getAttribute('data-current')).toBe('true');
    expect(await starter.innerText()).toMatch(/Your plan/i);
    expect(await page.locator('article[data-plan=ENTERPRISE]').innerText()).toMatch(
      /Get your tailored quote/,
    );
    // The profile is screenshotted and checked with axe in both languages in ux.e2e.ts and,
    // with the account settings, in plans-trial.e2e.ts; here its plan cards and language switch.
    await page.getByRole('button', { name: /^PL/ }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();
    await context.close();
  });

  it('opens the terms, the privacy policy and the methodology', async () => {
    // Each of these pages is screenshotted and checked with axe, in both languages, in
    // ux.e2e.ts; here only the way to them and the language switch.
    const { context, page } = await open('en');
    await page.goto('/terms');
    await page.getByRole('heading', { level: 1, name: /Regulamin/ }).waitFor();
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1, name: /Polityka prywatności/ }).waitFor();

    // The methodology from the employees screen, in a new tab, at the comparator section.
    await page.goto(`/main/employees/${reportId}`);
    const [methodology] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /How we calculate it/ }).click(),
    ]);
    await methodology.waitForLoadState();
    expect(new URL(methodology.url()).pathname).toBe('/methodology');
    expect(new URL(methodology.url()).hash).toBe('#employee-comparator');
    await methodology.getByRole('heading', { level: 1, name: /calculates the pay gap/ }).waitFor();
    await methodology.getByRole('button', { name: /^PL/ }).click();
    await methodology.getByRole('heading', { level: 1, name: /luk/i }).waitFor();
    await context.close();
  });

  it('drives the sidebar: collapse, locked and disabled buttons, chat by plan, reports by section', async () => {
    const { context, page } = await open('en');
    await page.goto(`/main/employees/${reportId}`);
    const nav = page.getByRole('navigation', { name: 'Main menu' }).first();
    await nav.waitFor();

    // Upgrade plan is never enabled. Chat, salary bands, merit cycles and benchmarking are
    // outside the Starter plan: a link to the plans naming the plan that unlocks each, never a
    // dead button (decisions §9). Pay transparency opens its section (which explains the plan)
    // and carries the same lock.
    expect(await nav.getByRole('button', { name: /Upgrade plan/ }).isDisabled()).toBe(true);
    for (const [name, plan, href] of [
      [/^Chat/, 'Pro', '/main/profile#plans-heading'],
      [/^Salary bands/, 'Master', '/main/profile#plans-heading'],
      [/^Merit cycles/, 'Guru', '/main/profile#plans-heading'],
      [/^Benchmarking/, 'Master', '/main/profile#plans-heading'],
      [/^Pay transparency/, 'Guru', `/main/pay-transparency/${reportId}/indicators`],
    ] as const) {
      const link = nav.getByRole('link', { name });
      await expect
        .poll(() => link.textContent(), { message: String(name) })
        .toContain(`Available from the ${plan} plan`);
      expect(await link.getAttribute('href')).toBe(href);
    }

    // Methodology, terms and privacy from the sidebar open in a new tab.
    const [terms] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('link', { name: /Terms of Service/ })
        .first()
        .click(),
    ]);
    expect(new URL(terms.url()).pathname).toBe('/terms');
    await terms.close();

    // Collapse and expand.
    const toggle = page.getByRole('button', { name: 'Collapse the menu' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.getByRole('heading', { name: 'Your reports' }).count()).toBe(0);
    await screenshotBoth(page, 'sidebar-collapsed');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('heading', { name: 'Your reports' }).waitFor();

    // A second report (Pro allows five): the list opens it in the section the user is in.
    await runAdmin('set-plan', user.email, 'PRO');
    const secondId = await uploadExample(user, 'Second report');
    for (const [from, to] of [
      [`/main/employees/${reportId}`, `/main/employees/${secondId}`],
      [`/main/pay-gap/${reportId}/base`, `/main/pay-gap/${secondId}/base`],
      [`/main/salary-ranges/${reportId}/base`, `/main/salary-ranges/${secondId}/base`],
    ] as const) {
      await page.goto(from);
      await page
        .getByRole('link', { name: /Second report/ })
        .first()
        .click();
      await expect.poll(() => new URL(page.url()).pathname, { message: from }).toBe(to);
    }
    // On Pro the chat is open.
    expect(await nav.getByRole('link', { name: /^Chat/ }).getAttribute('href')).toBe('/chat');
    await context.close();
  });
});
