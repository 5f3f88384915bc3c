/**
 * Benchmarking as a new MASTER organisation meets it, once per language: upload a salary file
 * (the Glassdoor file in English, a Polish-titled file with Polish towns in Polish), open the
 * section from the sidebar, read the market comparison (checked against the API), map the
 * positions (change one, then confirm every suggestion), read the pooled comparison (withheld,
 * with the rule in words) and opt in to the pool. Every screen is screenshotted at 1440 px and
 * 390 px and checked with axe. A PRO organisation sees the section locked, naming Master.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type {
  BenchmarkResponse,
  Contribution,
  MappingResponse,
} from '@parytet/contract/benchmarking';
import { formatMoney } from '#lib/format.ts';
import { type TestUser, signedInPage } from './support/accounts.ts';
import { checkScreen, launchBrowser } from './support/browser.ts';
import { type Lang, plain, text } from './support/texts.ts';
import { csvFile, uploadThroughForm } from './support/uploads.ts';

const bm = (lang: Lang, key: string, values?: Record<string, string | number>) =>
  text(lang, `benchmarking.${key}`, values);

const FILES: Record<Lang, string> = {
  en: path.resolve(import.meta.dirname, '../../../../shared/datasets/glassdoor_upload_format.csv'),
  pl: path.resolve(
    import.meta.dirname,
    '../../../packages/assistant/test/fixtures/benchmark-mapping/polish-titles.csv',
  ),
};

const apiGet = async <T>(user: TestUser, url: string): Promise<T> => {
  const res = await fetch(`${inject('e2e').baseUrl}/api/${url}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.json()) as T;
};

/** Polls the API until `done` holds (a save the screen made has reached the server). */
const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const money = (lang: Lang, value: number) => plain(formatMoney(value, lang, 'PLN'));

