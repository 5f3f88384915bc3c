import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../src/modules/auth/login-throttle.ts';
import { AUTH_LIMITS } from '../../src/modules/auth/rate-limits.ts';
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

  /** Moves this address's failures and every per-IP counter `ms` into the past. */
  const age = async (email: string, ms: number) => {
    const interval = sql<Date>`make_interval(secs => ${ms / 1000})`;
    await t.ctx.db
      .updateTable('login_failures')
      .set((eb) => ({ failed_at: eb('failed_at', '-', interval) }))
      .where('email', '=', email)
      .execute();
    await sql`UPDATE rate_limit_counters SET reset_at = reset_at - ${interval}`.execute(t.ctx.db);
  };

  it('never locks the owner out: failures from anywhere leave the right password working from a source that has not failed', async () => {
    const account = await verifiedAccount(t, smtp);
    // Five (and more) wrong passwords, each from another address, as a botnet would.
    for (let i = 0; i < 8; i++) {
      const res = await send('/api/auth/login', { email: account.email, password: 'Wrong-pass1' });
      expect(res.statusCode).toBe(401);
    }
    const owner = await send('/api/auth/login', { email: account.email, password: PASSWORD });
    expect(owner.statusCode).toBe(200);
  });

  it('slows down, then refuses, one source guessing one address; others are not affected', async () => {
    const account = await verifiedAccount(t, smtp);
    const attacker = newIp();
    const guess = () =>
      send('/api/auth/login', { email: account.email, password: 'Wrong-pass1' }, attacker);
    for (let i = 0; i < LOGIN_THROTTLE.slowAfter; i++) expect((await guess()).statusCode).toBe(401);
    // Slowed down: the next attempt must wait a second, even with the right password.
    expectLimited(await guess());
    expectLimited(
      await send('/api/auth/login', { email: account.email, password: PASSWORD }, attacker),
    );
    // Once enough time has passed, the source may try again; waits double with each failure.
    for (let i = LOGIN_THROTTLE.slowAfter; i < LOGIN_THROTTLE.refuseAfter; i++) {
      await age(account.email, 70_000);
      expect((await guess()).statusCode, `attempt ${i + 1}`).toBe(401);
    }
    await age(account.email, 70_000);
    const refused = await guess();
    expectLimited(refused);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);

    // The owner, from elsewhere, signs in; the attacker's source stays refused.
    const owner = await send('/api/auth/login', { email: account.email, password: PASSWORD });
    expect(owner.statusCode).toBe(200);
    expectLimited(await guess());
    // After the window, the refused source may try again.
    await age(account.email, LOGIN_THROTTLE.windowMs);
    expect((await guess()).statusCode).toBe(401);
  });

  it('refuses every source only at the much higher per-address ceiling', async () => {
    const account = await verifiedAccount(t, smtp);
    await t.ctx.db
      .insertInto('login_failures')
      .values(
        Array.from({ length: LOGIN_THROTTLE.ceiling }, (_, i) => ({
          email: account.email,
          source: `192.0.2.${i}`,
        })),
      )
      .execute();
    expectLimited(await send('/api/auth/login', { email: account.email, password: PASSWORD }));
    await age(account.email, LOGIN_THROTTLE.windowMs);
    const later = await send('/api/auth/login', { email: account.email, password: PASSWORD });
    expect(later.statusCode).toBe(200);
  });

  it('tells the owner by mail, once per window, in their language, when their address is attacked', async () => {
    const account = await verifiedAccount(t, smtp, { lang: 'pl' });
    for (let i = 0; i < LOGIN_THROTTLE.alertAt + 3; i++) {
      const res = await send('/api/auth/login', { email: account.email, password: 'Wrong-pass1' });
      expect(res.statusCode).toBe(401);
    }
    const mail = await smtp.nextMail(account.email);
    expect(mail.subject).toBe('Nieudane próby logowania na Twoje konto w serwisie Parytet');
    expect(mail.text).toMatch(/odnotowaliśmy 1\d nieudanych prób logowania/);
    expect(mail.text).toContain('/auth/forgot-password');
    // Only once in the window.
    await smtp.expectNoMail(account.email);
  });

  it('counts failures of unknown addresses the same way', async () => {
    const email = uniqueEmail('ghost');
    const ip = newIp();
    for (let i = 0; i < LOGIN_THROTTLE.slowAfter; i++) {
      expect((await send('/api/auth/login', { email, password: 'x' }, ip)).statusCode).toBe(401);
    }
    expectLimited(await send('/api/auth/login', { email, password: 'x' }, ip));
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
