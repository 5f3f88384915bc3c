import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@parytet/contract/common';
import { en } from '#i18n/en.ts';
import { pl } from '#i18n/pl.ts';
import { baseInitOptions } from '#lib/i18n.ts';

/** Both languages, bundled: tests need no loading. */
export const testResources = { en: { translation: en }, pl: { translation: pl } };

/** Initialises (or switches) the app's i18next for tests, synchronously usable afterwards. */
export const initTestI18n = async (lng: Language = 'en', instance: I18n = i18next) => {
  if (!instance.isInitialized) {
    await instance.use(initReactI18next).init({
      ...baseInitOptions,
      lng,
      resources: testResources,
      react: { useSuspense: false },
    });
  } else if (instance.language !== lng) {
    await instance.changeLanguage(lng);
  }
  return instance;
};
