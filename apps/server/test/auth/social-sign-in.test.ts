import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialProvider } from '@parytet/contract/auth-providers';
import { createTestApp } from '../helpers/test-context.ts';
import {
  signInAtProvider,
  startOidcProvider,
  type OidcTestProvider,
} from '../../../../scripts/oidc-test-provider.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import {
  APP_URL,
  createAuthApp,
  me,
  post,
  uniqueEmail,
  verifiedAccount,
  type TestApp,
} from './auth-test-kit.ts';

const CALLBACK = `${APP_URL}/auth/callback`;
const clients = (['google', 'microsoft'] as const).map((mode) => ({
  clientId: `parytet-${mode}`,
  clientSecret: `${mode}-secret-0123456789`,
  redirectUri: `${CALLBACK}?mode=${mode}`,
}));

const providerEnv = (issuer: string) => ({
  GOOGLE_CLIENT_ID: 'parytet-google',
  GOOGLE_CLIENT_SECRET: 'google-secret-0123456789',
  GOOGLE_ISSUER_URL: issuer,
  MICROSOFT_CLIENT_ID: 'parytet-microsoft',
  MICROSOFT_CLIENT_SECRET: 'microsoft-secret-0123456789',
  MICROSOFT_ISSUER_URL: issuer,
});

let sequence = 0;

