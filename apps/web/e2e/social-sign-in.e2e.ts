/**
 * Google and Microsoft sign-in as a new user would try it, against a real OpenID provider on
 * loopback (`oidc-provider`): the social buttons, the provider's login and consent, the callback,
 * "tell us more", the new-report screen; then the same person comes back and goes straight in.
 * The buttons and "tell us more" are screenshotted in both languages and checked with axe.
 * It runs its own server (the shared one offers no provider, as the other tests expect).
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enAuth from '#i18n/locales/en/auth.json';
import enSocial from '#i18n/locales/en/social.json';
import plAuth from '#i18n/locales/pl/auth.json';
import plSocial from '#i18n/locales/pl/social.json';
import {
  startOidcProvider,
  type OidcTestProvider,
  type TestClient,
} from '../../../scripts/oidc-test-provider.ts';
import { launchBrowser, newPage, checkScreen } from './support/browser.ts';
import { startLocalServer, type LocalServer } from './support/local-server.ts';

type Lang = 'en' | 'pl';
type Mode = 'google' | 'microsoft';
const TEXTS = {
  en: { auth: enAuth, social: enSocial },
  pl: { auth: plAuth, social: plSocial },
} as const;

const E2E_DB = process.env.PARYTET_E2E_DB ?? 'parytet_e2e';

describe('social sign-in in the browser', () => {
  const clients: TestClient[] = [];
  let idp: OidcTestProvider;
  let server: LocalServer;
  let browser: Browser;

  beforeAll(async () => {
    idp = await startOidcProvider(clients);
    server = await startLocalServer({
      dataDirPrefix: 'parytet-e2e-social-',
      database: `${E2E_DB}_social`,
      env: {
        GOOGLE_CLIENT_ID: 'parytet-google',
        GOOGLE_CLIENT_SECRET: 'google-secret-0123456789',
        GOOGLE_ISSUER_URL: idp.issuer,
        MICROSOFT_CLIENT_ID: 'parytet-microsoft',
        MICROSOFT_CLIENT_SECRET: 'microsoft-secret-0123456789',
        MICROSOFT_ISSUER_URL: idp.issuer,
      },
      healthTimeoutMs: 90_000,
    });
    // The redirect URIs name the server, known only now; the provider reads them on first use.
    for (const mode of ['google', 'microsoft'] as const) {
      clients.push({
        clientId: `parytet-${mode}`,
        clientSecret: `${mode}-secret-0123456789`,
        redirectUri: `${server.baseUrl}/auth/callback?mode=${mode}`,
      });
    }
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await idp?.close();
  });

  /** The provider's development login form, then its consent form. */
  const signInAtProvider = async (page: Page, accountId: string) => {
    await page.waitForURL(`${idp.issuer}/**`);
    await page.locator('input[name="login"]').fill(accountId);
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
    await page.locator('input[name="prompt"][value="consent"]').waitFor({ state: 'attached' });
    await page.locator('button[type="submit"]').click();
  };

  const cases: [Lang, Mode][] = [
    ['en', 'google'],
    ['pl', 'microsoft'],
  ];

  it.each(cases)(
    '(%s, %s) signs up through the provider, tells us more, lands on a new report, and comes back straight in',
    async (lang, mode) => {
      const t = TEXTS[lang];
      const sub = `e2e-${mode}-${randomUUID().slice(0, 8)}`;
      idp.addAccount(sub, {
        email: `${sub}@firma.example`,
        email_verified: true,
        name: 'Ewa Nowak',
      });

      const { context, page } = await newPage(browser, { lang, baseURL: server.baseUrl });
      await page.goto('/auth/sign-up');
      const button = page.getByRole('link', { name: t.social.continueWith[mode] });
      await button.waitFor();
      // Both configured providers are offered.
      expect(await page.getByRole('link', { name: t.social.continueWith.google }).isVisible()).toBe(
        true,
      );
      expect(
        await page.getByRole('link', { name: t.social.continueWith.microsoft }).isVisible(),
      ).toBe(true);
      await checkScreen(page, `social-sign-up-${lang}`);

      await button.click();
      await signInAtProvider(page, sub);
      await page.waitForURL(`**/auth/${mode}/details`);
      await page.getByRole('heading', { level: 1, name: t.auth.details.title }).waitFor();
      await page
        .getByText(t.social.details.subtitle.replace('{{provider}}', t.social.providers[mode]))
        .waitFor();
      await checkScreen(page, `social-tell-us-more-${lang}`);

      await page.getByLabel(t.auth.fields.firstName).fill('Ewa');
      await page.getByLabel(t.auth.fields.lastName).fill('Nowak');
      await page.getByLabel(t.auth.fields.company).fill('Firma Społeczna');
      await page.getByLabel(t.auth.fields.jobTitle).fill('HR Manager');
      await page.getByLabel(t.auth.fields.employeeNumber).fill('50-249');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: t.auth.details.submit }).click();
      await page.waitForURL('**/main/pay-gap/new');
      await context.close();

      // Returning: a fresh browser signs in at the provider again and goes straight in.
      const again = await newPage(browser, { lang, baseURL: server.baseUrl });
      await again.page.goto('/auth/login');
      await again.page.getByRole('link', { name: t.social.continueWith[mode] }).click();
      await signInAtProvider(again.page, sub);
      await again.page.waitForURL((url) => url.pathname.startsWith('/main/pay-gap'));
      expect(new URL(again.page.url()).pathname).not.toContain('details');
      await again.context.close();
    },
  );
});
