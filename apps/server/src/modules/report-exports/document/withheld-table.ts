import { text } from './cells.ts';
import type { ReportModel, Table } from './report-model.ts';
import { documentTexts } from './texts.ts';

/**
 * The figures withheld from the report, each with its reason, as the PDF and the workbook both
 * list them; `widths` are each one's own column widths.
 */
export const withheldTable = (model: ReportModel, widths: readonly [number, number]): Table => {
  const t = documentTexts[model.lang];
  return {
    key: 'withheld',
    sheet: t.sheetWithheld,
    title: t.withheldTitle,
    columns: [
      { header: t.figure, width: widths[0] },
      { header: t.reason, width: widths[1] },
    ],
    rows: model.withheld.map((w) => [text(w.item), text(w.reason)]),
  };
};
