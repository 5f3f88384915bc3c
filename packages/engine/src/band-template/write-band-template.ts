import type { BandLang } from '../compute/salary-bands/band-money.ts';
import type { BandBasis } from '../compute/salary-bands/types.ts';
import { HELP_SHEET_NAMES } from '../readers/help-sheet.ts';
import { TEMPLATE_COLUMNS, TEMPLATE_TEXTS } from './template-texts.ts';

/** A row the template offers: a band to keep or change, or a level to fill in. */
export type TemplateRowInput = {
  level: string;
  job_family: string | null;
  min: number | null;
  mid: number | null;
  max: number | null;
};

export type BandTemplateInput = {
  lang: BandLang;
  currency: string;
  basis: BandBasis;
  rows: readonly TemplateRowInput[];
  /** The levels a filled template may name (told in the instructions). */
  levels: readonly string[];
};

export const bandTemplateFileName = (lang: BandLang) => TEMPLATE_TEXTS[lang].fileName;

const WIDTHS = [18, 26, 16, 16, 16];

/**
 * The salary bands template: a sheet of bands (level, job family, min, mid, max; amounts as
 * numbers, the level and family as text) and the instructions on the help sheet the readers
 * pass over (readers/help-sheet.ts), so the filled file reads back as one table.
 */
export async function writeBandTemplate(input: BandTemplateInput): Promise<Buffer> {
  const t = TEMPLATE_TEXTS[input.lang];
  // Loaded on first use: ExcelJS is large and only this download needs it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Parytet';
  workbook.created = new Date(Date.UTC(2024, 0, 1));
  workbook.modified = workbook.created;
  const sheet = workbook.addWorksheet(t.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  const headers = t.headers(input.currency);
  sheet.columns = TEMPLATE_COLUMNS.map((column, i) => ({
    header: headers[column],
    width: WIDTHS[i] ?? 16,
  }));
  for (const row of input.rows) {
    sheet.addRow([row.level, row.job_family ?? null, row.min, row.mid, row.max]);
  }
  // Typed levels stay text ("01" is not 1); amounts show as money but stay plain numbers.
  for (const col of [1, 2]) sheet.getColumn(col).numFmt = '@';
  for (const col of [3, 4, 5]) sheet.getColumn(col).numFmt = '#,##0.00';
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF2F5597' } };
  header.alignment = { vertical: 'middle', wrapText: true };
  header.height = 30;

  const help = workbook.addWorksheet(HELP_SHEET_NAMES[input.lang]);
  help.columns = [{ width: 120 }];
  help.addRow([t.title]).font = { bold: true, size: 13 };
  help.addRow([]);
  for (const line of t.lines(input)) {
    help.addRow([line]).alignment = { wrapText: true, vertical: 'top' };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