describe('social sign-in against a real OpenID provider', () => {
  let smtp: TestSmtpServer;
  let idp: OidcTestProvider;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    idp = await startOidcProvider(clients);
    t = await createAuthApp(smtp, providerEnv(idp.issuer));
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
    await smtp.close();
  });

  /** A person at the provider, with a fresh subject and address. */
  const person = (overrides: { email?: string; email_verified?: boolean } = {}) => {
    sequence += 1;
    const sub = `subject-${sequence}-${Date.now()}`;
    const email = overrides.email ?? uniqueEmail('social');
    idp.addAccount(sub, {
      email,
      email_verified: overrides.email_verified ?? true,
      name: 'Ola Nowak',
    });
    return { sub, email };
  };

  const startLogin = async (mode: SocialProvider) => {
    const res = await t.app.inject({ url: `/api/auth/login/${mode}?lang=en` });
    expect(res.statusCode).toBe(302);
    const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
    return { location: String(res.headers.location), cookie };
  };

  const callback = (mode: SocialProvider, returned: URL, cookie: string) => {
    const query = new URLSearchParams();
    for (const name of ['code', 'state', 'iss']) {
      const value = returned.searchParams.get(name);
      if (value !== null) query.set(name, value);
    }
    return t.app.inject({
      url: `/api/auth/login/${mode}/callback?${query.toString()}`,
      headers: { cookie },
    });
  };

  /** Login redirect → provider → back to the web's callback URL (not yet sent to the API). */
  const dance = async (mode: SocialProvider, sub: string) => {
    const start = await startLogin(mode);
    const returned = await signInAtProvider(start.location, sub, CALLBACK);
    return { ...start, returned };
  };

  const signIn = async (mode: SocialProvider, sub: string) => {
    const { returned, cookie } = await dance(mode, sub);
    return callback(mode, returned, cookie);
  };

  const tellUsMore = (token: string) =>
    post(
      t,
      '/api/auth/register/social',
      {
        company: 'Social Sp. z o.o.',
        full_name: 'Ola Nowak',
        job_title: 'Head of HR',
        number_of_employees: '250+',
      },
      { authorization: `Bearer ${token}` },
    );

  it('offers both configured providers', async () => {
    const res = await t.app.inject({ url: '/api/auth/providers' });
    expect(res.json()).toEqual({ google: true, microsoft: true });
  });

  it('redirects with state, nonce and an S256 PKCE challenge, and a short-lived HttpOnly cookie', async () => {
    const res = await t.app.inject({ url: '/api/auth/login/google' });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`${CALLBACK}?mode=google`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge']) {
      expect(url.searchParams.get(name)?.length ?? 0).toBeGreaterThan(20);
    }
    expect(String(res.headers['set-cookie'])).toMatch(
      /^parytet_social=[\w-]+; Path=\/api\/auth\/login; Max-Age=600; HttpOnly; SameSite=Lax/,
    );
    // Only a hash of the state is stored.
    const stored = await t.ctx.db
      .selectFrom('social_login_attempts')
      .select('state_hash')
      .where('state_hash', '=', url.searchParams.get('state') ?? '')
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });

  for (const mode of ['google', 'microsoft'] as const) {
    it(`${mode}: a new user gets a sign-up token, tells us more, then owns an organisation`, async () => {
      const { sub, email } = person();
      const res = await signIn(mode, sub);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ token: string; exp: number; should_provide_attributes: boolean }>();
      expect(body.should_provide_attributes).toBe(true);
      // The sign-up token is no session: the account has no organisation yet.
      expect((await me(t, body.token)).statusCode).toBe(401);
      expect(decodeJwt(body.token).exp).toBeLessThanOrEqual(Date.now() / 1000 + 30 * 60 + 1);

      const user = await t.ctx.db
        .selectFrom('users')
        .innerJoin('user_identities', 'user_identities.user_id', 'users.id')
        .select(['users.email', 'users.password_hash', 'users.verified_at', 'users.lang'])
        .select(['user_identities.provider', 'user_identities.subject'])
        .where('user_identities.subject', '=', sub)
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({ email, password_hash: null, provider: mode, lang: 'en' });
      expect(user.verified_at).not.toBeNull();

      const registered = await tellUsMore(body.token);
      expect(registered.statusCode).toBe(200);
      const session = registered.json<{ token: string; exp: number }>();
      const profile = await me(t, session.token);
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({
        email,
        full_name: 'Ola Nowak',
        organisation_name: 'Social Sp. z o.o.',
        role: 'owner',
      });
      // Once only: a second "tell us more" would make a second organisation.
      expect((await tellUsMore(body.token)).statusCode).toBe(409);

      // Returning: straight in, with a session for the organisation.
      const again = await signIn(mode, sub);
      expect(again.statusCode).toBe(200);
      const back = again.json<{ token: string; should_provide_attributes: boolean }>();
      expect(back.should_provide_attributes).toBe(false);
      expect((await me(t, back.token)).statusCode).toBe(200);
    });
  }

  it('asks again for the details of a user who left before telling us more', async () => {
    const { sub } = person();
    expect((await signIn('google', sub)).json()).toMatchObject({ should_provide_attributes: true });
    const again = await signIn('google', sub);
    expect(again.statusCode).toBe(200);
    const body = again.json<{ token: string; should_provide_attributes: boolean }>();
    expect(body.should_provide_attributes).toBe(true);
    expect((await tellUsMore(body.token)).statusCode).toBe(200);
  });

  it('refuses a tampered state', async () => {
    const { sub } = person();
    const { returned, cookie } = await dance('google', sub);
    const state = returned.searchParams.get('state') ?? '';
    returned.searchParams.set('state', `${state.slice(0, -2)}xx`);
    const res = await callback('google', returned, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'SOCIAL_LOGIN_FAILED' });
  });

  it("refuses the answer of one provider's sign-in at the other's callback", async () => {
    const { sub } = person();
    const { returned, cookie } = await dance('google', sub);
    const res = await callback('microsoft', returned, cookie);
    expect(res.statusCode).toBe(400);
  });

  it('refuses a replayed code (the attempt is single use)', async () => {
    const { sub } = person();
    const { returned, cookie } = await dance('google', sub);
    expect((await callback('google', returned, cookie)).statusCode).toBe(200);
    const replay = await callback('google', returned, cookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'SOCIAL_LOGIN_FAILED' });
  });

  it("refuses a code of another sign-in (PKCE and nonce don't match)", async () => {
    const { sub } = person();
    const first = await dance('google', sub);
    const second = await dance('google', sub);
    const mixed = new URL(second.returned);
    mixed.searchParams.set('code', first.returned.searchParams.get('code') ?? '');
    const res = await callback('google', mixed, second.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'SOCIAL_LOGIN_FAILED' });
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const { sub } = person();
    const { returned, cookie } = await dance('google', sub);
    await t.ctx.db.updateTable('social_login_attempts').set({ nonce: 'not-the-nonce' }).execute();
    const res = await callback('google', returned, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'SOCIAL_LOGIN_FAILED' });
    const identity = await t.ctx.db
      .selectFrom('user_identities')
      .select('user_id')
      .where('subject', '=', sub)
      .executeTakeFirst();
    expect(identity).toBeUndefined();
  });

  it('refuses an answer brought by another browser (no binding cookie)', async () => {
    const { sub } = person();
    const { returned } = await dance('google', sub);
    const res = await callback('google', returned, 'parytet_social=someone-else');
    expect(res.statusCode).toBe(400);
  });

  it('sends an e-mail of a password account back to log in with its password', async () => {
    const account = await verifiedAccount(t, smtp);
    const { sub } = person({ email: account.email.toUpperCase() });
    const res = await signIn('google', sub);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'ACCOUNT_EXISTS_LOCALLY' });
    const identities = await t.ctx.db
      .selectFrom('user_identities')
      .select('user_id')
      .where('subject', '=', sub)
      .execute();
    expect(identities).toEqual([]);
  });

  it('does not link another provider account by e-mail alone', async () => {
    const { sub, email } = person();
    expect((await signIn('google', sub)).statusCode).toBe(200);
    const other = person({ email });
    const res = await signIn('microsoft', other.sub);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'SOCIAL_ACCOUNT_EXISTS' });
  });

  it('refuses an address the provider has not verified', async () => {
    const { sub } = person({ email_verified: false });
    const res = await signIn('google', sub);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'SOCIAL_EMAIL_NOT_VERIFIED' });
  });

  it('takes "tell us more" only with a sign-up token', async () => {
    expect((await tellUsMore('not-a-token')).statusCode).toBe(401);
    const account = await verifiedAccount(t, smtp);
    // A session token is not a sign-up token.
    expect((await tellUsMore(account.token)).statusCode).toBe(401);
  });
});

describe('social sign-in without configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', GOOGLE_CLIENT_ID: 'only-an-id' });
  });
  afterAll(() => t.close());

  it('offers no provider and answers 404 on its routes', async () => {
    expect((await t.app.inject({ url: '/api/auth/providers' })).json()).toEqual({
      google: false,
      microsoft: false,
    });
    for (const mode of ['google', 'microsoft']) {
      expect((await t.app.inject({ url: `/api/auth/login/${mode}` })).statusCode).toBe(404);
      const callback = await t.app.inject({
        url: `/api/auth/login/${mode}/callback?code=c&state=s`,
      });
      expect(callback.statusCode).toBe(404);
    }
  });
});
