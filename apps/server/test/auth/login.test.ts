import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import {
  createAuthApp,
  me,
  PASSWORD,
  post,
  registration,
  uniqueEmail,
  verifiedAccount,
  type TestApp,
} from './auth-test-kit.ts';

describe('login', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let account: Awaited<ReturnType<typeof verifiedAccount>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createAuthApp(smtp, { JWT_TTL_SECONDS: '3600' });
    account = await verifiedAccount(t, smtp);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers a signed token and its expiry for the right password, in any letter case', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await post(t, '/api/auth/login', {
      email: ` ${account.email.toUpperCase()} `,
      password: PASSWORD,
    });
    // Signed between the two readings of the clock; an argon2 check on a busy machine can take
    // more than a second, so the upper bound is read after the answer.
    const after = Math.ceil(Date.now() / 1000);
    expect(res.statusCode).toBe(200);
    const { token, exp } = res.json<{ token: string; exp: number }>();
    expect(exp).toBeGreaterThanOrEqual(before + 3600);
    expect(exp).toBeLessThanOrEqual(after + 3600);
    const user = await t.ctx.db
      .selectFrom('users')
      .select(['id', 'token_version'])
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    expect(decodeJwt(token)).toMatchObject({ iss: 'parytet', sub: user.id, ver: 0, exp });
    expect((await me(t, token)).statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown address, both after an argon2 check', async () => {
    const timed = async (email: string) => {
      const start = performance.now();
      const res = await post(t, '/api/auth/login', { email, password: 'Wrong-pass1' });
      return { res, ms: performance.now() - start };
    };
    const wrong = await timed(account.email);
    const unknown = await timed(uniqueEmail('ghost'));
    for (const { res, ms } of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Nieprawidłowy e-mail lub hasło!',
      });
      // argon2id with 64 MiB takes far longer than a database lookup alone.
      expect(ms).toBeGreaterThan(20);
    }
  });

  it('says USER_NOT_VERIFIED only to someone who knows the password', async () => {
    const body = registration();
    await post(t, '/api/auth/register', body);
    await smtp.nextMail(body.email);
    const wrong = await post(t, '/api/auth/login', { email: body.email, password: 'Wrong-pass1' });
    expect(wrong.statusCode).toBe(401);
    const right = await post(
      t,
      '/api/auth/login',
      { email: body.email, password: body.password },
      { 'accept-language': 'en' },
    );
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      error: 'USER_NOT_VERIFIED',
      message: 'The user is not verified, please check your mailbox',
    });
  });

  it('validates the body', async () => {
    const res = await post(t, '/api/auth/login', { email: 'x' });
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.error).toBe('INVALID_REQUEST_BODY');
    expect(json.details).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'email_invalid' },
        { path: 'password', message: 'password_required' },
      ]),
    );
  });

  it('does not count failures when rate limits are off', async () => {
    for (let i = 0; i < 7; i++) {
      await post(t, '/api/auth/login', { email: account.email, password: 'Wrong-pass1' });
    }
    const ok = await post(t, '/api/auth/login', { email: account.email, password: PASSWORD });
    expect(ok.statusCode).toBe(200);
  });
});

describe('session tokens', () => {
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

  it('answers 401 UNAUTHORIZED for a missing, forged, expired or outdated token', async () => {
    const account = await verifiedAccount(t, smtp);
    const { sub } = decodeJwt(account.token);
    const sign = (secret: Uint8Array, exp: number, ver = 0) =>
      new SignJWT({ ver })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('parytet')
        .setSubject(sub ?? '')
        .setExpirationTime(exp)
        .sign(secret);
    const now = Math.floor(Date.now() / 1000);
    const forged = await sign(new TextEncoder().encode('x'.repeat(40)), now + 60);
    const expired = await sign(t.ctx.jwtSecret, now - 60);
    const outdated = await sign(t.ctx.jwtSecret, now + 60, 7);
    const valid = await sign(t.ctx.jwtSecret, now + 60);

    const none = await t.app.inject({ url: '/api/users/me', headers: { 'accept-language': 'en' } });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      error: 'UNAUTHORIZED',
      message: 'Your session has expired. Please log in again.',
    });
    for (const token of [forged, expired, outdated, 'garbage']) {
      const res = await me(t, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('UNAUTHORIZED');
    }
    expect((await me(t, valid)).statusCode).toBe(200);
  });
});
