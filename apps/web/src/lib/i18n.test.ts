import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testResources } from '#testing/i18n.ts';
import { baseInitOptions, currentLanguage, detectionOptions } from './i18n.ts';

/** A fresh instance with the app's detection settings and bundled texts. */
const detect = async () => {
  const instance = i18next.createInstance();
  await instance.use(LanguageDetector).init({ ...baseInitOptions, resources: testResources });
  return currentLanguage(instance);
};

const setNavigatorLanguages = (languages: string[]) => {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
};

describe('language detection', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('looks at the lang query parameter, then local storage, then the browser', () => {
    expect(detectionOptions.order).toEqual(['querystring', 'localStorage', 'navigator']);
    expect(detectionOptions.lookupQuerystring).toBe('lang');
  });

  it('prefers ?lang= over local storage and the browser', async () => {
    window.history.replaceState(null, '', '/auth/login?lang=en');
    window.localStorage.setItem('i18nextLng', 'pl');
    setNavigatorLanguages(['pl-PL']);
    expect(await detect()).toBe('en');
  });

  it('uses local storage when there is no query parameter', async () => {
    window.localStorage.setItem('i18nextLng', 'en');
    setNavigatorLanguages(['pl-PL']);
    expect(await detect()).toBe('en');
  });

  it('falls back to the browser language, regional variants included', async () => {
    setNavigatorLanguages(['en-GB', 'en']);
    expect(await detect()).toBe('en');
  });

  it('ends with Polish for a language it does not speak', async () => {
    setNavigatorLanguages(['de-DE']);
    expect(await detect()).toBe('pl');
  });

  it('remembers the chosen language in local storage', async () => {
    setNavigatorLanguages(['pl-PL']);
    const instance = i18next.createInstance();
    await instance.use(LanguageDetector).init({ ...baseInitOptions, resources: testResources });
    await instance.changeLanguage('en');
    expect(window.localStorage.getItem('i18nextLng')).toBe('en');
  });
});
