import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkCode, startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import {
  APP_URL,
  createAuthApp,
  me,
  PASSWORD,
  post,
  registration,
  uniqueEmail,
  verifiedAccount,
  type TestApp,
} from './auth-test-kit.ts';

const RESET = `${APP_URL}/auth/reset-password/`;
const NEW_PASSWORD = 'Brand-new-pass2';

describe('forgotten password', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createAuthApp(smtp);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const requestReset = async (email: string, lang: 'en' | 'pl' = 'en') => {
    const res = await post(t, '/api/auth/forgot-password', { email, lang });
    expect(res.statusCode).toBe(204);
    return smtp.nextMail(email);
  };

  it('mails a one-hour link that sets the password and ends older sessions', async () => {
    const account = await verifiedAccount(t, smtp);
    const mail = await requestReset(account.email);
    expect(mail.subject).toBe('Reset your Parytet password');
    const code = linkCode(mail, RESET);
    expect(mail.html).toContain(`href="${RESET}${code}"`);
    const stored = await t.ctx.db
      .selectFrom('auth_codes')
      .innerJoin('users', 'users.id', 'auth_codes.user_id')
      .select(['auth_codes.code_hash', 'auth_codes.expires_at'])
      .where('users.email', '=', account.email)
      .where('auth_codes.kind', '=', 'reset')
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).toBe(createHash('sha256').update(code).digest('hex'));
    const minutes = (stored.expires_at.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    const reset = await post(t, '/api/auth/forgot-password/reset', {
      forgot_password_code: code,
      new_password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(204);
    expect(reset.body).toBe('');

    expect((await me(t, account.token)).statusCode).toBe(401);
    const oldLogin = await post(t, '/api/auth/login', { email: account.email, password: PASSWORD });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post(t, '/api/auth/login', {
      email: account.email,
      password: NEW_PASSWORD,
    });
    expect(newLogin.statusCode).toBe(200);
    expect((await me(t, newLogin.json().token)).statusCode).toBe(200);

    const again = await post(t, '/api/auth/forgot-password/reset', {
      forgot_password_code: code,
      new_password: 'Another-pass3',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('INVALID_RESET_CODE');
  });

  it('mails in Polish on request', async () => {
    const account = await verifiedAccount(t, smtp);
    const mail = await requestReset(account.email, 'pl');
    expect(mail.subject).toBe('Ustaw nowe hasło w serwisie Parytet');
    expect(mail.text).toContain('1 godzinę');
  });

  it('answers 204 and mails nothing for an unknown address', async () => {
    const email = uniqueEmail('unknown');
    const res = await post(t, '/api/auth/forgot-password', { email, lang: 'en' });
    expect(res.statusCode).toBe(204);
    await smtp.expectNoMail(email);
    const invalid = await post(t, '/api/auth/forgot-password', { email: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details).toContainEqual({ path: 'email', message: 'email_required' });
  });

  it('refuses wrong, expired and superseded codes with INVALID_RESET_CODE', async () => {
    const wrong = await post(
      t,
      '/api/auth/forgot-password/reset',
      { forgot_password_code: 'wrong', new_password: NEW_PASSWORD },
      { 'accept-language': 'en' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'INVALID_RESET_CODE',
      message: 'Invalid reset password code!',
    });

    const account = await verifiedAccount(t, smtp);
    const first = linkCode(await requestReset(account.email), RESET);
    const second = linkCode(await requestReset(account.email), RESET);
    const superseded = await post(t, '/api/auth/forgot-password/reset', {
      forgot_password_code: first,
      new_password: NEW_PASSWORD,
    });
    expect(superseded.statusCode).toBe(400);
    expect(superseded.json().error).toBe('INVALID_RESET_CODE');

    await t.ctx.db
      .updateTable('auth_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('code_hash', '=', createHash('sha256').update(second).digest('hex'))
      .execute();
    const expired = await post(t, '/api/auth/forgot-password/reset', {
      forgot_password_code: second,
      new_password: NEW_PASSWORD,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe('INVALID_RESET_CODE');
    const login = await post(t, '/api/auth/login', { email: account.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('checks the new password against the rules', async () => {
    const res = await post(t, '/api/auth/forgot-password/reset', {
      forgot_password_code: 'whatever',
      new_password: 'weak',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('INVALID_REQUEST_BODY');
    expect(res.json().details).toContainEqual({
      path: 'new_password',
      message: 'password_min_length',
    });
  });

  it('also confirms the address of an account that was never verified', async () => {
    const body = registration();
    await post(t, '/api/auth/register', body);
    await smtp.nextMail(body.email);
    const code = linkCode(await requestReset(body.email), RESET);
    const reset = await post(t, '/api/auth/forgot-password/reset', {
      forgot_password_code: code,
      new_password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(204);
    const login = await post(t, '/api/auth/login', { email: body.email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
  });
});
