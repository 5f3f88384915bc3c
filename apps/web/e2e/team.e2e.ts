/**
 * Organisations in the browser: an owner invites a colleague from the Team section, the
 * colleague signs up from the mailed link and sees the owner's report; a viewer gets no upload
 * control and the API refuses its upload. The team section and the invite screen are
 * screenshotted in both languages and checked with axe.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '#i18n/en.ts';
import { createVerifiedUser, signInContext, type TestUser } from './support/accounts.ts';
import {
  baseUrl,
  launchBrowser,
  newPage,
  seriousA11yViolations,
  checkScreen,
} from './support/browser.ts';
import { type Lang, text, TEXTS } from './support/texts.ts';
import { goodCsv } from './support/uploads.ts';
import { firstLink, latestMailTo } from './support/mail.ts';

const apiCall = (token: string, method: string, path: string, body?: BodyInit, json = true) =>
  fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(json && body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body,
  });

/**
 * One woman director beside three men: her pay is a figure over one person, which a viewer must
 * not see (decisions §9).
 */
const DIRECTORS = [
  '101,Female,Director,Director,Warszawa,0,23456.78,0',
  '102,Male,Director,Director,Warszawa,0,19111.11,0',
  '103,Male,Director,Director,Warszawa,0,25333.33,0',
  '104,Male,Director,Director,Warszawa,0,31777.77,0',
];

/** Uploads a small file through the API, as the owner's earlier work. */
const uploadReport = (token: string, label: string) => {
  const form = new FormData();
  form.append('label', label);
  form.append('file', new Blob([goodCsv(12, DIRECTORS)], { type: 'text/csv' }), 'pay.csv');
  return apiCall(token, 'POST', 'reports/pay-gap/upload', form, false);
};

const inviteLink = async (email: string) =>
  new URL(firstLink(await latestMailTo(email), '/auth/invite/')).pathname;

