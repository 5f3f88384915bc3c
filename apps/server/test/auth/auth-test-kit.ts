import { randomUUID } from 'node:crypto';
import type { RegisterBody } from '@parytet/contract/auth';
import { createTestApp } from '../helpers/test-context.ts';
import { linkCode, type TestSmtpServer } from '../helpers/smtp.ts';

export const APP_URL = 'http://parytet.test';
export const PASSWORD = 'Secret-pass1';

export const uniqueEmail = (label: string) =>
  `${label}-${randomUUID().slice(0, 8)}@auth-tests.example.com`;

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** An app whose mail goes to the test SMTP server; rate limits off unless a test turns them on. */
export const createAuthApp = (smtp: TestSmtpServer, env: Record<string, string> = {}) =>
  createTestApp({
    SMTP_URL: smtp.url,
    APP_URL,
    RATE_LIMIT_ENABLED: 'false',
    ...env,
  });

export const registration = (overrides: Partial<RegisterBody> = {}): RegisterBody => ({
  email: uniqueEmail('user'),
  password: PASSWORD,
  company: 'Acme Sp. z o.o.',
  full_name: 'Anna Kowalska',
  job_title: 'HR Manager',
  number_of_employees: '50-249',
  lang: 'en',
  ...overrides,
});

export const post = (
  t: TestApp,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url, payload, headers });

/** Signs up, follows the mailed link and logs in: a ready, verified account. */
export const verifiedAccount = async (
  t: TestApp,
  smtp: TestSmtpServer,
  overrides: Partial<RegisterBody> = {},
) => {
  const body = registration(overrides);
  const signUp = await post(t, '/api/auth/register', body);
  if (signUp.statusCode !== 201) throw new Error(`register: ${signUp.statusCode} ${signUp.body}`);
  const mail = await smtp.nextMail(body.email);
  const code = linkCode(mail, `${APP_URL}/auth/verify/`);
  const verify = await post(t, '/api/auth/register/verify', { verification_code: code });
  if (verify.statusCode !== 204) throw new Error(`verify: ${verify.statusCode} ${verify.body}`);
  const login = await post(t, '/api/auth/login', { email: body.email, password: body.password });
  const { token } = login.json<{ token: string }>();
  return { ...body, token };
};

export const me = (t: TestApp, token: string) =>
  t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