describe('benchmarking', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each<Lang>(['en', 'pl'])(
    'reads the market comparison, maps positions, reads the pool and opts in (%s)',
    async (lang) => {
      const { user, context, page } = await signedInPage(browser, { lang, plan: 'MASTER' });
      const id = await uploadThroughForm(
        page,
        lang,
        lang === 'en' ? 'Glassdoor' : 'Firma',
        csvFile('salaries.csv', await readFile(FILES[lang])),
      );

      // The sidebar's entry opens the comparison of the report on screen.
      await page
        .getByRole('link', { name: text(lang, 'nav.benchmarking') })
        .first()
        .click();
      await page.waitForURL(new RegExp(`/main/benchmarking/${id}/comparison$`));
      const table = page.locator('table[data-table="benchmark"]');
      await table.waitFor();
      const market = await apiGet<BenchmarkResponse>(
        user,
        `reports/pay-gap/${id}/benchmark?source=market`,
      );
      expect(market.uses_suggestions).toBe(true);
      expect(market.cells.length).toBeGreaterThan(0);
      const shown = plain(await table.innerText());
      for (const cell of market.cells) {
        if (cell.own_median !== null) expect(shown).toContain(money(lang, cell.own_median));
        if (cell.p50 !== null) expect(shown).toContain(money(lang, cell.p50));
        if (cell.mean !== null) {
          expect(shown).toContain(bm(lang, 'figures.mean', { value: money(lang, cell.mean) }));
        }
      }
      // The table gives no quartiles: they read "not published", never a derived figure.
      expect(market.cells.some((cell) => cell.p25 === null)).toBe(true);
      expect(shown).toContain(bm(lang, 'figures.notPublished'));
      // IT roles have B2B net figures: said above the table and on their rows.
      expect(market.cells.some((cell) => cell.comparability === 'b2b_net_vs_gross')).toBe(true);
      await page.getByText(bm(lang, 'notices.b2bTitle')).waitFor();
      await table.getByText(bm(lang, 'comparability.b2b_net_vs_gross')).first().waitFor();
      await page.getByText(bm(lang, 'notices.usesSuggestions')).waitFor();
      await page.getByRole('img', { name: new RegExp(bm(lang, 'chart.title_market')) }).waitFor();
      await checkScreen(page, `benchmarking-comparison-${lang}`);

      // The mapping: change one suggestion, then confirm all that remain as shown.
      await page.getByRole('link', { name: bm(lang, 'nav.mapping'), exact: true }).click();
      await page.waitForURL(new RegExp(`/main/benchmarking/${id}/mapping$`));
      await page.locator('table[data-table="position-mapping"]').waitFor();
      const mapping = await apiGet<MappingResponse>(user, `benchmarking/mapping?report_id=${id}`);
      const target = mapping.positions.find((p) => p.status === 'suggested' && p.role !== null);
      expect(target).toBeDefined();
      const named = { position: target?.position ?? '', level: target?.level ?? '' };
      await page
        .getByRole('searchbox', { name: bm(lang, 'mapping.filter.search') })
        .fill(named.position);
      await page
        .getByRole('combobox', { name: bm(lang, 'mapping.positions.seniorityOf', named) })
        .selectOption('staff');
      await page.getByRole('button', { name: bm(lang, 'mapping.save') }).click();
      const changed = await until(
        () => apiGet<MappingResponse>(user, `benchmarking/mapping?report_id=${id}`),
        (m) =>
          m.positions.some(
            (p) =>
              p.position === named.position && p.level === named.level && p.status === 'confirmed',
          ),
      );
      expect(
        changed.positions.find((p) => p.position === named.position && p.level === named.level),
      ).toMatchObject({ seniority: 'staff', role: target?.role });
      await page.getByRole('searchbox', { name: bm(lang, 'mapping.filter.search') }).fill('');
      await checkScreen(page, `benchmarking-mapping-${lang}`);
      await page
        .getByRole('button', { name: lang === 'en' ? /^Confirm (all )?\d+/ : /^Zatwierdź/ })
        .click();
      await page.getByRole('button', { name: bm(lang, 'mapping.confirmNone') }).waitFor();
      const confirmed = await apiGet<MappingResponse>(user, `benchmarking/mapping?report_id=${id}`);
      expect(confirmed.positions.filter((p) => p.status === 'suggested')).toEqual([]);
      expect(confirmed.positions.filter((p) => p.status === 'confirmed').length).toBeGreaterThan(1);

      // The comparison now rests on confirmed roles; the pool withholds what breaks its rules.
      await page.getByRole('link', { name: bm(lang, 'nav.comparison'), exact: true }).click();
      await table.waitFor();
      await expect
        .poll(async () => page.getByText(bm(lang, 'notices.usesSuggestions')).count())
        .toBe(0);
      await page.getByRole('radio', { name: new RegExp(bm(lang, 'source.name_pool')) }).check();
      await page.waitForURL(/source=pool/);
      await page.getByRole('combobox', { name: bm(lang, 'controls.measure') }).selectOption('base');
      await page.waitForURL(/measure=base/);
      const pool = await apiGet<BenchmarkResponse>(
        user,
        `reports/pay-gap/${id}/benchmark?source=pool&measure=base`,
      );
      expect(pool.cells.every((cell) => cell.status === 'withheld')).toBe(true);
      await table.locator('[data-withheld="too_few_organisations"]').first().waitFor();
      expect(plain(await table.innerText())).toContain(
        plain(bm(lang, 'withheld.too_few_organisations', { organisations: 5 })),
      );
      await page.getByTestId('pool-source').waitFor();
      await checkScreen(page, `benchmarking-pool-${lang}`);

      // The opt-in: what is shared and what never is, then the owner's switch.
      await page.getByRole('link', { name: bm(lang, 'nav.sharing'), exact: true }).click();
      await page.waitForURL(/\/main\/benchmarking\/sharing$/);
      await page.getByRole('heading', { name: bm(lang, 'sharing.never.title') }).waitFor();
      const rules = plain(await page.locator('main').innerText());
      for (const rule of ['organisations', 'people', 'share', 'months']) {
        expect(rules).toContain(
          plain(
            bm(lang, `sharing.rules.${rule}`, {
              organisations: 5,
              people: 10,
              share: 25,
              months: 3,
            }),
          ),
        );
      }
      const toggle = page.getByRole('switch', { name: bm(lang, 'sharing.state.switch') });
      expect(await toggle.isChecked()).toBe(false);
      await toggle.check();
      await page.locator('[data-contribute="true"]').waitFor();
      const contribution = await apiGet<Contribution>(user, 'organisation/benchmarking');
      expect(contribution).toMatchObject({ contribute: true });
      expect(contribution.confirmed_positions).toBe(
        confirmed.positions.filter((p) => p.status === 'confirmed').length,
      );
      await checkScreen(page, `benchmarking-sharing-${lang}`);
      await context.close();
    },
    240_000,
  );

  it('shows the section locked on PRO, naming the plan that unlocks it', async () => {
    const { context, page } = await signedInPage(browser, { lang: 'en', plan: 'PRO' });
    await page.goto('/main/pay-gap');
    const item = page.getByRole('link', { name: /Benchmarking/ }).first();
    await expect
      .poll(async () => item.getAttribute('data-locked'), { timeout: 15_000 })
      .toBe('true');
    // The plans load beside the user: the tag names Master once they are in.
    await expect
      .poll(async () => plain(await item.innerText()), { timeout: 15_000 })
      .toContain('Master');
    await page.goto('/main/benchmarking');
    await page.locator('[data-locked-feature]').waitFor();
    // The card shows before the plans have loaded on this fresh page; then it names Master.
    await expect
      .poll(async () => plain(await page.locator('main').innerText()), { timeout: 15_000 })
      .toContain('Master');
    await checkScreen(page, 'benchmarking-locked-en');
    await context.close();
  }, 60_000);
});
