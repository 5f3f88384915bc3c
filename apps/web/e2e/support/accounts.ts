import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { runAdmin } from './admin.ts';
import { newPage } from './browser.ts';
import { firstLink, latestMailTo } from './mail.ts';

export type TestUser = {
  email: string;
  password: string;
  fullName: string;
  company: string;
  token: string;
  exp: number;
};

const api = async (path: string, body: unknown) => {
  const res = await fetch(`${inject('e2e').baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
  return res.status === 204 ? null : ((await res.json().catch(() => null)) as unknown);
};

/**
 * A signed-up, verified user made through the real API and the real verification mail, for
 * tests that are about something other than sign-up. `plan` is set with the operator CLI.
 */
export const createVerifiedUser = async (
  options: { lang?: 'en' | 'pl'; plan?: string; fullName?: string } = {},
): Promise<TestUser> => {
  const email = `e2e-${randomUUID().slice(0, 8)}@firma.example`;
  const password = 'Bezpieczne1!';
  const fullName = options.fullName ?? 'Anna Kowalska';
  const company = 'Firma Testowa';
  await api('auth/register', {
    email,
    password,
    company,
    full_name: fullName,
    job_title: 'HR Manager',
    number_of_employees: '120',
    lang: options.lang ?? 'pl',
  });
  const code = firstLink(await latestMailTo(email), '/auth/verify/').split('/auth/verify/')[1];
  await api('auth/register/verify', { verification_code: code });
  if (options.plan) await runAdmin('set-plan', email, options.plan);
  const session = (await api('auth/login', { email, password })) as { token: string; exp: number };
  return { email, password, fullName, company, ...session };
};

/** Puts the user's session where the web app keeps it, so pages open signed in. */
export const signInContext = async (context: BrowserContext, user: TestUser) => {
  await context.addInitScript(
    ({ token, exp }) => {
      window.sessionStorage.setItem('parytet.v1.token', JSON.stringify(token));
      window.sessionStorage.setItem('parytet.v1.exp', JSON.stringify(exp));
    },
    { token: user.token, exp: user.exp },
  );
};

/** A new verified user (on `plan`, if given) and a fresh page in their language, signed in. */
export const signedInPage = async (
  browser: Browser,
  options: { lang: 'en' | 'pl'; plan?: string },
) => {
  const user = await createVerifiedUser(options);
  const { context, page } = await newPage(browser, { lang: options.lang });
  await signInContext(context, user);
  return { user, context, page };
};
