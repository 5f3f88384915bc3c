import { errorCodes } from '@parytet/contract/errors';
import { describe, expect, it } from 'vitest';
import { en } from '#i18n/en.ts';
import { pl } from '#i18n/pl.ts';
import { EXAMPLE_ERROR_TOASTS, toastKeyFor, UPLOAD_ERROR_TOASTS } from './upload-errors.ts';

const text = (resources: Record<string, unknown>, key: string) => {
  const [ns, code] = key.split('.') as [string, string];
  return (resources[ns] as Record<string, string>)[code];
};

describe('upload and example-download toasts', () => {
  it('gives each upload refusal its own message and every other code the generic one', () => {
    const keys = UPLOAD_ERROR_TOASTS.map((code) => toastKeyFor(code, UPLOAD_ERROR_TOASTS));
    expect(new Set(keys.map((k) => text(en, k))).size).toBe(UPLOAD_ERROR_TOASTS.length);
    for (const code of errorCodes) {
      const own = (UPLOAD_ERROR_TOASTS as readonly string[]).includes(code);
      expect(toastKeyFor(code, UPLOAD_ERROR_TOASTS)).toBe(
        own ? `errors.${code}` : 'errors.generic',
      );
    }
  });

  it('has the texts in both languages', () => {
    for (const code of [...UPLOAD_ERROR_TOASTS, ...EXAMPLE_ERROR_TOASTS]) {
      expect(text(en, `errors.${code}`)).toEqual(expect.any(String));
      expect(text(pl, `errors.${code}`)).toEqual(expect.any(String));
    }
    expect(text(en, 'errors.EXAMPLE_REPORT_DOWNLOAD_LIMIT_EXCEEDED')).toMatch(
      /temporarily exceeded the download limit for example reports/,
    );
    expect(text(en, 'errors.generic')).toBe('An error occurred');
  });

  it('gives the example download its two own messages only', () => {
    expect(toastKeyFor('EXAMPLE_REPORT_DOWNLOAD_LIMIT_EXCEEDED', EXAMPLE_ERROR_TOASTS)).toBe(
      'errors.EXAMPLE_REPORT_DOWNLOAD_LIMIT_EXCEEDED',
    );
    expect(toastKeyFor('MAX_REPORTS_REACHED', EXAMPLE_ERROR_TOASTS)).toBe('errors.generic');
  });
});
