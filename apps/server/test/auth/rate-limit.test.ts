import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS, LOGIN_FAILURES } from '../../src/modules/auth/rate-limits.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import {
  createAuthApp,
  PASSWORD,
  registration,
  uniqueEmail,
  verifiedAccount,
  type TestApp,
} from './auth-test-kit.ts';

/** Rate limits as deployed (RATE_LIMIT_ENABLED left at its default). */
describe('rate limits', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let ipCounter = 0;
  // Each test speaks from its own address so per-IP counters do not leak between tests.
  const newIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createAuthApp(smtp, { RATE_LIMIT_ENABLED: 'true' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const send = (url: string, payload: object, remoteAddress = newIp(), lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      headers: { 'accept-language': lang },
    });

  const expectLimited = (res: Awaited<ReturnType<typeof send>>) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('limits logins per IP', async () => {
    const ip = newIp();
    for (let i = 0; i < AUTH_LIMITS.login.ip.max; i++) {
      const res = await send('/api/auth/login', { email: uniqueEmail('ip'), password: 'x' }, ip);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await send('/api/auth/login', { email: uniqueEmail('ip'), password: 'x' }, ip);
    expectLimited(blocked);
    const pl = await send('/api/auth/login', { email: 'a@b.pl', password: 'x' }, ip, 'pl');
    expect(pl.json()).toEqual({
      error: 'RATE_LIMITED',
      message: 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.',
    });
    // Another address is not affected.
    const other = await send('/api/auth/login', { email: uniqueEmail('ip'), password: 'x' });
    expect(other.statusCode).toBe(401);
  });

  it('locks an address after repeated failed logins from anywhere, even for the right password', async () => {
    const account = await verifiedAccount(t, smtp);
    for (let i = 0; i < LOGIN_FAILURES.max; i++) {
      const res = await send('/api/auth/login', { email: account.email, password: 'Wrong-pass1' });
      expect(res.statusCode).toBe(401);
    }
    expectLimited(await send('/api/auth/login', { email: account.email, password: PASSWORD }));
    const other = await verifiedAccount(t, smtp);
    const fine = await send('/api/auth/login', { email: other.email, password: PASSWORD });
    expect(fine.statusCode).toBe(200);

    // The window is counted in the database: once the failures age out, logging in works again.
    await t.ctx.db
      .updateTable('login_failures')
      .set({ failed_at: new Date(Date.now() - LOGIN_FAILURES.windowMs - 1000) })
      .where('email', '=', account.email)
      .execute();
    const later = await send('/api/auth/login', { email: account.email, password: PASSWORD });
    expect(later.statusCode).toBe(200);
  });

  it('counts failures of unknown addresses the same way', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < LOGIN_FAILURES.max; i++) {
      expect((await send('/api/auth/login', { email, password: 'x' })).statusCode).toBe(401);
    }
    expectLimited(await send('/api/auth/login', { email, password: 'x' }));
  });

  it('limits sign-ups per IP and per address', async () => {
    const ip = newIp();
    for (let i = 0; i < AUTH_LIMITS.register.ip.max; i++) {
      const res = await send('/api/auth/register', { email: 'broken' }, ip);
      expect(res.statusCode).toBe(400);
    }
    expectLimited(await send('/api/auth/register', registration(), ip));

    const body = registration();
    expect((await send('/api/auth/register', body)).statusCode).toBe(201);
    await smtp.nextMail(body.email);
    for (let i = 1; i < AUTH_LIMITS.register.email.max; i++) {
      expect((await send('/api/auth/register', body)).statusCode).toBe(409);
    }
    expectLimited(await send('/api/auth/register', body));
  });

  it.each([
    ['/api/auth/register/resend', AUTH_LIMITS.resend],
    ['/api/auth/forgot-password', AUTH_LIMITS.forgotPassword],
  ])('limits %s per IP and per address, for unknown addresses too', async (url, limits) => {
    const ip = newIp();
    for (let i = 0; i < limits.ip.max; i++) {
      expect((await send(url, { email: uniqueEmail('r'), lang: 'en' }, ip)).statusCode).toBe(204);
    }
    expectLimited(await send(url, { email: uniqueEmail('r'), lang: 'en' }, ip));

    const email = uniqueEmail('same');
    for (let i = 0; i < limits.email.max; i++) {
      expect((await send(url, { email, lang: 'en' })).statusCode).toBe(204);
    }
    expectLimited(await send(url, { email: email.toUpperCase(), lang: 'en' }));
  });

  it('limits attempts at verification and reset codes per IP', async () => {
    const ip = newIp();
    for (let i = 0; i < AUTH_LIMITS.useCode.ip.max; i++) {
      const res = await send('/api/auth/register/verify', { verification_code: `x${i}` }, ip);
      expect(res.statusCode).toBe(400);
    }
    expectLimited(await send('/api/auth/register/verify', { verification_code: 'y' }, ip));
    const reset = await send(
      '/api/auth/forgot-password/reset',
      { forgot_password_code: 'y', new_password: 'Good-pass1' },
      ip,
    );
    expect(reset.statusCode).toBe(400);
  });
});

describe('rate limits switched off', () => {
  it('never answers 429 with RATE_LIMIT_ENABLED=false', async () => {
    const smtp = await startSmtpServer();
    const t = await createAuthApp(smtp);
    try {
      const email = uniqueEmail('free');
      for (let i = 0; i < AUTH_LIMITS.resend.ip.max + 2; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/register/resend',
          payload: { email },
        });
        expect(res.statusCode).toBe(204);
      }
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
