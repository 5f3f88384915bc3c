import { describe, expect, it } from 'vitest';
import { errorCodes } from '@parytet/contract/errors';
import { validationKeys } from '@parytet/contract/validation';
import { en } from './en.ts';
import { pl } from './pl.ts';

/** Every leaf of a resource tree as "a.b.c" → value. */
const flatten = (tree: unknown, prefix = ''): Map<string, unknown> => {
  const out = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) {
    out.set(prefix, tree);
    return out;
  }
  for (const [key, value] of Object.entries(tree)) {
    for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
};

// i18next plural forms: Polish needs `_few` and `_many` where English has `_one` / `_other`.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKeys = (keys: Map<string, unknown>) =>
  new Set([...keys.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));

const enKeys = flatten(en);
const plKeys = flatten(pl);
const enBase = baseKeys(enKeys);
const plBase = baseKeys(plKeys);
const interpolations = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe('translations', () => {
  it('every English key exists in Polish', () => {
    expect([...enBase].filter((key) => !plBase.has(key))).toEqual([]);
  });

  it('every Polish key exists in English', () => {
    expect([...plBase].filter((key) => !enBase.has(key))).toEqual([]);
  });

  it('has no empty or non-text values', () => {
    for (const [language, keys, other] of [
      ['en', enKeys, plKeys],
      ['pl', plKeys, enKeys],
    ] as const) {
      const bad = [...keys].filter(
        ([key, value]) =>
          typeof value !== 'string' ||
          // A text left blank on purpose is blank in both languages; one side blank is a gap.
          (value.trim() === '' && other.get(key) !== ''),
      );
      expect(bad, language).toEqual([]);
    }
  });

  it('uses the same placeholders and tags in both languages', () => {
    const mismatched = [...enKeys]
      .filter(([key]) => plKeys.has(key))
      .filter(
        ([key, value]) => interpolations(value).join() !== interpolations(plKeys.get(key)).join(),
      )
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('translates every validation key and API error code of the contract', () => {
    for (const key of validationKeys) expect(enKeys.has(`validation.${key}`), key).toBe(true);
    for (const code of errorCodes) expect(enKeys.has(`errors.${code}`), code).toBe(true);
    expect(enKeys.get('errors.generic')).toBe('An error occurred');
  });
});
