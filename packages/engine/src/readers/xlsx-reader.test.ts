import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { collectRows } from '#test/helpers/collect.ts';
import { xlsFile, xlsxFile } from '#test/helpers/build-files.ts';
import { rawXlsx, rowXml } from '#test/helpers/raw-xlsx.ts';
import { writeZip } from '#test/helpers/zip-writer.ts';

describe('XLSX reader (files as ExcelJS writes them)', () => {
  it('keeps numbers as numbers, text from shared strings, formula results and booleans', async () => {
    const data = await xlsxFile([
      ['ID', 'Base Salary', 'Flag'],
      ['A-1', 5000.5, true],
      [2, { formula: 'B2*2', result: 10001 }, false],
    ]);
    const { rows } = await collectRows(data, 'f.xlsx');
    expect(rows).toEqual([
      [1, ['ID', 'Base Salary', 'Flag']],
      [2, ['A-1', 5000.5, true]],
      [3, [2, 10001, false]],
    ]);
  });

  it('reads an .xlsx from another writer (SheetJS) the same way', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['ID', 'Base Salary'],
      ['a', 5000.5],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const { rows } = await collectRows(data, 'f.xlsx');
    expect(rows).toEqual([
      [1, ['ID', 'Base Salary']],
      [2, ['a', 5000.5]],
    ]);
  });

  it('marks date cells as dates', async () => {
    const data = await xlsxFile([['When'], [new Date(Date.UTC(2024, 2, 15))]]);
    const { rows } = await collectRows(data, 'f.xlsx');
    expect(rows[1]?.[1]).toEqual([{ kind: 'date', text: '2024-03-15' }]);
  });

  it('counts sheets before reading any row', async () => {
    const data = await xlsxFile([['ID'], [1]], { sheets: 3 });
    expect((await collectRows(data, 'f.xlsx')).outcome).toEqual({
      ok: false,
      code: 'TOO_MANY_SHEETS',
      details: [{ row: null, column: null, value: '3' }],
    });
  });
});

describe('XLSX reader (hand-written packages)', () => {
  it('reads inline strings, entities, OOXML escapes, rich text and skips phonetic runs', async () => {
    // No _rels/.rels, an absolute sheet target and a stored (uncompressed) sheet entry.
    const sheetData =
      rowXml(1, ['ID', 'Name']) +
      '<row r="2"><c r="A2" t="inlineStr"><is><t>a &amp; b&#x41;_x0041_</t></is></c>' +
      '<c r="B2" t="s"><v>0</v></c></row>';
    const sst =
      '<si><r><t>Kie</t></r><r><rPr/><t xml:space="preserve">rownik </t></r>' +
      '<rPh><t>IGNORED</t></rPh><r><t>działu</t></r></si>';
    const { rows } = await collectRows(handWrittenPackage(sheetData, sst), 'f.xlsx');
    expect(rows[1]).toEqual([2, ['a & bAA', 'Kierownik działu']]);
  });

  it('works with namespace prefixes, missing r attributes, single quotes and a huge dimension', async () => {
    const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const sheetXml =
      `<x:worksheet xmlns:x='${ns}'><x:dimension ref='A1:C5000000'/><x:sheetData>` +
      `<x:row><x:c t='inlineStr'><x:is><x:t>ID</x:t></x:is></x:c><x:c t='inlineStr'><x:is><x:t>N</x:t></x:is></x:c></x:row>` +
      `<x:row><x:c><x:v>7</x:v></x:c><x:c t='str'><x:f>A2</x:f><x:v>seven</x:v></x:c></x:row>` +
      `<x:row r='1048576'><x:c r='B1048576'><x:v>3</x:v></x:c><x:c r='C1048576'><x:v>4</x:v></x:c></x:row>` +
      `</x:sheetData></x:worksheet>`;
    const data = rawXlsx({ sheetXml });
    const { rows } = await collectRows(data, 'f.xlsx');
    expect(rows).toEqual([
      [1, ['ID', 'N']],
      [2, [7, 'seven']],
      [1048576, [null, 3]], // column C is past the header, so not read
    ]);
  });

  it('reads error, boolean and ISO date cells, and date styles including custom formats and 1904', async () => {
    const styles =
      '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd"/><numFmt numFmtId="165" formatCode="#,##0.00\\ &quot;zł&quot;"/></numFmts>' +
      '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs>';
    const sheetData =
      '<row r="1"><c r="A1" t="e"><v>#N/A</v></c><c r="B1" t="b"><v>1</v></c><c r="C1" t="d"><v>2024-01-02</v></c></row>' +
      '<row r="2"><c r="A2" s="1"><v>45292</v></c><c r="B2" s="2"><v>45292.5</v></c><c r="C2" s="3"><v>5000</v></c></row>';
    const { rows } = await collectRows(rawXlsx({ sheetData, styles }), 'f.xlsx');
    expect(rows).toEqual([
      [1, [{ kind: 'error', text: '#N/A' }, true, { kind: 'date', text: '2024-01-02' }]],
      [
        2,
        [{ kind: 'date', text: '2024-01-01' }, { kind: 'date', text: '2024-01-01 12:00:00' }, 5000],
      ],
    ]);
    const old = await collectRows(
      rawXlsx({ sheetData: '<row r="1"><c s="1"><v>0</v></c></row>', styles, date1904: true }),
      'f.xlsx',
    );
    expect(old.rows[0]?.[1]).toEqual([{ kind: 'date', text: '1904-01-01' }]);
  });

  it('stops at the first data row past the limit', async () => {
    const sheetData = Array.from({ length: 50 }, (_, i) => rowXml(i + 1, [`r${i}`])).join('');
    const { outcome, rows } = await collectRows(rawXlsx({ sheetData }), 'f.xlsx', 10);
    expect(outcome).toEqual({
      ok: false,
      code: 'TOO_MANY_RECORDS',
      details: [{ row: 12, column: null, value: null }],
    });
    expect(rows).toHaveLength(11);
  });
});

describe('XLS reader', () => {
  it('reads numbers, text and dates, and counts sheets', async () => {
    const data = xlsFile([
      ['ID', 'Base Salary', 'When'],
      ['a', 5000.25, new Date(Date.UTC(2024, 0, 31))],
    ]);
    const { rows } = await collectRows(data, 'f.xls');
    expect(rows).toEqual([
      [1, ['ID', 'Base Salary', 'When']],
      [2, ['a', 5000.25, { kind: 'date', text: '2024-01-31' }]],
    ]);
    const two = xlsFile([['ID']], { sheets: 2 });
    expect((await collectRows(two, 'f.xls')).outcome).toMatchObject({ code: 'TOO_MANY_SHEETS' });
  });

  it('follows the content, not the name: an .xls saved as .xlsx and the reverse', async () => {
    const xls = xlsFile([['ID'], [1]]);
    expect((await collectRows(xls, 'renamed.xlsx')).outcome).toEqual({ ok: true, dataRows: 1 });
    const xlsx = await xlsxFile([['ID'], [1]]);
    expect((await collectRows(xlsx, 'renamed.xls')).outcome).toEqual({ ok: true, dataRows: 1 });
  });
});

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function handWrittenPackage(sheetData: string, sharedStringItems: string): Buffer {
  return writeZip([
    {
      name: 'xl/workbook.xml',
      data: `<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="/xl/worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      stored: true,
      data: `<worksheet xmlns="${NS}"><sheetData>${sheetData}</sheetData></worksheet>`,
    },
    { name: 'xl/sharedStrings.xml', data: `<sst xmlns="${NS}">${sharedStringItems}</sst>` },
  ]);
}
