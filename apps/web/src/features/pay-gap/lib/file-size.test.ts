import { describe, expect, it } from 'vitest';
import { initTestI18n } from '#testing/i18n.ts';
import { fileSizeText, sizeLimitText } from './file-size.ts';

describe('fileSizeText', () => {
  it('shows small files in bytes, in both languages', async () => {
    const i18n = await initTestI18n('en');
    expect(fileSizeText(i18n.t, 5, 'en')).toBe('5 bytes');
    expect(fileSizeText(i18n.t, 1, 'en')).toBe('1 byte');
    await initTestI18n('pl', i18n);
    expect(fileSizeText(i18n.t, 5, 'pl')).toBe('5 bajtów');
    expect(fileSizeText(i18n.t, 3, 'pl')).toBe('3 bajty');
  });

  it('shows kilobytes and megabytes with the Polish decimal comma', async () => {
    const i18n = await initTestI18n('en');
    expect(fileSizeText(i18n.t, 1536, 'en')).toBe('1,5 KB');
    expect(fileSizeText(i18n.t, 200 * 1024, 'en')).toBe('200 KB');
    expect(fileSizeText(i18n.t, 3.5 * 1024 * 1024, 'en')).toBe('3,5 MB');
  });
});

describe('sizeLimitText', () => {
  it('says a whole number of megabytes without a decimal, in both languages', async () => {
    const i18n = await initTestI18n('en');
    expect(sizeLimitText(i18n.t, 10_485_760, 'en')).toBe('10 MB');
    expect(sizeLimitText(i18n.t, 67_108_864, 'en')).toBe('64 MB');
    expect(sizeLimitText(i18n.t, 7.5 * 1024 * 1024, 'en')).toBe('7,5 MB');
    await initTestI18n('pl', i18n);
    expect(sizeLimitText(i18n.t, 10_485_760, 'pl')).toBe('10 MB');
  });
});
