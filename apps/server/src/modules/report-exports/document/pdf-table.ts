import type { Language } from '@parytet/contract/common';
import { formatCell } from './format.ts';
import { COLORS, contentWidth, ensureSpace, MARGIN } from './pdf-kit.ts';
import type { Cell, Table } from './report-model.ts';

const PAD = 4;
const SIZE = 8.5;

type Layout = {
  lang: Language;
  currency: string;
  withheldWord: string;
  header?: boolean;
  /** 'left' for key–value tables; numbers are right-aligned otherwise. */
  align?: 'left';
};

const rightAligned = (cell: Cell) => cell.kind !== 'text';

const rowHeight = (doc: PDFKit.PDFDocument, texts: string[], widths: number[], font: string) => {
  doc.font(font).fontSize(SIZE);
  return (
    Math.max(
      ...texts.map((s, i) => doc.heightOfString(s || ' ', { width: (widths[i] ?? 0) - 2 * PAD })),
    ) +
    2 * PAD
  );
};

const drawRow = (
  doc: PDFKit.PDFDocument,
  texts: string[],
  cells: (Cell | null)[],
  widths: number[],
  style: { font: string; fill: string | null; color: string; align?: 'left' },
) => {
  const height = rowHeight(doc, texts, widths, style.font);
  const y = doc.y;
  const width = widths.reduce((s, w) => s + w, 0);
  if (style.fill) doc.rect(MARGIN, y, width, height).fill(style.fill);
  let x = MARGIN;
  texts.forEach((text, i) => {
    const cell = cells[i];
    const w = widths[i] ?? 0;
    const withheld = cell?.kind === 'withheld' && style.font === 'body';
    doc
      .font(withheld ? 'body' : style.font)
      .fontSize(SIZE)
      .fillColor(withheld ? COLORS.muted : style.color)
      .text(text, x + PAD, y + PAD, {
        width: w - 2 * PAD,
        align: cell && rightAligned(cell) && !style.align ? 'right' : 'left',
        lineBreak: true,
      });
    x += w;
  });
  doc
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + width, y + height)
    .lineWidth(0.4)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.x = MARGIN;
  doc.y = y + height;
};

/** The widest word of `texts` in `font`: a column narrower than it breaks that word. */
const widestWord = (doc: PDFKit.PDFDocument, texts: string[], font: string) => {
  doc.font(font).fontSize(SIZE);
  let widest = 0;
  for (const text of texts) {
    for (const word of text.split(/\s+/)) widest = Math.max(widest, doc.widthOfString(word));
  }
  // PDFKit's line wrapper measures a word with the space after it.
  return widest + doc.widthOfString(' ');
};

/**
 * Column widths in proportion to the model's, but never narrower than a column's widest word
 * (header or cell), so no header is cut mid-word ("wyna/grodzeniu") and no date mid-number
 * ("2027-03-3/1"); the room comes from the columns with more than they need.
 */
const fitWidths = (doc: PDFKit.PDFDocument, table: Table, texts: string[][]) => {
  const available = contentWidth(doc);
  const total = table.columns.reduce((s, c) => s + c.width, 0);
  const wanted = table.columns.map((c) => (c.width / total) * available);
  const least = table.columns.map(
    (c, i) =>
      Math.max(
        widestWord(doc, [c.header], 'bold'),
        widestWord(
          doc,
          texts.map((row) => row[i] ?? ''),
          'body',
        ),
      ) +
      2 * PAD +
      1,
  );
  const widths = wanted.map((w, i) => Math.max(w, least[i] ?? 0));
  const over = widths.reduce((s, w) => s + w, 0) - available;
  const slack = widths.map((w, i) => Math.max(0, w - (least[i] ?? 0)));
  const room = slack.reduce((s, x) => s + x, 0);
  if (over <= 0 || room <= 0) return widths;
  const share = Math.min(1, over / room);
  return widths.map((w, i) => w - (slack[i] ?? 0) * share);
};

/** A table with a coloured header row (repeated on each new page) and zebra rows. */
export const drawTable = (doc: PDFKit.PDFDocument, table: Table, layout: Layout) => {
  const rowTexts = table.rows.map((cells) =>
    cells.map((c) => formatCell(c, layout.lang, layout.currency, layout.withheldWord)),
  );
  const widths = fitWidths(doc, table, rowTexts);
  const headers = table.columns.map((c) => c.header);
  // A header sits on the side of its column's values: numbers right, text left.
  const first = table.rows[0] ?? [];
  const headerCells = headers.map((_, i) => (layout.align ? null : (first[i] ?? null)));
  const header = () =>
    drawRow(doc, headers, headerCells, widths, {
      font: 'bold',
      fill: COLORS.band,
      color: '#FFFFFF',
    });
  const showHeader = layout.header ?? true;
  if (showHeader) {
    ensureSpace(doc, rowHeight(doc, headers, widths, 'bold') + 20);
    header();
  }
  table.rows.forEach((cells, r) => {
    const texts = rowTexts[r] ?? [];
    const height = rowHeight(doc, texts, widths, 'body');
    const before = doc.page;
    ensureSpace(doc, height);
    if (doc.page !== before && showHeader) header();
    drawRow(doc, texts, cells, widths, {
      font: 'body',
      fill: r % 2 === 1 ? COLORS.zebra : null,
      color: COLORS.ink,
      ...(layout.align && { align: layout.align }),
    });
  });
  doc.moveDown(0.5);
};
