import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { AnswerBuilder } from '#compose/answer-builder.ts';
import { citableRow, citeRow, localizePeriod, referenceRow } from './cite-reference.ts';
import { parseCsvRecords, parseReferenceCsv, parseReferenceValue } from './parse-reference.ts';
import { REFERENCE_ROWS } from './reference-rows.ts';
import { ROLES } from './roles.ts';

const csvUrl = new URL('../../data/polish_pay_reference.csv', import.meta.url);

describe('the shipped reference table', () => {
  it('is exactly what the build script makes of the CSV (regenerate with build:reference)', async () => {
    const rows = parseReferenceCsv(await readFile(csvUrl, 'utf8'));
    expect(rows).toHaveLength(156);
    expect(REFERENCE_ROWS).toEqual(rows);
  });

  it('keeps publisher, title, address, period and quote for every row', () => {
    for (const row of REFERENCE_ROWS) {
      expect(row.publisher, row.id).not.toBe('');
      expect(row.title, row.id).not.toBe('');
      expect(row.url, row.id).toMatch(/^https?:\/\//);
      expect(row.period, row.id).not.toBe('');
      expect(row.quote, row.id).not.toBe('');
    }
  });

  it("reads the README's flags", () => {
    expect(referenceRow('GRP-030').flags.likelyError).toBe(true);
    expect(REFERENCE_ROWS.filter((r) => r.flags.likelyError).map((r) => r.id)).toEqual(['GRP-030']);
    expect(referenceRow('IT-018').flags.conflict).toEqual(['IT-019']);
    expect(referenceRow('NAT-032').flags.conflict).toEqual(['NAT-033']);
    expect(referenceRow('IT-017').flags.uncertain).toBe(true);
    expect(referenceRow('OCC-004').flags.olderRound).toBe(true);
    expect(referenceRow('IT-009').flags.offered).toBe(true);
    expect(referenceRow('NAT-020').flags.offered).toBe(false);
  });

  it('reads units: thousands, net B2B amounts, hourly rates and percentages', () => {
    expect(referenceRow('IT-021')).toMatchObject({ scale: 1000, basis: 'net', contract: 'b2b' });
    expect(referenceRow('IT-021').value).toEqual({ kind: 'range', low: 7, high: 10 });
    expect(referenceRow('MW-010')).toMatchObject({ measure: 'hourly', basis: 'gross' });
    expect(referenceRow('GPG-001')).toMatchObject({ measure: 'percent', basis: 'none' });
    expect(referenceRow('OCC-011').basis).toBe('net');
    expect(parseReferenceValue('4242 / 4300')).toEqual({ kind: 'steps', values: [4242, 4300] });
  });

  it('parses quoted CSV fields with commas, quotes and line breaks', () => {
    expect(parseCsvRecords('a,"b, ""c""\nd"\r\n1,2\n')).toEqual([
      ['a', 'b, "c"\nd'],
      ['1', '2'],
    ]);
  });
});

describe('citation policy', () => {
  it('never maps a role to a row flagged as a likely error', () => {
    for (const role of ROLES) {
      const ids = [
        ...(role.general ?? []),
        ...Object.values(role.byContract ?? {}).flatMap((byLevel) => Object.values(byLevel).flat()),
      ];
      for (const id of ids) expect(citableRow(id), `${role.id}: ${id}`).not.toBeNull();
    }
  });

  it('refuses to cite a likely error', () => {
    expect(citableRow('GRP-030')).toBeNull();
    const b = new AnswerBuilder('en', null);
    expect(() => citeRow(b, referenceRow('GRP-030'))).toThrow(/LIKELY ERROR/);
  });

  it('says "offered" for job-board figures and names publisher and period', () => {
    for (const lang of ['en', 'pl'] as const) {
      const b = new AnswerBuilder(lang, null);
      const line = citeRow(b, referenceRow('IT-009'));
      expect(line).toMatch(lang === 'en' ? /offered/ : /oferowan/);
      expect(line).toContain('Just Join IT');
      expect(line).toContain('2021');
    }
  });

  it('says net and B2B for B2B amounts, and names the conflicting row', () => {
    const b = new AnswerBuilder('en', null);
    const line = citeRow(b, referenceRow('IT-019'));
    expect(line).toContain('net (B2B invoice before VAT)');
    expect(line).toContain('IT-018');
  });

  it('gives every period in Polish', () => {
    for (const row of REFERENCE_ROWS) {
      expect(localizePeriod(row.period, 'pl'), row.period).not.toMatch(
        /January|June|July|October|December|calendar|from|as of/,
      );
    }
  });
});
