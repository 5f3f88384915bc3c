import { describe, expect, it } from 'vitest';
import { fileExtension, fileIssue, uploadFormClientSchema } from './upload-validation.ts';

const file = (name: string, size = 100) => {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const messages = (input: unknown) => {
  const result = uploadFormClientSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('fileIssue', () => {
  it('asks for a file when none is chosen', () => {
    expect(fileIssue([])).toBe('choose_file');
  });

  it('takes exactly one file', () => {
    expect(fileIssue([file('a.csv'), file('b.csv')])).toBe('one_file');
  });

  it.each(['salaries.csv', 'SALARIES.XLSX', 'old.xls', 'my.report.v2.xlsx'])(
    'accepts %s',
    (name) => {
      expect(fileIssue([file(name)])).toBeNull();
    },
  );

  it.each(['salaries.pdf', 'salaries', 'salaries.csv.zip', 'data.numbers', '.xlsx.txt'])(
    'refuses the format of %s',
    (name) => {
      expect(fileIssue([file(name)])).toBe('invalid_file_format');
    },
  );

  it('accepts 10 MB exactly and refuses a byte more', () => {
    expect(fileIssue([file('a.xlsx', 10_485_760)])).toBeNull();
    expect(fileIssue([file('a.xlsx', 10_485_761)])).toBe('file_too_large');
  });

  it('reports the format before the size', () => {
    expect(fileIssue([file('a.pdf', 20_000_000)])).toBe('invalid_file_format');
  });

  it('reads extensions case-insensitively', () => {
    expect(fileExtension('A.XLSX')).toBe('xlsx');
    expect(fileExtension('noext')).toBe('');
  });
});

describe('uploadFormClientSchema', () => {
  it('passes a good label and file', () => {
    expect(messages({ label: 'Wynagrodzenia 2025 - Q1', files: [file('a.csv')] })).toEqual([]);
  });

  it('asks for a label first when it is empty', () => {
    expect(messages({ label: '   ', files: [file('a.csv')] })[0]).toBe('label:provide_label');
    expect(messages({ label: '', files: [] })).toContain('files:choose_file');
  });

  it('allows only letters, digits, spaces and hyphens in the label', () => {
    expect(messages({ label: 'Raport: 2025/Q1', files: [file('a.csv')] })).toEqual([
      'label:invalid_label_format',
    ]);
    expect(messages({ label: 'Zażółć gęślą jaźń 2025', files: [file('a.csv')] })).toEqual([]);
  });

  it('allows at most 120 characters', () => {
    expect(messages({ label: 'a'.repeat(120), files: [file('a.csv')] })).toEqual([]);
    expect(messages({ label: 'a'.repeat(121), files: [file('a.csv')] })).toEqual([
      'label:label_too_long',
    ]);
  });

  it('puts the file problem on the files field', () => {
    expect(messages({ label: 'Q1', files: [] })).toEqual(['files:choose_file']);
    expect(messages({ label: 'Q1', files: [file('a.txt')] })).toEqual([
      'files:invalid_file_format',
    ]);
  });
});
