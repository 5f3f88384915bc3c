import { create } from 'zustand';
import type { LoginResponse } from '@parytet/contract/auth';
import { sessionStore, trySafely } from './storage.ts';

/** What the sign-up and "tell us more" steps have collected so far. */
export type RegistrationDraft = {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  jobTitle?: string;
  employeeNumber?: string;
  /** Social sign-up: the callback's sign-up token, which only "tell us more" accepts. */
  socialToken?: string;
};

const DRAFT_FIELDS = [
  'email',
  'password',
  'firstName',
  'lastName',
  'company',
  'jobTitle',
  'employeeNumber',
  'socialToken',
] as const satisfies readonly (keyof RegistrationDraft)[];

// Checks of what this browser wrote earlier. Plain guards rather than zod: this module is part
// of the first load, which stays small (zod arrives with the first screen that needs it).
const parseToken = (value: unknown): string => {
  if (typeof value !== 'string' || value === '') throw new TypeError('token');
  return value;
};
const parseExp = (value: unknown): number => {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError('exp');
  return value;
};
const parseDraft = (value: unknown): RegistrationDraft => {
  if (typeof value !== 'object' || value === null) throw new TypeError('registration');
  const draft: RegistrationDraft = {};
  for (const field of DRAFT_FIELDS) {
    const item: unknown = (value as Record<string, unknown>)[field];
    if (typeof item === 'string') draft[field] = item;
  }
  return draft;
};

const STORAGE_KEYS = { token: 'token', exp: 'exp', registration: 'registration' } as const;

type PersistedAuth = {
  token: string | null;
  /** Expiry of the token, seconds since the Unix epoch. */
  exp: number | null;
  registration: RegistrationDraft | null;
  isAuthorised: boolean;
};

export type AuthState = PersistedAuth & {
  login: (session: LoginResponse) => void;
  logout: () => void;
  updateRegistration: (patch: RegistrationDraft) => void;
  clearRegistration: () => void;
};

export const isTokenAlive = (exp: number | null, now = Date.now()) =>
  exp !== null && exp * 1000 > now;

/** Reads the session this tab stored before a reload; an expired token is dropped. */
export const readPersistedAuth = (now = Date.now()): PersistedAuth => {
  const token = trySafely(() => sessionStore.get(STORAGE_KEYS.token, parseToken), null);
  const exp = trySafely(() => sessionStore.get(STORAGE_KEYS.exp, parseExp), null);
  const registration = trySafely(
    () => sessionStore.get(STORAGE_KEYS.registration, parseDraft),
    null,
  );
  if (token !== null && isTokenAlive(exp, now)) {
    return { token, exp, registration, isAuthorised: true };
  }
  if (token !== null || exp !== null) {
    trySafely(() => {
      sessionStore.remove(STORAGE_KEYS.token);
      sessionStore.remove(STORAGE_KEYS.exp);
    }, undefined);
  }
  return { token: null, exp: null, registration, isAuthorised: false };
};

export const useAuthStore = create<AuthState>()((set, get) => ({
  ...readPersistedAuth(),
  login: ({ token, exp }) => {
    trySafely(() => {
      sessionStore.set(STORAGE_KEYS.token, token);
      sessionStore.set(STORAGE_KEYS.exp, exp);
    }, undefined);
    set({ token, exp, isAuthorised: true });
  },
  logout: () => {
    trySafely(() => sessionStore.clear(), undefined);
    set({ token: null, exp: null, registration: null, isAuthorised: false });
  },
  updateRegistration: (patch) => {
    const registration = { ...get().registration, ...patch };
    trySafely(() => sessionStore.set(STORAGE_KEYS.registration, registration), undefined);
    set({ registration });
  },
  clearRegistration: () => {
    if (get().registration === null) return;
    trySafely(() => sessionStore.remove(STORAGE_KEYS.registration), undefined);
    set({ registration: null });
  },
}));
