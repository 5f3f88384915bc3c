/**
 * Salary bands as a new MASTER user meets them, once per language: upload a salary file, draft
 * bands from its pay, open the draft in the editor, change two cells with the keyboard and save,
 * then read the people in the bands (checked against the API's answer and filtered to those
 * below the minimum), copy an advert sentence and download the report against the bands. Every
 * screen is screenshotted at 1440 px and 390 px and checked with axe. A PRO user meets the
 * section locked, with the plan that unlocks it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BandAdverts } from '@parytet/contract/salary-band-documents';
import type { ReportBands, SalaryBands } from '@parytet/contract/salary-bands';
import { formatNumber } from '#lib/format.ts';
import { type TestUser, signedInPage } from './support/accounts.ts';
import { checkScreen, launchBrowser } from './support/browser.ts';
import { type Lang, plain, text } from './support/texts.ts';
import { csvFile, goodCsv, uploadThroughForm } from './support/uploads.ts';

const sb = (lang: Lang, key: string, values?: Record<string, string | number>) =>
  text(lang, `salary-bands.${key}`, values);

const apiGet = async <T>(user: TestUser, url: string): Promise<T> => {
  const res = await fetch(`${inject('e2e').baseUrl}/api/${url}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.json()) as T;
};

/** A cell of the bands table, named by its row header and column header as a reader hears it. */
const cell = (page: Page, lang: Lang, band: number, column: 'min' | 'mid' | 'max') =>
  page.getByRole('textbox', {
    name: `${sb(lang, 'editor.bandNumber', { number: band })} ${sb(lang, `editor.columns.${column}`)}`,
    exact: true,
  });

const tab = (page: Page, lang: Lang, key: string) =>
  page
    .getByRole('navigation', { name: sb(lang, 'nav.label') })
    .getByRole('link', { name: sb(lang, `nav.${key}`), exact: true });

describe('salary bands', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each<Lang>(['en', 'pl'])(
    'drafts bands from a report, edits two, saves and reads the people in them (%s)',
    async (lang) => {
      const { user, context, page } = await signedInPage(browser, { lang, plan: 'MASTER' });
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // 60 people over three levels, women and men in turn, each paid a little more.
      const id = await uploadThroughForm(
        page,
        lang,
        'Bands 2025',
        csvFile('bands.csv', goodCsv(60)),
      );

      // The sidebar's entry opens the structure, empty yet.
      await page
        .getByRole('link', { name: text(lang, 'nav.salaryBands') })
        .first()
        .click();
      await page.waitForURL(/\/main\/salary-bands$/);
      await page.getByText(sb(lang, 'structure.subtitleNone')).waitFor();
      await checkScreen(page, `salary-bands-empty-${lang}`);

      // A draft from the report's pay, with what to check in it.
      await tab(page, lang, 'draft').click();
      await page.getByRole('button', { name: sb(lang, 'draft.make') }).click();
      await page
        .getByRole('heading', { name: sb(lang, 'draft.previewTitle'), exact: true })
        .waitFor();
      expect(await page.locator('table[data-table=draft-bands] tbody tr').count()).toBe(3);
      await checkScreen(page, `salary-bands-draft-${lang}`);

      // Opened in the editor, two cells changed with the keyboard alone, then saved.
      await page.getByRole('button', { name: sb(lang, 'draft.open') }).click();
      await page.getByText(sb(lang, 'editor.draftTitle', { label: 'Bands 2025' })).waitFor();
      await cell(page, lang, 1, 'min').focus();
      await page.keyboard.type('5000');
      // Enter keeps it and goes down to band 2; two steps right is its maximum.
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('9 000,50');
      await page.keyboard.press('Enter');
      expect(await cell(page, lang, 2, 'max').inputValue()).toBe('9 000,50');
      await checkScreen(page, `salary-bands-editor-${lang}`);
      await page.getByRole('button', { name: sb(lang, 'editor.save') }).click();
      await page.getByRole('heading', { name: sb(lang, 'versions.title') }).waitFor();
      const saved = await apiGet<SalaryBands>(user, 'salary-bands');
      expect(saved.version).toBe(1);
      expect(saved.bands[0]?.min).toBe(5000);
      expect(saved.bands[1]?.max).toBe(9000.5);
      await page.locator('figure svg .recharts-symbols').first().waitFor();
      await checkScreen(page, `salary-bands-structure-${lang}`);

      // The people in the bands, as the API reads the report against them.
      await tab(page, lang, 'people').click();
      await page.waitForURL(new RegExp(`/main/salary-bands/${id}/people$`));
      await page.getByRole('table', { name: sb(lang, 'people.aggregates.caption') }).waitFor();
      const reading = await apiGet<ReportBands>(user, `reports/pay-gap/${id}/salary-bands`);
      const aggregates = plain(
        await page.getByRole('table', { name: sb(lang, 'people.aggregates.caption') }).innerText(),
      );
      for (const band of reading.bands) {
        expect(aggregates).toContain(band.level);
        expect(aggregates).toContain(plain(formatNumber(band.women_mean_compa_ratio, lang, 2)));
      }
      await checkScreen(page, `salary-bands-people-${lang}`);
      const below = reading.employees?.filter((person) => person.below_min).length ?? 0;
      await page
        .getByRole('combobox', { name: sb(lang, 'people.filters.place') })
        .selectOption('below');
      await page.getByText(sb(lang, 'people.filters.shown', { shown: below, total: 60 })).waitFor();

      // An advert sentence copied with one button, exactly as the API words it.
      await tab(page, lang, 'adverts').click();
      const adverts = await apiGet<BandAdverts>(user, 'salary-bands/adverts');
      await page.getByText(adverts.adverts[0]?.en ?? '').waitFor();
      await page
        .getByRole('button', { name: sb(lang, 'adverts.copy') })
        .first()
        .click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        adverts.adverts[0]?.pl,
      );
      await checkScreen(page, `salary-bands-adverts-${lang}`);

      // The report against the bands as a PDF.
      await page.goto(`/main/salary-bands/${id}/people`);
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: new RegExp(`^${sb(lang, 'exports.pdf')}`) }).click(),
      ]);
      const stream = await pdf.createReadStream();
      const head = await new Promise<string>((resolve) =>
        stream.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 5).toString())),
      );
      expect(head).toBe('%PDF-');
      await context.close();
    },
  );

  it('a PRO organisation meets the section locked, with the plan that unlocks it', async () => {
    const { context, page } = await signedInPage(browser, { lang: 'en', plan: 'PRO' });
    await page.goto('/main/salary-bands');
    await page.getByRole('heading', { name: 'Salary bands is not in your plan' }).waitFor();
    await page.getByText('Available from the Master plan').first().waitFor();
    await checkScreen(page, 'salary-bands-locked-en');
    await context.close();
  });
});
