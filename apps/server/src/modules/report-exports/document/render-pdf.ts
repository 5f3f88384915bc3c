import { gapBars, stackedBars } from './pdf-charts.ts';
import {
  COLORS,
  documentBytes,
  heading,
  newDocument,
  pageFooters,
  paragraph,
  titleBand,
} from './pdf-kit.ts';
import { drawTable } from './pdf-table.ts';
import { drawAnalysisTables } from './render-analysis-pdf.ts';
import type { ReportModel, Table } from './report-model.ts';
import { documentTexts } from './texts.ts';
import { withheldTable } from './withheld-table.ts';

/** The report as a designed PDF: title, summary, charts, every table, methodology, withheld figures. */
export const renderReportPdf = async (model: ReportModel): Promise<Buffer> => {
  const t = documentTexts[model.lang];
  const doc = newDocument(`${model.title}: ${model.label}`, model.lang);
  const layout = { lang: model.lang, currency: model.currency, withheldWord: t.withheld };
  const table = (key: string) => model.tables.find((x) => x.key === key) as Table;

  titleBand(doc, model.title, model.subtitle);
  drawTable(doc, model.summary, { ...layout, header: false, align: 'left' });
  for (const note of model.notes) paragraph(doc, note, 8.5);

  heading(doc, table('indicators').title);
  drawTable(doc, table('indicators'), layout);
  gapBars(
    doc,
    t.chartIndicators,
    model.charts.gaps.map((g) => ({ ...g, color: COLORS.neutral })),
    model.lang,
    t.withheld,
  );

  heading(doc, table('quartiles').title);
  stackedBars(
    doc,
    t.chartQuartiles,
    model.charts.quartiles,
    { women: t.women, men: t.men },
    model.lang,
  );
  drawTable(doc, table('quartiles'), layout);

  heading(doc, table('categories').title);
  drawTable(doc, table('categories'), layout);
  gapBars(
    doc,
    t.chartGaps,
    model.charts.categories.map((c) => ({
      label: c.label,
      value: c.value,
      color: c.flagged ? COLORS.flagged : COLORS.neutral,
    })),
    model.lang,
    t.withheld,
  );

  for (const key of ['unexplained', 'cost']) {
    heading(doc, table(key).title);
    drawTable(doc, table(key), layout);
  }
  heading(doc, table('assessment').title);
  if (table('assessment').rows.length === 0) paragraph(doc, model.assessmentNone);
  else drawTable(doc, table('assessment'), layout);
  drawAnalysisTables(doc, model, layout);

  heading(doc, t.withheldTitle);
  if (model.withheld.length === 0) paragraph(doc, t.withheldNone);
  else {
    drawTable(doc, withheldTable(model, [55, 45]), layout);
  }

  heading(doc, t.methodologyTitle);
  for (const line of model.methodology) paragraph(doc, `• ${line}`, 9);

  pageFooters(doc, t.page);
  return documentBytes(doc);
};
