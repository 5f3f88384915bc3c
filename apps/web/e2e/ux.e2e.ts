/**
 * What a customer meets on the report screens: toasts that leave with the screen
 * they spoke about and never contradict it, every key figure on a 390 px phone without sideways
 * scrolling and chart labels that neither overlap nor leave their chart, one person's pay marked as such, the operator's configured legal details, the
 * Polish corrections, and a report that prints alone. Every screen is screenshotted in both
 * languages at 1440 and 390 px and checked with axe.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, signInContext, type TestUser } from './support/accounts.ts';
import { text } from './support/texts.ts';
import {
  baseUrl,
  launchBrowser,
  MOBILE,
  newPage,
  screenshot,
  checkScreen,
} from './support/browser.ts';

const call = async (user: TestUser, path: string, init: RequestInit = {}) => {
  const res = await fetch(`${baseUrl()}/api/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${user.token}`, ...init.headers },
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res;
};

const waitReady = async (user: TestUser, id: string) => {
  for (let i = 0; i < 150; i++) {
    const status = (await (await call(user, `reports/pay-gap/${id}/base`)).json()) as {
      report_ready: boolean;
      report_failed: boolean;
    };
    if (status.report_failed) throw new Error(`report ${id} failed to process`);
    if (status.report_ready) return id;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the report was not processed in time');
};

const uploadBytes = async (
  user: TestUser,
  label: string,
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
) => {
  const form = new FormData();
  form.append('label', label);
  form.append('file', new Blob([bytes]), name);
  const { id } = (await (
    await call(user, 'reports/pay-gap/upload', { method: 'POST', body: form })
  ).json()) as { id: string };
  return waitReady(user, id);
};

const HEADER = 'ID,Gender,Level,Position,Location,Days Off,Base Salary,Bonuses and Benefits';
/** L1: 4 women and 4 men; L2: ONE woman and 4 men, so her pay must not read as an average. */
const smallGroupCsv = () => {
  const rows: string[] = [];
  let id = 1;
  const add = (gender: string, level: string, salary: number) =>
    rows.push(`${id++},${gender},${level},Analyst,Warszawa,0,${salary},1200`);
  for (let i = 0; i < 4; i++) add('Female', 'L1', 6000 + i * 100);
  for (let i = 0; i < 4; i++) add('Male', 'L1', 6500 + i * 100);
  add('Female', 'L2', 9100);
  for (let i = 0; i < 4; i++) add('Male', 'L2', 9800 + i * 100);
  return new TextEncoder().encode(`${HEADER}\n${rows.join('\n')}\n`);
};

/**
 * Women paid 10 % less than men in each level but mostly in the better-paid level: the overall
 * gap is negative (women earn more on average), the adjusted gap 10 %, so the screen explains why
 * the adjusted gap is the higher one (it says so only where it is).
 */
const adjustedAboveRawCsv = () => {
  const rows: string[] = [];
  let id = 1;
  const add = (gender: string, level: string, salary: number, n: number) => {
    for (let i = 0; i < n; i++)
      rows.push(`${id++},${gender},${level},Analyst,Warszawa,0,${salary},0`);
  };
  add('Female', 'L1', 4500, 3);
  add('Male', 'L1', 5000, 5);
  add('Female', 'L2', 9000, 5);
  add('Male', 'L2', 10000, 3);
  return new TextEncoder().encode(`${HEADER}\n${rows.join('\n')}\n`);
};

/** Every box lies within the viewport's width: nothing needs sideways scrolling. */
const expectWithinViewport = async (cells: Locator, what: string) => {
  const boxes = await cells.evaluateAll((elements) =>
    elements
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .map((e) => {
        const r = e.getBoundingClientRect();
        return { left: r.left, right: r.right, text: (e.textContent ?? '').slice(0, 40) };
      }),
  );
  expect(boxes.length, what).toBeGreaterThan(0);
  const outside = boxes.filter((b) => b.left < -0.5 || b.right > MOBILE.width + 0.5);
  expect(outside, what).toEqual([]);
};

/**
 * The charts' tick labels: neighbours on an axis never overlap, and none reaches outside its
 * chart (a label recharts breaks into lines climbs over the chart's top edge).
 */
