import { describe, expect, it } from 'vitest';
import { collectRows } from '#test/helpers/collect.ts';
import { csvFile, encodeWindows1250 } from '#test/helpers/build-files.ts';
import { detectDelimiter } from './csv-reader.ts';

describe('CSV reader', () => {
  it.each([',', ';', '\t'])('detects %j as the delimiter', async (delimiter) => {
    const data = csvFile(
      [
        ['ID', 'Base Salary'],
        ['1', '5 000,50'],
      ],
      { delimiter },
    );
    const { rows } = await collectRows(data, 'f.csv');
    expect(rows).toEqual([
      [1, ['ID', 'Base Salary']],
      [2, ['1', '5 000,50']],
    ]);
  });

  it('counts delimiters outside quotes on the first non-blank line only', () => {
    expect(detectDelimiter('\n\n"a;b;c",d,e\n1;2;3;4;5;6')).toBe(',');
    expect(detectDelimiter('Bonuses and Benefits')).toBe(',');
  });

  it('reads UTF-8 with a BOM and Windows-1250 (Polish Excel) alike', async () => {
    const rows = [
      ['ID', 'Płeć', 'Stanowisko'],
      ['1', 'Mężczyzna', 'Główny księgowy'],
    ];
    for (const encoding of ['utf8', 'utf8-bom', 'windows-1250'] as const) {
      const { rows: read } = await collectRows(
        csvFile(rows, { delimiter: ';', encoding }),
        'f.csv',
      );
      expect(read.map((r) => r[1])).toEqual(rows);
    }
  });

  it('reads UTF-16 text with a BOM (Excel "Unicode text")', async () => {
    const text = '\ufeffID\tPłeć\r\n1\tKobieta\r\n';
    const { rows } = await collectRows(Buffer.from(text, 'utf16le'), 'f.csv');
    expect(rows.map((r) => r[1])).toEqual([
      ['ID', 'Płeć'],
      ['1', 'Kobieta'],
    ]);
  });

  it('keeps quoted delimiters, quotes and line breaks inside a field as one record', async () => {
    const data = Buffer.from(
      'ID,Position\r\n1,"Sales, North"\r\n2,"Say ""hi"""\r\n3,"two\nlines"\r\n4,x\r\n',
    );
    const { rows } = await collectRows(data, 'f.csv');
    expect(rows).toEqual([
      [1, ['ID', 'Position']],
      [2, ['1', 'Sales, North']],
      [3, ['2', 'Say "hi"']],
      [4, ['3', 'two\nlines']],
      [5, ['4', 'x']],
    ]);
  });

  it('skips blank lines anywhere but keeps the row numbers Excel would show', async () => {
    const data = Buffer.from('\r\nID,Level\r\n1,A\r\n\r\n,\r\n2,B\r\n\r\n\r\n');
    const { outcome, rows } = await collectRows(data, 'f.csv');
    expect(rows).toEqual([
      [2, ['ID', 'Level']],
      [3, ['1', 'A']],
      [6, ['2', 'B']],
    ]);
    expect(outcome).toEqual({ ok: true, dataRows: 2 });
  });

  it('refuses binary content, markup and an unterminated quote', async () => {
    const junk = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    expect((await collectRows(junk, 'f.csv')).outcome).toEqual({
      ok: false,
      code: 'INCORRECT_FILE',
      details: [],
    });
    const html = Buffer.from('<html><table><tr><td>ID</td></tr></table></html>');
    expect((await collectRows(html, 'f.xls')).outcome).toMatchObject({ code: 'INCORRECT_FILE' });
    const open = Buffer.from('ID,Level\n1,"A\n2,B\n');
    expect((await collectRows(open, 'f.csv')).outcome).toEqual({
      ok: false,
      code: 'INCORRECT_FILE',
      details: [{ row: 2, column: null, value: null }],
    });
  });

  it('refuses text with more control characters than 8 plus one in a thousand', async () => {
    const file = (control: string, count: number) =>
      Buffer.from(
        `ID\r\n${Array.from({ length: count }, (_, i) => `${i}${control}`).join('\r\n')}\r\n`,
      );
    for (const control of ['\u0007', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect((await collectRows(file(control, 8), 'f.csv')).outcome).toMatchObject({ ok: true });
      expect((await collectRows(file(control, 9), 'f.csv')).outcome).toMatchObject({
        code: 'INCORRECT_FILE',
      });
    }
    // Tabs, line breaks and form feeds are not counted; neither is the text past a million.
    expect((await collectRows(file('\t\f', 50), 'f.csv')).outcome).toMatchObject({ ok: true });
    const late = Buffer.concat([
      Buffer.from(`ID\r\n${'1\r\n'.repeat(350_000)}`),
      file('\u0007', 50),
    ]);
    expect((await collectRows(late, 'f.csv', 400_000)).outcome).toMatchObject({ ok: true });
  });

  it('tolerates a lone control character such as a DOS end-of-file mark', async () => {
    const data = Buffer.concat([Buffer.from('ID\r\n1\r\n'), Buffer.from([0x1a])]);
    expect((await collectRows(data, 'f.csv')).outcome).toMatchObject({ ok: true });
    expect(encodeWindows1250('ł')).toEqual(Buffer.from([0xb3]));
  });
});
