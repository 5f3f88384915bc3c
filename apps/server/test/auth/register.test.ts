import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkCode, startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import { createTestApp } from '../helpers/test-context.ts';
import {
  APP_URL,
  createAuthApp,
  post,
  registration,
  uniqueEmail,
  type TestApp,
} from './auth-test-kit.ts';

const VERIFY = `${APP_URL}/auth/verify/`;

describe('sign-up and e-mail verification', () => {
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

  const userRow = (email: string) =>
    t.ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  it('creates an unverified user, its organisation and owner membership, and mails the link', async () => {
    const body = registration({ email: uniqueEmail('Signup').toUpperCase() });
    const email = body.email.toLowerCase();
    const res = await post(t, '/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    expect(res.body).toBe('');

    const user = await userRow(email);
    expect(user.verified_at).toBeNull();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.full_name).toBe('Anna Kowalska');
    expect(user.job_title).toBe('HR Manager');
    expect(user.lang).toBe('en');
    const org = await t.ctx.db
      .selectFrom('memberships')
      .innerJoin('organisations', 'organisations.id', 'memberships.organisation_id')
      .selectAll()
      .where('memberships.user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(org).toMatchObject({
      role: 'owner',
      name: 'Acme Sp. z o.o.',
      number_of_employees: '50-249',
      plan: 'STARTER',
      subscription_active: false,
    });
    const trialDays = ((org.trial_ends_at?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThan(14.1);

    const mail = await smtp.nextMail(email);
    expect(mail.subject).toBe('Confirm your e-mail address for Parytet');
    expect(mail.headers.get('from')).toContain('Parytet');
    const code = linkCode(mail, VERIFY);
    expect(mail.html).toContain(`href="${VERIFY}${code}"`);
    expect(Buffer.from(code, 'base64url')).toHaveLength(32);

    // Only a hash of the code is kept, valid for a day.
    const stored = await t.ctx.db
      .selectFrom('auth_codes')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.kind).toBe('verify');
    expect(stored.code_hash).toBe(createHash('sha256').update(code).digest('hex'));
    const hours = (stored.expires_at.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const verify = await post(t, '/api/auth/register/verify', { verification_code: code });
    expect(verify.statusCode).toBe(204);
    expect((await userRow(email)).verified_at).toBeInstanceOf(Date);
    const login = await post(t, '/api/auth/login', { email, password: body.password });
    expect(login.statusCode).toBe(200);

    // Single use.
    const again = await post(t, '/api/auth/register/verify', { verification_code: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('INVALID_VERIFICATION_CODE');
  });

  it('mails in Polish when the sign-up was in Polish', async () => {
    const body = registration({ lang: 'pl' });
    expect((await post(t, '/api/auth/register', body)).statusCode).toBe(201);
    const mail = await smtp.nextMail(body.email);
    expect(mail.subject).toBe('Potwierdź adres e-mail w serwisie Parytet');
    expect(mail.text).toContain('Dzień dobry,');
    expect(mail.html).toContain('Potwierdź adres e-mail');
    expect(linkCode(mail, VERIFY)).toBeTruthy();
  });

  it('refuses an unknown, expired or malformed verification code', async () => {
    const wrong = await post(t, '/api/auth/register/verify', { verification_code: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'INVALID_VERIFICATION_CODE',
      message: 'Weryfikacja nie powiodła się. Link mógł wygasnąć lub jest nieprawidłowy.',
    });

    const body = registration();
    await post(t, '/api/auth/register', body);
    const code = linkCode(await smtp.nextMail(body.email), VERIFY);
    const user = await userRow(body.email);
    await t.ctx.db
      .updateTable('auth_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', user.id)
      .execute();
    const expired = await post(t, '/api/auth/register/verify', { verification_code: code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe('INVALID_VERIFICATION_CODE');
    expect((await userRow(body.email)).verified_at).toBeNull();

    const missing = await post(t, '/api/auth/register/verify', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('INVALID_REQUEST_BODY');
  });

  it('answers 409 for a taken address, verified or waiting on its link, in any letter case', async () => {
    const body = registration();
    await post(t, '/api/auth/register', body);
    await smtp.nextMail(body.email);
    const pending = await post(t, '/api/auth/register', {
      ...body,
      email: body.email.toUpperCase(),
    });
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual({
      error: 'USER_ALREADY_EXISTS',
      message: 'Konto z tym adresem e-mail już istnieje',
    });
    await t.ctx.db
      .updateTable('users')
      .set({ verified_at: new Date() })
      .where('email', '=', body.email)
      .execute();
    const verified = await post(t, '/api/auth/register', body, { 'accept-language': 'en' });
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe('User with this email already exists');
    await smtp.expectNoMail(body.email);
  });

  it('replaces a sign-up whose link lapsed unused', async () => {
    const body = registration({ company: 'Old Name' });
    await post(t, '/api/auth/register', body);
    const oldCode = linkCode(await smtp.nextMail(body.email), VERIFY);
    const old = await userRow(body.email);
    await t.ctx.db
      .updateTable('auth_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('user_id', '=', old.id)
      .execute();

    const res = await post(t, '/api/auth/register', { ...body, company: 'New Name' });
    expect(res.statusCode).toBe(201);
    const fresh = await userRow(body.email);
    expect(fresh.id).not.toBe(old.id);
    const orgs = await t.ctx.db
      .selectFrom('organisations')
      .select('name')
      .where('name', 'in', ['Old Name', 'New Name'])
      .innerJoin('memberships', 'memberships.organisation_id', 'organisations.id')
      .where('memberships.user_id', 'in', [old.id, fresh.id])
      .execute();
    expect(orgs).toEqual([{ name: 'New Name' }]);
    const code = linkCode(await smtp.nextMail(body.email), VERIFY);
    expect(code).not.toBe(oldCode);
    expect(
      (await post(t, '/api/auth/register/verify', { verification_code: code })).statusCode,
    ).toBe(204);
  });

  it('validates the body with the contract rules and names the failing fields', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: 'short1!' }, 'password', 'password_min_length'],
      [{ password: 'alllowercase1!' }, 'password', 'password_uppercase'],
      [{ password: 'ALLUPPERCASE1!' }, 'password', 'password_lowercase'],
      [{ password: 'NoDigitsHere!' }, 'password', 'password_number'],
      [{ password: 'NoSpecial123' }, 'password', 'password_special'],
      [{ password: '' }, 'password', 'password_required'],
      [{ email: 'not-an-email' }, 'email', 'email_invalid'],
      [{ email: '' }, 'email', 'email_required'],
      [{ company: 'A' }, 'company', 'field_length'],
      [{ job_title: 'x'.repeat(121) }, 'job_title', 'field_length'],
      [{ full_name: 'A' }, 'full_name', 'field_length'],
      [{ number_of_employees: '' }, 'number_of_employees', 'employee_number_length'],
      [{ number_of_employees: '9'.repeat(121) }, 'number_of_employees', 'employee_number_length'],
    ];
    for (const [override, path, message] of cases) {
      const res = await post(t, '/api/auth/register', { ...registration(), ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      const json = res.json();
      expect(json.error).toBe('INVALID_REQUEST_BODY');
      expect(json.details).toContainEqual({ path, message });
    }
    const { company: _company, ...withoutCompany } = registration();
    const missing = await post(t, '/api/auth/register', withoutCompany);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toContainEqual({ path: 'company', message: 'field_length' });
  });

  it('resends a fresh link to an unverified account and voids the older one', async () => {
    const body = registration();
    await post(t, '/api/auth/register', body);
    const first = linkCode(await smtp.nextMail(body.email), VERIFY);

    const res = await post(t, '/api/auth/register/resend', { email: body.email, lang: 'pl' });
    expect(res.statusCode).toBe(204);
    const mail = await smtp.nextMail(body.email);
    expect(mail.subject).toBe('Potwierdź adres e-mail w serwisie Parytet');
    const second = linkCode(mail, VERIFY);
    expect(second).not.toBe(first);

    const old = await post(t, '/api/auth/register/verify', { verification_code: first });
    expect(old.statusCode).toBe(400);
    const ok = await post(t, '/api/auth/register/verify', { verification_code: second });
    expect(ok.statusCode).toBe(204);
  });

  it('answers resend with 204 and sends nothing for unknown or verified addresses', async () => {
    const unknown = uniqueEmail('nobody');
    const res = await post(t, '/api/auth/register/resend', { email: unknown, lang: 'en' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    await smtp.expectNoMail(unknown);

    const body = registration();
    await post(t, '/api/auth/register', body);
    await post(t, '/api/auth/register/verify', {
      verification_code: linkCode(await smtp.nextMail(body.email), VERIFY),
    });
    const verified = await post(t, '/api/auth/register/resend', { email: body.email });
    expect(verified.statusCode).toBe(204);
    await smtp.expectNoMail(body.email);

    const invalid = await post(t, '/api/auth/register/resend', { email: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe('INVALID_REQUEST_BODY');
  });
});

describe('sign-up switched off', () => {
  it('answers 403 REGISTRATION_DISABLED and creates nothing', async () => {
    const t = await createTestApp({ REGISTRATION_ENABLED: 'false', RATE_LIMIT_ENABLED: 'false' });
    try {
      const body = registration();
      const res = await post(t, '/api/auth/register', body, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: 'REGISTRATION_DISABLED',
        message: 'Registration is temporarily disabled, please try again later',
      });
      const user = await t.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', body.email)
        .executeTakeFirst();
      expect(user).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
