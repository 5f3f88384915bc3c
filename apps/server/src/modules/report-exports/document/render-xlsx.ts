import type * as ExcelJS from 'exceljs';
import type { Cell, ReportModel, Table } from './report-model.ts';
import { documentTexts } from './texts.ts';
import { withheldTable } from './withheld-table.ts';
import { safeCellText, sheetName } from './safe-text.ts';
import { loadExcelJs } from '#lib/load-exceljs.ts';

const PERCENT = '0.00%';
const COUNT = '#,##0';
const FRACTION = '#,##0.00';
const HEADER_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FF1F3A5F' },
};

const writeCell = (target: ExcelJS.Cell, cell: Cell, currencyFormat: string, withheld: string) => {
  switch (cell.kind) {
    case 'text':
      target.value = safeCellText(cell.value);
      return;
    case 'percent':
      // Stored as a fraction so the spreadsheet computes with it; shown as a percentage.
      target.value = cell.value / 100;
      target.numFmt = PERCENT;
      target.alignment = { horizontal: 'right' };
      return;
    case 'money':
      target.value = cell.value;
      target.numFmt = currencyFormat;
      return;
    case 'count':
      target.value = cell.value;
      target.numFmt = Number.isInteger(cell.value) ? COUNT : FRACTION;
      return;
    case 'decimal':
      target.value = cell.value;
      target.numFmt = FRACTION;
      return;
    case 'withheld':
      target.value = safeCellText(`${withheld}: ${cell.reason}`);
      target.font = { italic: true, color: { argb: 'FF6B7280' } };
      target.alignment = { horizontal: 'right' };
  }
};

const addTableSheet = (
  book: ExcelJS.Workbook,
  table: Table,
  currencyFormat: string,
  withheld: string,
) => {
  const sheet = book.addWorksheet(sheetName(table.sheet), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = table.columns.map((c) => ({ header: safeCellText(c.header), width: c.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = HEADER_FILL;
  header.alignment = { vertical: 'middle', wrapText: true };
  header.height = 30;
  table.rows.forEach((cells, r) => {
    const row = sheet.getRow(r + 2);
    cells.forEach((cell, c) => writeCell(row.getCell(c + 1), cell, currencyFormat, withheld));
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  return sheet;
};

const addTextSheet = (book: ExcelJS.Workbook, name: string, header: string, lines: string[]) => {
  const sheet = book.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [{ header: safeCellText(header), width: 120 }];
  sheet.getRow(1).font = { bold: true };
  for (const line of lines) {
    sheet.addRow([safeCellText(line)]).alignment = { wrapText: true, vertical: 'top' };
  }
};

/** The report as a workbook: one sheet per table, numbers as numbers, no formula anywhere. */
export const renderReportXlsx = async (model: ReportModel): Promise<Buffer> => {
  const t = documentTexts[model.lang];
  const book = new (await loadExcelJs()).Workbook();
  book.creator = 'Parytet';
  book.title = model.title;
  const currencyFormat = `#,##0.00 "${model.currency}"`;
  addTableSheet(book, model.summary, currencyFormat, t.withheld);
  for (const table of model.tables) {
    const sheet = addTableSheet(book, table, currencyFormat, t.withheld);
    if (table.rows.length === 0 && table.key === 'assessment') sheet.addRow([model.assessmentNone]);
  }
  const withheldSheet = addTableSheet(
    book,
    withheldTable(model, [60, 60]),
    currencyFormat,
    t.withheld,
  );
  if (model.withheld.length === 0) withheldSheet.addRow([t.withheldNone]);
  addTextSheet(book, t.sheetMethodology, t.methodologyTitle, [
    ...model.notes,
    ...model.methodology,
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
};