/** Invites a viewer by the API, signs it up from the mailed code and logs it in. */
const joinAsViewer = async (owner: TestUser, lang: Lang) => {
  const email = `e2e-viewer-${randomUUID().slice(0, 8)}@firma.example`;
  const invited = await apiCall(
    owner.token,
    'POST',
    'organisation/invitations',
    JSON.stringify({ email, role: 'viewer', lang }),
  );
  if (invited.status !== 201) throw new Error(`invite: ${invited.status}`);
  const code = (await inviteLink(email)).split('/auth/invite/')[1] ?? '';
  const password = 'Bezpieczne1!';
  const post = (path: string, body: object) =>
    fetch(`${baseUrl()}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const register = await post('auth/register', {
    email,
    password,
    full_name: 'Wiktor Viewer',
    job_title: 'Works council',
    lang,
    invitation_code: code,
  });
  if (register.status !== 201) throw new Error(`register: ${register.status}`);
  const session = (await (await post('auth/login', { email, password })).json()) as {
    token: string;
    exp: number;
  };
  return { email, ...session };
};

describe('organisations and roles', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each<Lang>(['en', 'pl'])(
    'an owner invites a colleague, who signs up from the mail and sees the report (%s)',
    async (lang) => {
      const t = TEXTS[lang];
      const owner = await createVerifiedUser({ lang, plan: 'GURU', fullName: 'Olga Owner' });
      const label = `Payroll ${lang} ${randomUUID().slice(0, 4)}`;
      expect((await uploadReport(owner.token, label)).status).toBe(201);

      const { context, page } = await newPage(browser, { lang });
      await signInContext(context, owner);
      await page.goto('/main/profile');
      await page.getByRole('heading', { name: text(t, 'team.title') }).waitFor();

      const colleague = `e2e-colleague-${randomUUID().slice(0, 8)}@firma.example`;
      await page.getByRole('textbox', { name: text(t, 'team.invite.email') }).fill(colleague);
      await page
        .getByRole('combobox', { name: text(t, 'team.invite.role'), exact: true })
        .selectOption('member');
      await page.getByRole('button', { name: text(t, 'team.invite.submit') }).click();
      await page.getByTestId('pending-invitation').filter({ hasText: colleague }).waitFor();
      await page.getByTestId('audit-entry').first().waitFor();
      // The "invitation sent" toast closes on its own; the screenshot shows the section itself.
      await page
        .getByRole('alert')
        .filter({ hasText: colleague })
        .waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByTestId('team-section').scrollIntoViewIfNeeded();
      await checkScreen(page, `team-section-${lang}`);
      await context.close();

      // The colleague opens the mailed link in a browser of their own.
      const link = await inviteLink(colleague);
      const guest = await newPage(browser, { lang });
      await guest.page.goto(link);
      await guest.page
        .getByRole('heading', {
          name: text(t, 'team.inviteScreen.title', { organisation: owner.company }),
        })
        .waitFor();
      const email = guest.page.getByRole('textbox', { name: text(t, 'team.inviteScreen.email') });
      expect(await email.inputValue()).toBe(colleague);
      expect(await email.getAttribute('readonly')).not.toBeNull();
      await checkScreen(guest.page, `invite-screen-${lang}`);

      await guest.page
        .getByRole('textbox', { name: text(t, 'team.inviteScreen.firstName') })
        .fill('Celina');
      await guest.page
        .getByRole('textbox', { name: text(t, 'team.inviteScreen.lastName') })
        .fill('Kolega');
      await guest.page
        .getByRole('textbox', { name: text(t, 'team.inviteScreen.jobTitle') })
        .fill('Payroll');
      await guest.page
        .getByLabel(text(t, 'team.inviteScreen.password'), { exact: true })
        .fill('Bezpieczne1!');
      await guest.page.getByRole('checkbox').check();
      await guest.page.getByRole('button', { name: text(t, 'team.inviteScreen.signUp') }).click();

      // The joined organisation's pay-gap section, with the owner's report.
      await guest.page.waitForURL(/\/main\/pay-gap/);
      await guest.page.locator('#report-list').getByText(label).waitFor();
      await guest.page.getByRole('heading', { name: label }).first().waitFor();
      await guest.context.close();
    },
  );

  it('a viewer has no upload control and the API refuses its upload', async () => {
    const owner: TestUser = await createVerifiedUser({ lang: 'en', plan: 'GURU' });
    expect((await uploadReport(owner.token, 'Owner report')).status).toBe(201);
    const viewerEmail = `e2e-viewer-${randomUUID().slice(0, 8)}@firma.example`;
    const invited = await apiCall(
      owner.token,
      'POST',
      'organisation/invitations',
      JSON.stringify({ email: viewerEmail, role: 'viewer', lang: 'en' }),
    );
    expect(invited.status).toBe(201);
    const code = (await inviteLink(viewerEmail)).split('/auth/invite/')[1] ?? '';
    const password = 'Bezpieczne1!';
    const register = await fetch(`${baseUrl()}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: viewerEmail,
        password,
        full_name: 'Wiktor Viewer',
        job_title: 'Works council',
        lang: 'en',
        invitation_code: code,
      }),
    });
    expect(register.status).toBe(201);
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: viewerEmail, password }),
    });
    const session = (await login.json()) as { token: string; exp: number };

    const refused = await uploadReport(session.token, 'Not allowed');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'FORBIDDEN_FOR_ROLE' });

    const { context, page } = await newPage(browser, { lang: 'en' });
    await signInContext(context, { ...owner, email: viewerEmail, ...session });
    await page.goto('/main/pay-gap');
    await page.locator('#report-list').getByText('Owner report').waitFor();
    await page.getByRole('heading', { name: 'Owner report' }).first().waitFor();
    expect(await page.getByRole('link', { name: text(en, 'nav.newReport') }).count()).toBe(0);
    expect(
      await page.getByRole('button', { name: /Actions for report|Działania dla raportu/ }).count(),
    ).toBe(0);

    await page.goto('/main/pay-gap/new');
    await page
      .getByText(text(en, 'team.noUpload', { role: text(en, 'team.roles.viewer') }))
      .waitFor();
    expect(await page.locator('input[type=file]').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it.each<Lang>(['en', 'pl'])(
    'an invited viewer sees aggregates only: small groups withheld, no employees, letters or edits (%s)',
    async (lang) => {
      const t = TEXTS[lang];
      const owner = await createVerifiedUser({ lang, plan: 'GURU' });
      const created = await uploadReport(owner.token, 'Viewer report');
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const viewer = await joinAsViewer(owner, lang);

      const { context, page } = await newPage(browser, { lang });
      await signInContext(context, { ...owner, ...viewer });
      await page.goto(`/main/pay-gap/${id}/adjusted`);
      const withheld = text(t, 'report-status.smallGroup.withheld');
      await page.getByText(withheld, { exact: true }).first().waitFor();
      const body = (await page.locator('main').textContent()) ?? '';
      // The director's own pay is nowhere on the screen, in either format.
      expect(body.replace(/[\s\u00a0\u202f.,]/g, '')).not.toContain('2345678');
      expect(body).toContain(text(t, 'report-status.smallGroup.viewerNote', { min: 3 }));
      expect(body).not.toContain(text(t, 'report-status.smallGroup.note', { min: 3 }));
      expect(
        await page
          .getByRole('button', { name: text(t, 'report-status.reportDetails.edit') })
          .count(),
      ).toBe(0);
      expect(await page.getByRole('link', { name: text(t, 'nav.employees') }).count()).toBe(0);
      await checkScreen(page, `viewer-adjusted-${lang}`);

      // The employee table's address takes a viewer back to the pay-gap section.
      await page.goto(`/main/employees/${id}`);
      await page.waitForURL(/\/main\/pay-gap/);

      // Exports, but no Art. 7 letters (personal data of the worker who asked).
      await page.goto(`/main/pay-transparency/${id}/exports`);
      await page.getByRole('heading', { name: text(t, 'report-exports.export.title') }).waitFor();
      // The section's last tab says what is there: "Exports", without letters.
      await page
        .getByRole('link', { name: text(t, 'reporting.nav.exportsOnly'), exact: true })
        .waitFor();
      expect(
        await page.getByRole('heading', { name: text(t, 'report-exports.letters.title') }).count(),
      ).toBe(0);
      await checkScreen(page, `viewer-exports-${lang}`);
      await context.close();
    },
  );
});
