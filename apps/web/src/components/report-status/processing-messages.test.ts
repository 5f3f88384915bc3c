import { processingErrorCodes } from '@parytet/contract/reports';
import { describe, expect, it } from 'vitest';
import { en } from '#i18n/en.ts';
import { pl } from '#i18n/pl.ts';
import { processingMessageKey } from './processing-messages.ts';

const lookup = (resources: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => {
    return typeof node === 'object' && node !== null
      ? (node as Record<string, unknown>)[part]
      : undefined;
  }, resources);

describe('processing error messages', () => {
  it.each(processingErrorCodes)('%s has its own message in English and Polish', (code) => {
    const key = processingMessageKey(code);
    const english = lookup(en, key);
    const polish = lookup(pl, key);
    expect(typeof english).toBe('string');
    expect(typeof polish).toBe('string');
    expect((english as string).length).toBeGreaterThan(30);
    expect((polish as string).length).toBeGreaterThan(30);
    expect(polish).not.toBe(english);
  });

  it('gives every code a different message', () => {
    const messages = processingErrorCodes.map((code) => lookup(en, processingMessageKey(code)));
    expect(new Set(messages).size).toBe(processingErrorCodes.length);
  });

  it('reads a missing code as the unknown error', () => {
    expect(processingMessageKey(null)).toBe(processingMessageKey('UNKNOWN_ERROR'));
    expect(processingMessageKey(undefined)).toBe('report-status.codes.UNKNOWN_ERROR');
  });

  it('asks to try later in English and to contact us in Polish for the unknown error', () => {
    expect(lookup(en, processingMessageKey('UNKNOWN_ERROR'))).toMatch(/please try again later/i);
    expect(lookup(pl, processingMessageKey('UNKNOWN_ERROR'))).toMatch(/skontaktuj się z nami/i);
  });

  it('has the fixed texts of the processing and error states in both languages', () => {
    expect(lookup(en, 'report-status.processing.title')).toBe('We are processing your data');
    expect(lookup(en, 'report-status.processing.body')).toBe('Please give us a moment...');
    expect(lookup(en, 'report-status.failed.title')).toBe(
      'Unfortunately we had problems with processing the data you have provided us.',
    );
    expect(lookup(en, 'report-status.failed.thanks')).toBe(
      'Thank you and do not hesitate to reach out to us directly!',
    );
    expect(lookup(en, 'report-status.load.title')).toBe('Error loading data');
    expect(lookup(en, 'report-status.load.body')).toBe('Please try again later');
    for (const key of ['processing.title', 'failed.title', 'failed.thanks', 'load.title']) {
      expect(lookup(pl, `report-status.${key}`)).toEqual(expect.any(String));
    }
  });
});
