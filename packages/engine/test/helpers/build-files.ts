import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { SALARY_FILE_HEADER } from '@parytet/contract/salary-file';

export const HEADER = [...SALARY_FILE_HEADER];

export type TestCell =
  string | number | boolean | Date | null | { formula: string; result: number };

/** A CSV file from rows of text; fields with the delimiter, quotes or newlines are quoted. */
export function csvFile(
  rows: readonly (readonly (string | number | null)[])[],
  options: {
    delimiter?: string;
    encoding?: 'utf8' | 'utf8-bom' | 'windows-1250';
    eol?: string;
  } = {},
): Buffer {
  const d = options.delimiter ?? ',';
  const quote = (v: string | number | null): string => {
    const s = v === null ? '' : String(v);
    return s.includes(d) || s.includes('"') || s.includes('\n') ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const text = rows.map((r) => r.map(quote).join(d)).join(options.eol ?? '\r\n') + '\r\n';
  if (options.encoding === 'windows-1250') return encodeWindows1250(text);
  const body = Buffer.from(text, 'utf8');
  return options.encoding === 'utf8-bom'
    ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body])
    : body;
}

// Windows-1250 for the characters tests use: ASCII plus Polish letters.
const CP1250: Record<string, number> = {
  ą: 0xb9,
  ć: 0xe6,
  ę: 0xea,
  ł: 0xb3,
  ń: 0xf1,
  ó: 0xf3,
  ś: 0x9c,
  ź: 0x9f,
  ż: 0xbf,
  '\u00a0': 0xa0,
  Ą: 0xa5,
  Ć: 0xc6,
  Ę: 0xca,
  Ł: 0xa3,
  Ń: 0xd1,
  Ó: 0xd3,
  Ś: 0x8c,
  Ź: 0x8f,
  Ż: 0xaf,
};

export function encodeWindows1250(text: string): Buffer {
  return Buffer.from(
    [...text].map((ch) => {
      const code = ch.charCodeAt(0);
      if (code < 0x80) return code;
      const mapped = CP1250[ch];
      if (mapped === undefined) throw new Error(`no cp1250 byte for ${ch}`);
      return mapped;
    }),
  );
}

/** An .xlsx written by ExcelJS (as Excel would: shared strings, styles, cached formula results). */
export async function xlsxFile(
  rows: readonly (readonly TestCell[])[],
  options: { sheets?: number } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  for (const row of rows) sheet.addRow([...row]);
  for (let i = 2; i <= (options.sheets ?? 1); i++) workbook.addWorksheet(`Extra ${i}`);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A legacy BIFF8 .xls written by SheetJS. */
export function xlsFile(
  rows: readonly (readonly TestCell[])[],
  options: { sheets?: number } = {},
): Buffer {
  const workbook = XLSX.utils.book_new();
  const data = rows.map((r) =>
    r.map((c) => (c !== null && typeof c === 'object' && !(c instanceof Date) ? c.result : c)),
  );
  XLSX.utils.book_append_sheet(
    workbook,
    XLSX.utils.aoa_to_sheet(data, { cellDates: true }),
    'Data',
  );
  for (let i = 2; i <= (options.sheets ?? 1); i++) {
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['x']]), `Extra ${i}`);
  }
  return XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

/** A valid six-person file body (3 women, 3 men) to start test files from. */
export function validRows(): (string | number | null)[][] {
  return [
    HEADER,
    ['1', 'Female', 'L1', 'Analyst', 'Warszawa', 0, 5000, 1200],
    ['2', 'Female', 'L1', 'Analyst', 'Kraków', 0, 5200, 0],
    ['3', 'Female', 'L2', 'Engineer', null, 10, 8000, 2400],
    ['4', 'Male', 'L1', 'Analyst', 'Warszawa', 0, 5500, 1200],
    ['5', 'Male', 'L2', 'Engineer', 'Wrocław', 0, 9000, 0],
    ['6', 'Male', 'L2', 'Engineer', null, 5, 8500, 600],
  ];
}
