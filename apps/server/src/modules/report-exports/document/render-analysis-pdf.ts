import { heading } from './pdf-kit.ts';
import { drawTable } from './pdf-table.ts';
import type { ReportModel } from './report-model.ts';
import { ANALYSIS_TABLE_KEYS } from './analysis-tables.ts';

type Layout = Parameters<typeof drawTable>[2];

/** The model card and the comparison, after the report's own sections (when there are any). */
export const drawAnalysisTables = (doc: PDFKit.PDFDocument, model: ReportModel, layout: Layout) => {
  const keys = new Set<string>(ANALYSIS_TABLE_KEYS);
  for (const table of model.tables.filter((x) => keys.has(x.key))) {
    heading(doc, table.title);
    drawTable(doc, table, layout);
  }
};
