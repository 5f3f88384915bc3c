import { describe, expect, it } from 'vitest';
import { parseNumberCell, parseNumberText } from './parse-number.ts';

describe('parseNumberText', () => {
  it.each([
    ['12345.67', 12345.67],
    ['12345,67', 12345.67],
    ['12 345,67', 12345.67],
    ['12\u00a0345,67', 12345.67], // no-break space, as Polish Excel writes
    ['12\u202f345,67', 12345.67], // narrow no-break space
    ['1 234 567,5', 1234567.5],
    ['12 345.67', 12345.67],
    ['12,345.67', 12345.67],
    ['1,234,567', 1234567],
    ['12,345', 12345], // a lone comma before three digits groups thousands
    ['2,5', 2.5],
    ['12.345,67', 12345.67],
    ['  7000 ', 7000],
    ['-150', -150],
    ['0', 0],
  ])('reads %s as %d', (text, expected) => {
    expect(parseNumberText(text)).toBe(expected);
  });

  it.each([
    'abc',
    '12a',
    '1e5',
    '0x1F',
    '12 34,5',
    '1,23,456',
    '12..5',
    '12,5,5',
    '5 000 zł',
    '$5000',
    '+5',
    '.5',
    '5.',
    'NaN',
    'Infinity',
    '9'.repeat(400),
  ])('refuses %s', (text) => {
    expect(parseNumberText(text)).toBeNaN();
  });
});

describe('parseNumberCell', () => {
  it('keeps numeric cells, treats blanks as empty and refuses dates, booleans and errors', () => {
    expect(parseNumberCell(5000.5)).toBe(5000.5);
    expect(parseNumberCell(null)).toBeNull();
    expect(parseNumberCell('   ')).toBeNull();
    expect(parseNumberCell({ kind: 'date', text: '2024-01-01' })).toBeNaN();
    expect(parseNumberCell({ kind: 'error', text: '#N/A' })).toBeNaN();
    expect(parseNumberCell(true)).toBeNaN();
    expect(parseNumberCell(Infinity)).toBeNaN();
  });
});
