import type { CriteriaPage } from '@parytet/contract/salary-band-documents';
import type { Language } from '@parytet/contract/common';
import type { BandsDocument } from './band-model.ts';
import { bandTexts } from './band-texts.ts';
import { plain } from './format.ts';
import {
  documentBytes,
  heading,
  newDocument,
  pageFooters,
  paragraph,
  titleBand,
} from './pdf-kit.ts';
import { drawTable } from './pdf-table.ts';

/** The bands, or a report read against them, as a PDF: the same tables as the workbook. */
export const renderBandsPdf = async (model: BandsDocument): Promise<Buffer> => {
  const t = bandTexts[model.lang];
  const doc = newDocument(model.title, model.lang, model.landscape ? 'landscape' : 'portrait');
  const layout = { lang: model.lang, currency: model.currency, withheldWord: t.withheld };
  titleBand(doc, model.title, model.subtitle);
  drawTable(doc, model.summary, { ...layout, header: false, align: 'left' });
  for (const table of model.tables) {
    heading(doc, table.title);
    const rows = table.rows.map((cells) =>
      cells.map((cell) => (cell.kind === 'text' ? { ...cell, value: plain(cell.value) } : cell)),
    );
    drawTable(doc, { ...table, rows }, layout);
  }
  doc.moveDown(0.5);
  for (const note of model.notes) paragraph(doc, note, 8.5);
  pageFooters(doc, t.page);
  return documentBytes(doc);
};

/** The pay and progression criteria page (Art. 6) as the organisation publishes it. */
export const renderCriteriaPdf = async (
  lang: Language,
  page: CriteriaPage,
  organisation: string,
): Promise<Buffer> => {
  const doc = newDocument(page.title, lang);
  titleBand(doc, page.title, organisation);
  for (const section of page.sections) {
    heading(doc, section.heading);
    for (const block of section.body.split(/\n\s*\n/)) {
      if (block.trim() !== '') paragraph(doc, plain(block.trim()), 10);
    }
  }
  pageFooters(doc, bandTexts[lang].page);
  return documentBytes(doc);
};
