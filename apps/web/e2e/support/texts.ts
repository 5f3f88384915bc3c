import { en } from '#i18n/en.ts';
import { pl } from '#i18n/pl.ts';

export type Texts = typeof en;
export type Lang = 'en' | 'pl';
export const TEXTS: Record<Lang, Texts> = { en, pl };

/**
 * The app's own text at a dotted key, so a test reads what a user reads in either language,
 * its {{placeholders}} filled from `values` (a missing one left empty).
 */
export const text = (
  texts: Texts | Lang,
  key: string,
  values: Record<string, string | number> = {},
): string => {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      typeof texts === 'string' ? TEXTS[texts] : texts,
    );
  if (typeof value !== 'string') throw new Error(`No text for ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
};

/** innerText with the no-break spaces of Polish number formatting made plain, lines kept. */
export const plainLines = (value: string) =>
  value.replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');

/** innerText with no-break spaces and every run of white space folded to one space. */
export const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');
