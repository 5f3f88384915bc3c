import * as oidc from 'openid-client';
import type { SocialProvider } from '@parytet/contract/auth-providers';
import { isLoopbackUrl, type Config } from '#config.ts';
import { AppError } from '#lib/app-error.ts';

type ProviderSettings = { issuer: string; clientId: string; clientSecret: string };

/** The provider's settings, or null when its client id or secret is missing (not offered). */
const providerSettings = (config: Config, provider: SocialProvider): ProviderSettings | null => {
  if (provider === 'google') {
    if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
    return {
      issuer: config.GOOGLE_ISSUER_URL,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
    };
  }
  if (!config.MICROSOFT_CLIENT_ID || !config.MICROSOFT_CLIENT_SECRET) return null;
  return {
    issuer:
      config.MICROSOFT_ISSUER_URL ??
      `https://login.microsoftonline.com/${config.MICROSOFT_TENANT}/v2.0`,
    clientId: config.MICROSOFT_CLIENT_ID,
    clientSecret: config.MICROSOFT_CLIENT_SECRET,
  };
};

export const offeredProviders = (config: Config) => ({
  google: providerSettings(config, 'google') !== null,
  microsoft: providerSettings(config, 'microsoft') !== null,
});

/** Where the provider sends the browser back: the web's callback screen (decisions §3). */
export const redirectUri = (config: Config, provider: SocialProvider) =>
  `${config.APP_URL}/auth/callback?mode=${provider}`;

/**
 * openid-client sends the token request's redirect_uri as the callback URL without its query,
 * but ours is registered with `?mode=` (decisions §3) and providers compare it exactly: the
 * registered one goes out instead.
 */
const sendRegisteredRedirectUri =
  (registered: string): oidc.CustomFetch =>
  (url, options) => {
    const body = options.body;
    if (body instanceof URLSearchParams && body.get('redirect_uri') === registered.split('?')[0]) {
      body.set('redirect_uri', registered);
    }
    return fetch(url, options as RequestInit);
  };

export type OidcClients = {
  /** The provider's discovered configuration; 404 NOT_FOUND when it is not configured. */
  configuration: (provider: SocialProvider) => Promise<oidc.Configuration>;
};

/**
 * Discovers each provider once, on first use (a provider that is down at start-up must not stop
 * the server); a failed discovery is forgotten, so the next sign-in tries again.
 */
export const createOidcClients = (config: Config): OidcClients => {
  const cache = new Map<SocialProvider, Promise<oidc.Configuration>>();
  const discover = async (provider: SocialProvider) => {
    const settings = providerSettings(config, provider);
    if (!settings) throw new AppError('NOT_FOUND');
    // config.ts lets http through only for loopback issuers (a local provider in tests).
    const insecure = !settings.issuer.startsWith('https://') && isLoopbackUrl(settings.issuer);
    const configuration = await oidc.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret,
      undefined,
      { execute: insecure ? [oidc.allowInsecureRequests] : [], timeout: 10 },
    );
    configuration[oidc.customFetch] = sendRegisteredRedirectUri(redirectUri(config, provider));
    return configuration;
  };
  return {
    configuration: (provider) => {
      if (!providerSettings(config, provider)) return Promise.reject(new AppError('NOT_FOUND'));
      let found = cache.get(provider);
      if (!found) {
        found = discover(provider);
        cache.set(provider, found);
        found.catch(() => cache.delete(provider));
      }
      return found;
    },
  };
};