const expectTicksReadable = async (page: Page, what: string) => {
  // Charts draw once their container has been measured: wait for every chart's labels.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main .recharts-wrapper')].every((chart) =>
      chart.querySelector('.recharts-cartesian-axis-tick-label text'),
    ),
  );
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    for (const axis of document.querySelectorAll(
      '.recharts-xAxis-tick-labels, .recharts-yAxis-tick-labels',
    )) {
      const across = axis.classList.contains('recharts-xAxis-tick-labels');
      const chart = axis.closest('svg')?.getBoundingClientRect();
      const labels = [...axis.querySelectorAll('text')]
        .map((t) => ({ text: t.textContent, box: t.getBoundingClientRect() }))
        .sort((a, b) => (across ? a.box.left - b.box.left : a.box.top - b.box.top));
      labels.forEach(({ text, box }, i) => {
        const before = labels[i - 1]?.box;
        if (before && (across ? box.left < before.right : box.top < before.bottom)) {
          found.push(`"${labels[i - 1]?.text}" and "${text}" overlap`);
        }
        const out =
          chart &&
          (box.top < chart.top - 0.5 ||
            box.bottom > chart.bottom + 0.5 ||
            box.left < chart.left - 0.5 ||
            box.right > chart.right + 0.5);
        if (out) found.push(`"${text}" reaches outside its chart`);
      });
    }
    return found;
  });
  expect(problems, what).toEqual([]);
};

const visibleToasts = (page: Page) => page.locator('.Toastify__toast');

/** Waits until the newest toast has finished sliding in (its box stops moving). */
const settled = async (page: Page) => {
  let last = '';
  for (let i = 0; i < 40; i++) {
    const box = JSON.stringify(await visibleToasts(page).first().boundingBox());
    if (box === last) return;
    last = box;
    await page.waitForTimeout(100);
  }
};

