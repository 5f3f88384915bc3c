import { describe, expect, it } from 'vitest';
import { MAX_CELL_CHARS } from './cell.ts';
import { parseCsv } from './csv-parse.ts';

function parse(text: string, delimiter = ',', columns = 100): [number, string[]][] {
  const rows: [number, string[]][] = [];
  parseCsv(text, delimiter, { columns, rows: 1000 }, (n, cells) => {
    rows.push([n, cells]);
    return true;
  });
  return rows;
}

describe('parseCsv', () => {
  it('splits fields and rows with any line end', () => {
    expect(parse('a,b\r\nc,d\ne,f\rg,h')).toEqual([
      [1, ['a', 'b']],
      [2, ['c', 'd']],
      [3, ['e', 'f']],
      [4, ['g', 'h']],
    ]);
  });

  it('reads quoted fields with delimiters, doubled quotes and line breaks', () => {
    expect(parse('"a,1","say ""x""","l1\r\nl2",""\nz', ',')).toEqual([
      [1, ['a,1', 'say "x"', 'l1\r\nl2', '']],
      [2, ['z']],
    ]);
  });

  it('keeps text after a closing quote and empty trailing fields', () => {
    expect(parse('"ab"cd,,\n')).toEqual([[1, ['abcd', '', '']]]);
  });

  it('skips empty lines without a call but counts them', () => {
    expect(parse('\n\na\n\r\n\rb\n')).toEqual([
      [3, ['a']],
      [6, ['b']],
    ]);
  });

  it('cuts long fields just past the cell limit and drops fields past the width', () => {
    const long = 'y'.repeat(5000);
    const [[, cells] = [0, []]] = parse(`${long},"${long}",3,4`, ',', 3);
    expect(cells.map((c) => c.length)).toEqual([MAX_CELL_CHARS + 1, MAX_CELL_CHARS + 1, 1]);
  });

  it('refuses an unclosed quote and too many lines', () => {
    expect(() => parse('a\n"b')).toThrow('never closed');
    expect(() => parse('a\n'.repeat(1001))).toThrow('more lines');
  });

  it('stops when asked', () => {
    let calls = 0;
    parseCsv('a\nb\nc\n', ',', { columns: 5, rows: 10 }, () => ++calls < 2);
    expect(calls).toBe(2);
  });
});
