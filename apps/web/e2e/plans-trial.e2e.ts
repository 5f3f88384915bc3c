import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '#i18n/en.ts';
import { pl } from '#i18n/pl.ts';
import { createVerifiedUser, signInContext, signedInPage } from './support/accounts.ts';
import { runAdmin } from './support/admin.ts';
import { launchBrowser, newPage, screenshotBoth, expectAccessible } from './support/browser.ts';
import { text } from './support/texts.ts';

describe('plans, the trial banner and the account settings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const [lang, texts] of [
    ['en', en],
    ['pl', pl],
  ] as const) {
    it(`shows a blocked organisation why uploads are refused and until when data can be downloaded (${lang})`, async () => {
      const user = await createVerifiedUser({ lang });
      // The operator's block sets blocked_at as the daily job does for a lapsed trial.
      expect(await runAdmin('block', user.email)).toContain('blocked since');
      const { context, page } = await newPage(browser, { lang });
      await signInContext(context, user);
      await page.goto('/main/pay-gap/new');
      const banner = page.locator('[data-blocked-banner]');
      await banner.getByText(text(texts, 'plans.blocked.title')).waitFor();
      await banner.getByText(new RegExp(user.company)).waitFor();
      await screenshotBoth(page, `plans-trial-banner-${lang}`);
      await expectAccessible(page, `blocked banner ${lang}`);

      // The banner's link leads to the data download in the profile.
      await banner.getByRole('link', { name: text(texts, 'plans.blocked.download') }).click();
      await page.waitForURL('**/main/profile#account-data');
      await page.getByRole('button', { name: text(texts, 'account.data.submit') }).waitFor();
      await context.close();
    });
  }

  it('shows the chat locked with the plan that unlocks it, and the account settings (en)', async () => {
    const { context, page } = await signedInPage(browser, { lang: 'en' });
    await page.goto('/main/profile');
    // Not a dead button: a link to the plans, naming the first plan with the chat.
    const chat = page.locator('nav a[data-locked]').filter({ hasText: 'Chat' }).first();
    // The plan's name comes with the plans, which may load after the menu.
    await expect.poll(() => chat.innerText(), { timeout: 15_000 }).toContain('Pro');
    expect(await chat.getAttribute('href')).toBe('/main/profile#plans-heading');

    const settings = page.locator('[data-account-settings]');
    await settings.getByRole('heading', { name: text(en, 'account.title') }).waitFor();
    await settings.getByLabel(text(en, 'account.name.label')).fill('Ewa Nowak');
    await settings.getByRole('button', { name: text(en, 'account.name.submit') }).click();
    await page.getByText(text(en, 'account.name.saved')).waitFor();

    // The archive is prepared on the server with its progress shown, then downloads as a ZIP
    // named after the organisation.
    await settings.getByRole('button', { name: text(en, 'account.data.submit') }).click();
    const save = settings.getByRole('button', { name: text(en, 'account.data.download') });
    await save.waitFor({ timeout: 60_000 });
    const download = page.waitForEvent('download');
    await save.click();
    expect((await download).suggestedFilename()).toMatch(
      /^parytet-Firma-Testowa-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    // Left for another screen and opened again, the panel still offers the archive it made.
    await page.goto('/main/pay-gap');
    await page.goto('/main/profile');
    await settings.getByRole('button', { name: text(en, 'account.data.download') }).waitFor();
    await settings.getByText(/^Kept until /).waitFor();

    await settings.scrollIntoViewIfNeeded();
    await screenshotBoth(page, 'plans-trial-account-settings-en');
    await expectAccessible(page, 'account settings');
    await context.close();
  });

  it('shows the account settings in Polish', async () => {
    const { context, page } = await signedInPage(browser, { lang: 'pl' });
    await page.goto('/main/profile');
    await page.getByRole('heading', { name: text(pl, 'account.title') }).waitFor();
    await screenshotBoth(page, 'plans-trial-account-settings-pl');
    await expectAccessible(page, 'account settings pl');
    await context.close();
  });
});
