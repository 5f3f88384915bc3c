import i18next, { type BackendModule, type i18n as I18n, type InitOptions } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@parytet/contract/common';
import { loadLocale } from '#i18n/load-locale.ts';

// The contract's languageSchema would pull zod into the first load; these mirror it.
export const SUPPORTED_LANGUAGES = ['en', 'pl'] as const satisfies readonly Language[];
const DEFAULT_LANGUAGE: Language = 'pl';

const isLanguage = (value: unknown): value is Language =>
  SUPPORTED_LANGUAGES.some((language) => language === value);

/** Spec §1: the `lang` query parameter, then local storage, then the browser. */
export const detectionOptions: DetectorOptions = {
  order: ['querystring', 'localStorage', 'navigator'],
  lookupQuerystring: 'lang',
  lookupLocalStorage: 'i18nextLng',
  caches: ['localStorage'],
};

/** Spec §9: translation loading is retried up to 5 times. */
const TRANSLATION_LOAD_RETRIES = 5;

export const baseInitOptions: InitOptions = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  fallbackLng: DEFAULT_LANGUAGE,
  detection: detectionOptions,
  interpolation: { escapeValue: false },
  returnNull: false,
};

const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    loadLocale(language).then(
      (resources) => callback(null, resources),
      // `true` asks i18next to retry (with back-off), up to `maxRetries` times.
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

/** The active language as one of the two the product supports. */
export const currentLanguage = (instance: I18n = i18next): Language => {
  const language = instance.resolvedLanguage ?? instance.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
};

const syncDocumentLanguage = (instance: I18n) => {
  document.documentElement.lang = currentLanguage(instance);
};

/** Boots the app's i18next: lazily loaded resources, detection, `<html lang>` kept in step. */
export const initI18n = (instance: I18n = i18next) => {
  instance.on('languageChanged', () => syncDocumentLanguage(instance));
  return instance
    .use(localeBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...baseInitOptions,
      maxRetries: TRANSLATION_LOAD_RETRIES,
      retryTimeout: 350,
      react: { useSuspense: true },
    });
};
