/**
 * The whole account journey in the browser, once per language: landing → sign up → tell us more
 * → verify notice → the verification link from the mail → login → the shell with the user's name
 * → switch language → logout → forgot password → the reset link from the mail → login with the
 * new password. Every auth screen is screenshotted at 1440 px and 390 px and checked with axe.
 * Any other path takes a guest to the landing page at once, a signed-in user to the pay-gap
 * section.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enAuth from '#i18n/locales/en/auth.json';
import enLanding from '#i18n/locales/en/landing.json';
import enLayout from '#i18n/locales/en/layout.json';
import plAuth from '#i18n/locales/pl/auth.json';
import plLanding from '#i18n/locales/pl/landing.json';
import plLayout from '#i18n/locales/pl/layout.json';
import { launchBrowser, newPage, seriousA11yViolations, checkScreen } from './support/browser.ts';
import { signedInPage } from './support/accounts.ts';
import { firstLink, latestMailTo } from './support/mail.ts';

type Lang = 'en' | 'pl';
const TEXTS = {
  en: { auth: enAuth, landing: enLanding, layout: enLayout },
  pl: { auth: plAuth, landing: plLanding, layout: plLayout },
} as const;
const other = (lang: Lang): Lang => (lang === 'en' ? 'pl' : 'en');

/** Screenshots at both widths, then axe: no serious or critical violation. */

/** The private area holds other issues' screens; axe checks the shell around them here. */
const shellViolations = async (page: Page) =>
  (await seriousA11yViolations(page, { exclude: '#main-content' })).map((v) => v.id);

