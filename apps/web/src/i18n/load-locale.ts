import type { Language } from '@parytet/contract/common';
import type { LocaleResources } from './build-locale.ts';

/** One chunk per language, fetched on demand so the initial bundle carries no texts. */
export const loadLocale = async (language: Language): Promise<LocaleResources> =>
  language === 'en' ? (await import('./en.ts')).en : (await import('./pl.ts')).pl;
