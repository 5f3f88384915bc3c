/**
 * The regression model card and the comparison as a new user meets them, once per language:
 * upload Logib's example (as a salary file) and two years of a small file sharing IDs, read the
 * model card (checked against the API), show Logib's model and choose it, then compare the
 * second year with the first (the split of the change) and see the trend. Every screen is
 * screenshotted at 1440 px and 390 px and checked with axe.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RegressionView } from '@parytet/contract/regression';
import { formatPercent } from '#lib/format.ts';
import { type TestUser, signedInPage } from './support/accounts.ts';
import { checkScreen, launchBrowser } from './support/browser.ts';
import { type Lang, plain, text } from './support/texts.ts';
import { csvFile, uploadThroughForm } from './support/uploads.ts';

const at = (lang: Lang, key: string, values?: Record<string, string | number>) =>
  text(lang, `analysis.${key}`, values);

const fixture = path.resolve(
  import.meta.dirname,
  '../../../packages/engine/test/fixtures/logib/logib-example.csv',
);

const apiGet = async <T>(user: TestUser, url: string): Promise<T> => {
  const res = await fetch(`${inject('e2e').baseUrl}/api/${url}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.json()) as T;
};

// Two years sharing IDs (the engine's hand-computed split, test/fixtures/comparison): 20.00 % → 18.69 %.
const comparisonFixture = (name: string) =>
  readFile(
    path.resolve(import.meta.dirname, '../../../packages/engine/test/fixtures/comparison', name),
  );

describe('regression model and comparison', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each<Lang>(['en', 'pl'])(
    'reads the model card, chooses Logib and compares (%s)',
    async (lang) => {
      const { user, context, page } = await signedInPage(browser, { lang, plan: 'GURU' });
      const logib = await uploadThroughForm(
        page,
        lang,
        'Logib',
        csvFile('logib.csv', await readFile(fixture)),
      );
      await uploadThroughForm(
        page,
        lang,
        'Year 1',
        csvFile('year-1.csv', await comparisonFixture('year-1.csv')),
      );
      const later = await uploadThroughForm(
        page,
        lang,
        'Year 2',
        csvFile('year-2.csv', await comparisonFixture('year-2.csv')),
      );

      // The model card of the Logib report, from the section's tab.
      await page.goto(`/main/pay-transparency/${logib}/indicators`);
      await page
        .getByRole('link', { name: at(lang, 'nav.model') })
        .first()
        .click();
      await page.waitForURL(new RegExp(`/main/pay-transparency/${logib}/model$`));
      await page.getByRole('heading', { name: at(lang, 'model.title') }).waitFor();
      const parytet = await apiGet<RegressionView>(user, `reports/pay-gap/${logib}/regression`);
      const gap = -(parytet.regression?.female.kennedy ?? 0) * 100;
      let main = plain(await page.locator('main').innerText());
      expect(main).toContain(plain(formatPercent(gap, lang, { signed: true })));
      expect(main).toContain(at(lang, 'terms.female'));
      await checkScreen(page, `analysis-model-parytet-${lang}`);

      // Logib's model, shown and then chosen for the indicators.
      await page.getByRole('button', { name: at(lang, 'models.logib'), exact: true }).click();
      await page.getByText(at(lang, 'verdict.above_target')).waitFor();
      main = plain(await page.locator('main').innerText());
      expect(main).toContain(plain(formatPercent(2.61, lang, { signed: true })));
      expect(main).toContain(at(lang, 'terms.potential_experience_squared'));
      await page
        .getByRole('button', { name: at(lang, 'model.use', { model: at(lang, 'models.logib') }) })
        .click();
      await page.getByText(at(lang, 'model.chosen', { model: at(lang, 'models.logib') })).waitFor();
      await checkScreen(page, `analysis-model-logib-${lang}`);

      // The second year beside the first, with the split, and the trend.
      await page.goto(`/main/pay-transparency/${later}/comparison`);
      await page.getByRole('heading', { name: at(lang, 'comparison.splitTitle') }).waitFor();
      main = plain(await page.locator('main').innerText());
      for (const value of ['-0.39', '+4.78', '-5.70', '-1.31']) {
        // One number format in both languages (lib/format.ts).
        const local = Number(value).toLocaleString('pl-PL', {
          minimumFractionDigits: 2,
          signDisplay: 'exceptZero',
        });
        expect(main).toContain(plain(at(lang, 'comparison.points', { value: local })));
      }
      await page.getByRole('heading', { name: at(lang, 'trend.title') }).waitFor();
      await page.locator('figure svg').first().waitFor();
      await checkScreen(page, `analysis-comparison-${lang}`);

      // The assistant answers the same comparison from the organisation's reports (a typo too).
      await page.goto('/chat');
      const input = page.getByRole('textbox', { name: text(lang, 'chat.prompt') });
      await input.fill(
        lang === 'en' ? 'how does this compre with last year?' : 'porownanie z zeszlym rokiem',
      );
      await input.press('Enter');
      await page.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
      const skip = page.getByRole('button', { name: text(lang, 'chat.skip') });
      await skip.click({ timeout: 20_000 }).catch(() => undefined);
      const answer = page.locator('ol li[class*=answer] p').last();
      await answer.getByText(/-5,70/).waitFor({ timeout: 20_000 });
      expect(plain(await answer.innerText())).toContain('Year 1');
      await checkScreen(page, `analysis-chat-comparison-${lang}`);
      await context.close();
    },
  );
});