const linkFromMail = async (email: string, path: string, notBefore?: string) => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = await latestMailTo(email);
    if (mail.file !== notBefore) return new URL(firstLink(mail, path)).pathname;
    if (Date.now() > deadline) throw new Error(`No new mail with ${path} for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

// One browser for the file; every test opens contexts of its own.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each<Lang>(['en', 'pl'])('account journey (%s)', (startLang) => {
  it('signs up, verifies, logs in, switches language, logs out and resets the password', async () => {
    const { context, page } = await newPage(browser, { lang: startLang });
    const email = `e2e-auth-${startLang}-${randomUUID().slice(0, 8)}@firma.example`;
    const password = 'Bezpieczne1!';
    const newPassword = 'Nowsze-Haslo2';
    const fullName = startLang === 'en' ? 'Jane Tester' : 'Zofia Testowa';
    let t = TEXTS[startLang];

    // Landing (auth main)
    await page.goto('/auth/main');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(startLang);
    await page.getByRole('heading', { level: 1, name: t.landing.title }).waitFor();
    await checkScreen(page, `auth-main-${startLang}`);

    // Sign up: nothing is flagged before the first submit; then the rules speak
    await page.getByRole('link', { name: t.landing.signUp }).click();
    await page.waitForURL('**/auth/sign-up');
    await page.getByRole('heading', { level: 1, name: t.auth.signUp.title }).waitFor();
    await checkScreen(page, `auth-sign-up-${startLang}`);
    await page.getByLabel(t.auth.fields.workEmail).fill(email);
    await page.getByLabel(t.auth.fields.password, { exact: true }).fill(password);
    await expect
      .poll(() => page.locator('[data-met="true"]').count(), { message: 'rules ticked' })
      .toBe(5);
    await page.getByRole('button', { name: startLang === 'en' ? 'Continue' : 'Dalej' }).click();

    // Tell us more (manual mode)
    await page.waitForURL('**/auth/manual/details');
    await page.getByRole('heading', { level: 1, name: t.auth.details.title }).waitFor();
    await checkScreen(page, `auth-details-${startLang}`);
    const [firstName, lastName] = fullName.split(' ') as [string, string];
    await page.getByLabel(t.auth.fields.firstName).fill(firstName);
    await page.getByLabel(t.auth.fields.lastName).fill(lastName);
    await page.getByLabel(t.auth.fields.company).fill('Firma Testowa');
    await page.getByLabel(t.auth.fields.jobTitle).fill('HR Manager');
    await page.getByLabel(t.auth.fields.employeeNumber).fill('50-249');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: t.auth.details.submit }).click();

    // Verify-e-mail notice names the address
    await page.waitForURL('**/auth/verify-email');
    await page.getByText(email).waitFor();
    await checkScreen(page, `auth-verify-notice-${startLang}`);
    const draft = await page.evaluate(() => sessionStorage.getItem('parytet.v1.registration'));
    expect(draft, 'the registration draft is cleared').toBeNull();

    // The verification link from the mail leads to login with a success toast
    await page.goto(await linkFromMail(email, '/auth/verify/'));
    await page.waitForURL('**/auth/login');
    await page.getByText(t.auth.verify.success).first().waitFor();
    await checkScreen(page, `auth-login-${startLang}`);

    // Login → the shell greets the user by name
    await page.getByLabel(t.auth.fields.email).fill(email);
    await page.getByLabel(t.auth.fields.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: t.auth.login.submit }).click();
    await page.waitForURL('**/main/**');
    await page.getByText(fullName, { exact: true }).first().waitFor();
    expect(await shellViolations(page)).toEqual([]);

    // Switch language in the sidebar
    const switched = other(startLang);
    await page.getByRole('button', { name: new RegExp(`^${switched.toUpperCase()}\\b`) }).click();
    t = TEXTS[switched];
    await page.getByRole('button', { name: t.layout.logout }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(switched);

    // Logout → auth main, session gone
    await page.getByRole('button', { name: t.layout.logout }).click();
    await page.waitForURL('**/auth/main');
    expect(await page.evaluate(() => sessionStorage.getItem('parytet.v1.token'))).toBeNull();

    // The resend screen, for the record
    await page.goto('/auth/resend');
    await page.getByRole('heading', { level: 1, name: t.auth.resend.title }).waitFor();
    await checkScreen(page, `auth-resend-${switched}`);

    // Forgot password → "check your email"
    await page.goto('/auth/login');
    const verificationMail = (await latestMailTo(email)).file;
    await page.getByRole('link', { name: t.auth.login.forgot }).click();
    await page.waitForURL('**/auth/forgot-password');
    await page.getByRole('heading', { level: 1, name: t.auth.forgot.title }).waitFor();
    await checkScreen(page, `auth-forgot-${switched}`);
    await page.getByLabel(t.auth.fields.email).fill(email);
    await page.getByRole('button', { name: t.auth.forgot.submit }).click();
    await page.getByRole('heading', { level: 1, name: t.auth.forgot.sentTitle }).waitFor();
    await checkScreen(page, `auth-forgot-sent-${switched}`);

    // The reset link from the mail → new password → login with a success message
    await page.goto(await linkFromMail(email, '/auth/reset-password/', verificationMail));
    await page.getByRole('heading', { level: 1, name: t.auth.reset.title }).waitFor();
    await checkScreen(page, `auth-reset-${switched}`);
    await page.getByLabel(t.auth.fields.newPassword, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: t.auth.reset.submit }).click();
    await page.waitForURL('**/auth/login');
    await page.getByText(t.auth.login.passwordChanged).waitFor();

    // The old password no longer works; the new one does
    await page.getByLabel(t.auth.fields.email).fill(email);
    await page.getByLabel(t.auth.fields.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: t.auth.login.submit }).click();
    await page.getByRole('alert').first().waitFor();
    expect(page.url()).toContain('/auth/login');
    await page.getByLabel(t.auth.fields.password, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: t.auth.login.submit }).click();
    await page.waitForURL('**/main/**');
    await page.getByText(fullName, { exact: true }).first().waitFor();

    await context.close();
  });
});

describe('any other path', () => {
  it('takes a guest straight to the landing page, without the private area’s code', async () => {
    const { context, page } = await newPage(browser, { lang: 'en' });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const path of ['/', '/no-such-page']) {
      await page.goto(path);
      await page.waitForURL('**/auth/main');
      await page.getByRole('heading', { level: 1, name: TEXTS.en.landing.title }).waitFor();
    }
    expect(requested.filter((p) => /\/(private-guard|app-shell)-/.test(p))).toEqual([]);
    await context.close();
  });

  it('takes a signed-in user to the pay-gap section', async () => {
    const { context, page } = await signedInPage(browser, { lang: 'en' });
    await page.goto('/no-such-page');
    await page.waitForURL('**/main/pay-gap**');
    await context.close();
  });
});
