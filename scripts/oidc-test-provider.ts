import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person at the local provider; the login form's "login" field is the account id (sub). */
export type TestAccount = { email: string; email_verified: boolean; name?: string };

export type TestClient = { clientId: string; clientSecret: string; redirectUri: string };

/** Accounts come from `accounts`; their e-mail claims go into the ID token. */
const createProvider = (
  issuer: string,
  clients: TestClient[],
  accounts: Map<string, TestAccount>,
) =>
  new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [c.redirectUri],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.email_verified,
          ...(account.name && { name: account.name }),
        }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The e-mail belongs in the ID token, which is what the server reads.
    conformIdTokenClaims: false,
    cookies: { keys: ['oidc-test-cookie-key-0123456789'] },
    features: { devInteractions: { enabled: true } },
  });

/**
 * A real OpenID provider (`oidc-provider`) on a free loopback port, with its development login
 * and consent forms, for the sign-in tests of the server and of the browser (so it lives here,
 * outside both apps, which may not import each other).
 * `clients` may still be filled in after the start (a browser test learns its server's URL, and
 * so the redirect URI, only after giving that server the issuer): the provider is set up on its
 * first request.
 */
export const startOidcProvider = async (clients: TestClient[]) => {
  const accounts = new Map<string, TestAccount>();
  let handler: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | null = null;
  const server = createServer((req, res) => {
    handler ??= createProvider(issuer, clients, accounts).callback();
    void handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    /** Adds (or replaces) an account the login form accepts. */
    addAccount: (id: string, account: TestAccount) => void accounts.set(id, account),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type OidcTestProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/**
 * Plays the user at the provider without a browser: follows redirects with the provider's
 * cookies, fills the development login form with `accountId` and confirms consent, and answers
 * the URL the provider finally sends the browser back to (starting with `returnPrefix`).
 */
export const signInAtProvider = async (
  authorizationUrl: string,
  accountId: string,
  returnPrefix: string,
) => {
  const jar = new Map<string, string>();
  const send = async (url: URL, init: RequestInit = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie && { cookie }) },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  let url = new URL(authorizationUrl);
  let res = await send(url);
  for (let step = 0; step < 12; step += 1) {
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url);
      if (url.href.startsWith(returnPrefix)) return url;
      res = await send(url);
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (res.status !== 200 || !action || !prompt) {
      throw new Error(`unexpected answer from the provider: ${res.status} ${html.slice(0, 500)}`);
    }
    const form =
      prompt === 'login'
        ? new URLSearchParams({ prompt, login: accountId, password: 'any' })
        : new URLSearchParams({ prompt });
    url = new URL(action.replaceAll('&amp;', '&'), url);
    res = await send(url, {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  throw new Error('the provider never sent the browser back');
};