describe('screens as a customer meets them', () => {
  let browser: Browser;
  let user: TestUser;
  let exampleId: string;
  let smallId: string;
  let aboveId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await createVerifiedUser({ lang: 'en', plan: 'GURU', fullName: 'Ewa Nowak' });
    const example = await (await call(user, 'reports/pay-gap/example/download?lang=pl')).bytes();
    exampleId = await uploadBytes(
      user,
      'Example 2025 with a long label for the sidebar',
      example,
      'przyklad.xlsx',
    );
    smallId = await uploadBytes(user, 'Small groups', smallGroupCsv(), 'small.csv');
    aboveId = await uploadBytes(user, 'Adjusted above overall', adjustedAboveRawCsv(), 'above.csv');
  });
  afterAll(async () => {
    await browser?.close();
  });

  const open = async (
    lang: 'en' | 'pl',
    viewport?: { width: number; height: number },
  ): Promise<{ context: BrowserContext; page: Page }> => {
    const opened = await newPage(browser, { lang, ...(viewport ? { viewport } : {}) });
    await signInContext(opened.context, user);
    return opened;
  };

  it('takes toasts away on navigation and never shows success beside a failure', async () => {
    const { context, page } = await open('en');
    // A persistent ?error= notice stays on its screen and goes with the next one.
    await page.goto('/main/profile?error=session_expired');
    await visibleToasts(page).first().waitFor();
    await settled(page);
    const toast = await visibleToasts(page).first().boundingBox();
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    const nav = await page.getByRole('navigation', { name: 'Main menu' }).boundingBox();
    expect(toast && title && nav).toBeTruthy();
    if (toast && title && nav) {
      // Clear of the sidebar (logo, navigation) and of the page title.
      expect(toast.x).toBeGreaterThanOrEqual(nav.x + nav.width);
      expect(toast.y).toBeGreaterThanOrEqual(title.y + title.height);
    }
    await screenshot(page, 'ux-toast-position-en-1440');
    await page.getByRole('link', { name: 'Pay gap', exact: true }).first().click();
    await page.waitForURL(/\/main\/pay-gap\//);
    await expect.poll(() => visibleToasts(page).count(), { timeout: 10_000 }).toBe(0);

    // A file that fails: the "uploaded" toast leaves once the failure card shows.
    await page.goto('/main/pay-gap/new');
    await page.getByRole('textbox', { name: 'Report name' }).fill('Bad genders');
    const bad = `${HEADER}\n1,Female,L1,A,,0,6000,0\n2,Other,L1,A,,0,6000,0\n3,Male,L1,A,,0,6000,0\n`;
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.waitForURL(/\/main\/pay-gap\/[0-9a-f-]{36}\/base$/);
    await page
      .getByRole('alert')
      .filter({ hasText: 'problems with processing' })
      .waitFor({ timeout: 60_000 });
    await expect
      .poll(() => page.getByText('File uploaded. We are processing it now.').count())
      .toBe(0);
    await page.getByRole('link', { name: 'operator@e2e.example' }).waitFor();
    await screenshot(page, 'ux-failure-no-success-toast-en-1440');
    await context.close();
  });

  it('shows every key figure on a 390 px phone, and marks one person’s pay', async () => {
    for (const lang of ['en', 'pl'] as const) {
      const { context, page } = await open(lang, MOBILE);
      const screens: [string, string][] = [
        ['base', `/main/pay-gap/${exampleId}/base`],
        ['adjusted', `/main/pay-gap/${exampleId}/adjusted`],
        ['ranges-base', `/main/salary-ranges/${exampleId}/base`],
        ['ranges-extended', `/main/salary-ranges/${exampleId}/extended`],
      ];
      for (const [name, path] of screens) {
        await page.goto(path);
        await page.locator('main table tbody td').first().waitFor();
        await page.waitForLoadState('networkidle');
        await expectWithinViewport(page.locator('main table tbody td'), `${name} ${lang} cells`);
        await expectWithinViewport(page.locator('main table tbody th'), `${name} ${lang} rows`);
        await expectTicksReadable(page, `${name} ${lang} chart labels`);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${name} ${lang} page width`).toBeLessThanOrEqual(MOBILE.width);
        await checkScreen(page, `ux-${name}-${lang}`);
      }

      // The employee table: the gap column, the one the table is for, stays on screen.
      await page.goto(`/main/employees/${exampleId}`);
      const gapHead = page
        .locator('main table thead th')
        .filter({ hasText: text(lang, 'employees.columns.payGap') })
        .first();
      await gapHead.waitFor();
      await page.waitForLoadState('networkidle');
      await expectWithinViewport(gapHead, `employees ${lang} gap column`);

      await page.goto(`/main/pay-gap/${smallId}/adjusted`);
      const w1 = page.locator('table[data-table="w1"]');
      await w1.waitFor();
      const l2 = w1.locator('tbody tr').filter({ has: page.locator('th', { hasText: 'L2' }) });
      await expect
        .poll(() => l2.locator('[data-small-group="1"]').first().innerText())
        .toMatch(lang === 'en' ? /1 person/ : /1 osoba/);
      await expect.poll(() => page.getByTestId('small-group-note').first().isVisible()).toBe(true);
      await expectWithinViewport(w1.locator('td'), `small ${lang}`);
      await checkScreen(page, `ux-small-group-adjusted-${lang}`);
      await page.goto(`/main/salary-ranges/${smallId}/extended`);
      await page.locator('[data-small-group]').first().waitFor();
      await checkScreen(page, `ux-small-group-extended-${lang}`);
      await context.close();
    }
  });

  it('explains a weighted gap above the overall one, with a link to the methodology', async () => {
    const { context, page } = await open('en');
    await page.goto(`/main/pay-gap/${aboveId}/adjusted`);
    const link = page.getByRole('link', { name: /Why the adjusted gap can be higher/ }).first();
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/methodology#adjusted-above-raw');
    await page.goto('/methodology#adjusted-above-raw');
    await page
      .getByRole('heading', { name: 'Why the adjusted gap can be higher than the overall gap' })
      .waitFor();
    await checkScreen(page, 'ux-methodology-en');
    await context.close();
  });

  it('shows the operator’s configured legal details and prices, and a print button in English', async () => {
    const { context, page } = await open('en');
    for (const path of ['/terms', '/privacy']) {
      await page.goto(path);
      const details = page.getByTestId('operator-details');
      // The details come from the API: on a busy machine that can take more than a second.
      await expect
        .poll(() => details.innerText(), { timeout: 15_000 })
        .toContain('E2E Test Operator sp. z o.o.');
      const text = await details.innerText();
      for (const part of ['KRS: 0000000001', 'NIP: 0000000002', 'REGON: 000000003', 'Testowo']) {
        expect(text).toContain(part);
      }
      const body = await page.locator('body').innerText();
      expect(body).not.toMatch(/Grzybowska|parytet\.pl|5273109846/);
      expect(body).not.toContain('nie skonfigurowano');
      await page.getByRole('button', { name: 'Print' }).waitFor();
      await checkScreen(page, `ux-legal${path.replace('/', '-')}-en`);
    }
    await page.goto('/main/profile');
    // By the plan's id: the profile now holds further sections (team, account) below the cards.
    const pro = page.locator('article[aria-labelledby="plan-PRO"]');
    // The prices come with the legal details, beside the team and account sections' calls.
    await expect
      .poll(() => pro.innerText(), { timeout: 15_000 })
      .toMatch(/1\s499\szł\s\/\smonth, net/);
    const guru = page.locator('article[aria-labelledby="plan-GURU"]');
    expect(await guru.innerText()).toMatch(/Benchmarking\s*\(included\)/);
    expect(await guru.innerText()).toContain('Price on request');
    await checkScreen(page, 'ux-profile-en');
    await context.close();
  });

  it('speaks the corrected Polish', async () => {
    const { context, page } = await open('pl');
    await page.goto(`/main/pay-gap/${exampleId}/base`);
    await page.getByText('jest pomniejszone o nieodpłatne dni wolne').waitFor();
    const axis = await page.locator('.recharts-cartesian-axis-tick').allInnerTexts();
    expect(axis.join(' ')).not.toMatch(/\b0 tys\.|\b0k\b/);
    expect(await page.locator('main').innerText()).toContain(
      'Wynagrodzenie z uwzględnieniem dni wolnych',
    );
    await checkScreen(page, 'ux-base-charts-pl');
    await page.goto(`/main/employees/${exampleId}`);
    await page.getByRole('columnheader', { name: 'Ogółem' }).first().waitFor();
    expect(await page.locator('main').innerText()).toContain('przeciwnej płci');
    await checkScreen(page, 'ux-employees-pl');
    await page.goto('/methodology#adjusted-above-raw');
    await page
      .getByRole('heading', { name: /Dlaczego luka skorygowana może być wyższa/ })
      .waitFor();
    await checkScreen(page, 'ux-methodology-pl');
    await page.goto('/privacy');
    await page.getByTestId('operator-details').waitFor();
    await checkScreen(page, 'ux-legal-privacy-pl');
    await page.goto('/main/profile');
    await page.getByText('Bezpłatny okres testowy').waitFor();
    await page.goto(`/main/salary-ranges/${exampleId}/extended`);
    await page.getByText('Luki płacowej nie pokazujemy').waitFor();
    await context.close();

    const guest = await newPage(browser, { lang: 'pl' });
    await guest.page.goto('/');
    await guest.page.getByText('w kilka minut, a nie miesięcy', { exact: false }).waitFor({
      timeout: 30_000,
    });
    await guest.context.close();
  });

  it('prints a report alone, with the organisation, the date and page numbers', async () => {
    for (const lang of ['en', 'pl'] as const) {
      const { context, page } = await open(lang);
      await page.goto(`/main/pay-gap/${exampleId}/base`);
      await page.locator('main table td').first().waitFor();
      await page.waitForLoadState('networkidle');
      const label = lang === 'en' ? 'Print' : 'Drukuj';
      await page.getByRole('button', { name: label, exact: true }).waitFor();
      await page.emulateMedia({ media: 'print' });
      const header = page.getByTestId('print-header');
      expect(await header.isVisible()).toBe(true);
      expect(await header.innerText()).toContain('Firma Testowa');
      for (const hidden of [
        page.getByRole('navigation', { name: lang === 'en' ? 'Main menu' : 'Menu główne' }),
        page.getByRole('button', { name: label, exact: true }),
        page.getByRole('navigation', {
          name: lang === 'en' ? 'Pay-gap views' : 'Widoki luki płacowej',
        }),
      ]) {
        expect(await hidden.isVisible()).toBe(false);
      }
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('Example 2025');
      await screenshot(page, `ux-print-${lang}`);
      // Chromium ≥ 131 draws the @page margin boxes (page numbers) itself; this footer template
      // only proves the PDF renders page by page in a test.
      const pdf = await page.pdf({
        format: 'A4',
        preferCSSPageSize: true,
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate:
          '<span style="font-size:8px"><span class="pageNumber"></span>/<span class="totalPages"></span></span>',
      });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(10_000);
      await context.close();
    }
  });

  it('shows a tiny file in bytes, the Polish legal pages and profile, and phone toasts clear of the title', async () => {
    for (const lang of ['en', 'pl'] as const) {
      const { context, page } = await open(lang);
      await page.goto('/main/pay-gap/new');
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'tiny.csv', mimeType: 'text/csv', buffer: Buffer.from('ID,G\n') });
      await page.getByText(lang === 'en' ? '5 bytes' : '5 bajtów').waitFor();
      await checkScreen(page, `ux-upload-tiny-file-${lang}`);
      if (lang === 'pl') {
        await page.goto('/terms');
        await page.getByRole('button', { name: 'Drukuj' }).waitFor();
        await checkScreen(page, 'ux-legal-terms-pl');
        await page.goto('/main/profile');
        await page.getByText('Bezpłatny okres testowy').waitFor();
        await checkScreen(page, 'ux-profile-pl');
      }
      await context.close();
    }
    const { context, page } = await open('en', MOBILE);
    await page.goto('/main/profile?error=session_expired');
    await visibleToasts(page).first().waitFor();
    await settled(page);
    const toast = await visibleToasts(page).first().boundingBox();
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    if (!toast || !title) throw new Error('no toast or title on screen');
    expect(toast.y).toBeGreaterThan(title.y + title.height);
    expect(toast.x + toast.width).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'ux-toast-position-en-390');
    await context.close();
  });

  it('names a long report label in the sidebar in full', async () => {
    const { context, page } = await open('en');
    await page.goto(`/main/pay-gap/${exampleId}/base`);
    const item = page.getByRole('link', { name: 'Example 2025 with a long label for the sidebar' });
    await item.first().waitFor();
    expect(await item.first().getAttribute('title')).toContain('Example 2025 with a long label');
    await context.close();
  });
});
