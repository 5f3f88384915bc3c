import ky, { type RetryOptions } from 'ky';
import { isTokenAlive, useAuthStore } from './auth-store.ts';
import { normaliseApiError } from './api-error.ts';
import { currentLanguage } from './i18n.ts';
import { logout } from './session.ts';

const API_BASE = import.meta.env.VITE_API_URL ?? '/api';
const API_TIMEOUT_MS = 10_000;

/** Spec §7: idempotent methods retry twice on these statuses, backing off from 0.3 s. */
export const API_RETRY = {
  limit: 2,
  methods: ['get', 'put', 'head', 'delete', 'options', 'trace'],
  statusCodes: [408, 413, 429, 500, 502, 503, 504],
  delay: (attempt: number) => 300 * 2 ** (attempt - 1),
} satisfies RetryOptions;

/** An absolute path under the API, for the few places the browser itself goes there. */
export const apiUrl = (path: string) =>
  `${API_BASE.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

export const api = ky.create({
  prefix: API_BASE,
  // Resolve against the page explicitly: fetch implementations outside the browser (tests,
  // server-side tools) do not resolve relative URLs on their own.
  baseUrl: typeof document === 'undefined' ? undefined : document.baseURI,
  timeout: API_TIMEOUT_MS,
  retry: API_RETRY,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const { token, exp } = useAuthStore.getState();
        if (token !== null && !isTokenAlive(exp)) {
          logout();
        } else if (token !== null) {
          request.headers.set('Authorization', `Bearer ${token}`);
        }
        request.headers.set('Accept-Language', currentLanguage());
      },
    ],
    afterResponse: [
      ({ request, response }) => {
        // A 401 to a call that carried a token means the session is over (expired, password
        // changed elsewhere); a 401 from the login form is just a wrong password.
        if (response.status === 401 && request.headers.has('Authorization')) logout();
      },
    ],
    beforeError: [({ error }) => normaliseApiError(error)],
  },
});
