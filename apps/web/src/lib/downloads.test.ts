import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './downloads.ts';

describe('fileNameFromDisposition', () => {
  it('prefers the exact UTF-8 name', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="przyk_adowy.xlsx"; filename*=UTF-8''przyk%C5%82adowy-raport.xlsx`,
      ),
    ).toBe('przykładowy-raport.xlsx');
  });

  it('reads a plain quoted or bare name', () => {
    expect(fileNameFromDisposition('attachment; filename="example-report.xlsx"')).toBe(
      'example-report.xlsx',
    );
    expect(fileNameFromDisposition('attachment; filename=example.xlsx')).toBe('example.xlsx');
  });

  it('gives null without a name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
  });
});
