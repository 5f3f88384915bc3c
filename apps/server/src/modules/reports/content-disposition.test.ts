import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('keeps an ASCII name as it is', () => {
    expect(contentDisposition('example-report.xlsx')).toBe(
      `attachment; filename="example-report.xlsx"; filename*=UTF-8''example-report.xlsx`,
    );
  });

  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('przykładowy raport (łódź) €.xlsx')).toBe(
      `attachment; filename="przykladowy raport (lodz) _.xlsx"; ` +
        `filename*=UTF-8''przyk%C5%82adowy%20raport%20%28%C5%82%C3%B3d%C5%BA%29%20%E2%82%AC.xlsx`,
    );
  });

  it('cannot be broken out of by quotes or backslashes', () => {
    expect(contentDisposition('a"b\\c%.xlsx')).toBe(
      `attachment; filename="a_b_c_.xlsx"; filename*=UTF-8''a%22b%5Cc%25.xlsx`,
    );
  });
});
