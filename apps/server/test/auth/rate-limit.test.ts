import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '#modules/auth/login-throttle.ts';
import { AUTH_LIMITS } from '#lib/rate-limits.ts';
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

  /** The device cookie a successful login set, as the browser sends it back. */
  const deviceCookie = (res: Awaited<ReturnType<typeof send>>) => {
    const header = res.headers['set-cookie'];
    const cookie = (Array.isArray(header) ? header : [header ?? '']).find((c) =>
      c.startsWith('parytet_device_'),
    );
    expect(cookie).toMatch(/Path=\/api\/auth\/login; .*HttpOnly; SameSite=Strict/);
    return (cookie ?? '').split(';')[0] ?? '';
  };

  const sendWithCookie = (payload: object, cookie: string, remoteAddress = newIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      remoteAddress,
      headers: { cookie, 'accept-language': 'en' },
    });

  it("never locks the owner out: 110 failed logins from distinct addresses leave the owner's device signing in", async () => {
    const account = await verifiedAccount(t, smtp);
    const first = await send('/api/auth/login', { email: account.email, password: PASSWORD });
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first);

    // A botnet: 110 wrong passwords, each from another address. Unknown devices are slowed
    // down after the fifth, so most are answered 429 without a password check.
    const answers: number[] = [];
    for (let i = 0; i < 110; i++) {
      const res = await send('/api/auth/login', { email: account.email, password: 'Wrong-pass1' });
      answers.push(res.statusCode);
    }
    // The first five wait for nothing; each later failure doubles the wait (1 s, 2 s, 4 s, …),
    // so however slow the machine only a handful more get to try a password.
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.filter((code) => code === 401).length).toBeLessThan(20);
    expect(answers.filter((code) => code === 429).length).toBeGreaterThan(90);
    // Even with 110 failures recorded (a slower botnet), the owner's device signs in, from a
    // new address, while an unknown device with the right password waits the longest delay.
    await t.ctx.db
      .insertInto('login_failures')
      .values(
        Array.from({ length: 110 }, (_, i) => ({ email: account.email, source: `192.0.2.${i}` })),
      )
      .execute();
    const owner = await sendWithCookie({ email: account.email, password: PASSWORD }, cookie);
    expect(owner.statusCode).toBe(200);
    const stranger = await send('/api/auth/login', { email: account.email, password: PASSWORD });
    expectLimited(stranger);
    // 900 s from the last failure, a moment ago (however slow the machine, well under a minute).
    const wait = Number(stranger.headers['retry-after']);
    expect(wait).toBeLessThanOrEqual(LOGIN_THROTTLE.accountMaxWaitSeconds);
    expect(wait).toBeGreaterThan(LOGIN_THROTTLE.accountMaxWaitSeconds - 60);

    // A forged cookie, or another account's, is an unknown device.
    const forged = cookie.replace(/\.[\w-]+$/, '.AAAA');
    expectLimited(await sendWithCookie({ email: account.email, password: PASSWORD }, forged));
    const other = await verifiedAccount(t, smtp);
    const otherCookie = deviceCookie(
      await send('/api/auth/login', { email: other.email, password: PASSWORD }),
    );
    expectLimited(await sendWithCookie({ email: account.email, password: PASSWORD }, otherCookie));
  });

  it('slows unknown devices on an address: Retry-After min(2^(n−5), 900) s after the n-th failure', async () => {
    const account = await verifiedAccount(t, smtp);
    const guess = () => send('/api/auth/login', { email: account.email, password: 'Wrong-pass1' });
    for (let i = 0; i < 5; i++) expect((await guess()).statusCode).toBe(401);
    for (let n = 5; n < 10; n++) {
      const slowed = await guess();
      const wait = 2 ** (n - 5);
      // From 4 s on, a slow machine cannot let the wait pass before the next call: the header
      // is the wait less the moment since the failure (at most a second or two here).
      if (wait >= 4) {
        expectLimited(slowed);
        const retryAfter = Number(slowed.headers['retry-after']);
        expect(retryAfter, `after failure ${n}`).toBeLessThanOrEqual(wait);
        expect(retryAfter, `after failure ${n}`).toBeGreaterThanOrEqual(wait - 2);
      }
      if (slowed.statusCode === 401) continue;
      await age(account.email, 1000 * wait);
      expect((await guess()).statusCode).toBe(401);
    }
  });

  it('stops trusting a device cookie after its own failures pile up (a stolen cookie)', async () => {
    const account = await verifiedAccount(t, smtp);
    const cookie = deviceCookie(
      await send('/api/auth/login', { email: account.email, password: PASSWORD }),
    );
    const ip = newIp();
    for (let i = 0; i < LOGIN_THROTTLE.deviceRefuseAfter; i++) {
      const res = await sendWithCookie(
        { email: account.email, password: 'Wrong-pass1' },
        cookie,
        ip,
      );
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    // Now an unknown device: its failures count for the address and its source.
    for (let i = 0; i < LOGIN_THROTTLE.slowAfter; i++) {
      await age(account.email, 60_000);
      await sendWithCookie({ email: account.email, password: 'Wrong-pass1' }, cookie, ip);
    }
    expectLimited(await sendWithCookie({ email: account.email, password: PASSWORD }, cookie, ip));
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

  it('tells the owner by mail, once per window, in their language, when their address is attacked', async () => {
    const account = await verifiedAccount(t, smtp, { lang: 'pl' });
    // Twelve failures from elsewhere some minutes ago, then one more now.
    await t.ctx.db
      .insertInto('login_failures')
      .values(
        Array.from({ length: LOGIN_THROTTLE.alertAt + 2 }, (_, i) => ({
          email: account.email,
          source: `198.18.0.${i}`,
          failed_at: new Date(Date.now() - 10 * 60_000),
        })),
      )
      .execute();
    const res = await send('/api/auth/login', { email: account.email, password: 'Wrong-pass1' });
    expect(res.statusCode).toBe(401);
    const mail = await smtp.nextMail(account.email);
    expect(mail.subject).toBe('Nieudane próby logowania na Twoje konto w serwisie Parytet');
    expect(mail.text).toMatch(/odnotowaliśmy 13 nieudanych prób logowania/);
    expect(mail.text).toContain('zalogujesz się jak zwykle');
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
