import type { Language } from '@parytet/contract/common';
import { formatPercent } from './format.ts';
import { COLORS, contentWidth, ensureSpace, MARGIN } from './pdf-kit.ts';

const LABEL = 150;
const BAR = 13;
const GAP = 7;

const caption = (doc: PDFKit.PDFDocument, text: string) => {
  doc.font('bold').fontSize(9.5).fillColor(COLORS.ink).text(text, MARGIN, doc.y);
  doc.moveDown(0.4);
};

const legend = (doc: PDFKit.PDFDocument, items: { label: string; color: string }[]) => {
  let x = MARGIN + LABEL;
  const y = doc.y;
  doc.font('body').fontSize(8);
  for (const item of items) {
    doc.rect(x, y + 1, 8, 8).fill(item.color);
    doc.fillColor(COLORS.ink).text(item.label, x + 12, y, { lineBreak: false });
    x += 24 + doc.widthOfString(item.label);
  }
  doc.x = MARGIN;
  doc.y = y + 16;
};

/**
 * Horizontal bars around a zero line, for gaps that may be negative; a missing (withheld) value
 * is written instead of drawn.
 */
export const gapBars = (
  doc: PDFKit.PDFDocument,
  title: string,
  bars: { label: string; value: number | null; color: string }[],
  lang: Language,
  withheldWord: string,
) => {
  ensureSpace(doc, 30 + bars.length * (BAR + GAP));
  caption(doc, title);
  const plot = contentWidth(doc) - LABEL - 60;
  const extent = Math.max(5, ...bars.map((b) => Math.abs(b.value ?? 0)));
  const hasNegative = bars.some((b) => (b.value ?? 0) < 0);
  const zero = MARGIN + LABEL + (hasNegative ? plot / 2 : 0);
  const scale = (hasNegative ? plot / 2 : plot) / extent;
  const top = doc.y;
  bars.forEach((bar, i) => {
    const y = top + i * (BAR + GAP);
    doc.font('body').fontSize(8).fillColor(COLORS.ink);
    doc.text(bar.label, MARGIN, y + 2, {
      width: LABEL - 8,
      height: BAR,
      ellipsis: true,
      lineBreak: false,
    });
    if (bar.value === null) {
      doc.fillColor(COLORS.muted).text(withheldWord, zero + 4, y + 2, { lineBreak: false });
      return;
    }
    const w = Math.abs(bar.value) * scale;
    const x = bar.value < 0 ? zero - w : zero;
    doc.rect(x, y, Math.max(w, 0.5), BAR).fill(bar.color);
    const label = formatPercent(lang, bar.value);
    doc.fillColor(COLORS.ink);
    if (bar.value < 0) {
      doc.text(label, x - 4 - doc.widthOfString(label), y + 2, { lineBreak: false });
    } else {
      doc.text(label, x + w + 4, y + 2, { lineBreak: false });
    }
  });
  const end = top + bars.length * (BAR + GAP);
  doc
    .moveTo(zero, top - 3)
    .lineTo(zero, end - GAP + 3)
    .lineWidth(0.8)
    .strokeColor(COLORS.ink)
    .stroke();
  doc.x = MARGIN;
  doc.y = end + 4;
};

/** One bar per quartile band, women and men stacked to 100 %. */
export const stackedBars = (
  doc: PDFKit.PDFDocument,
  title: string,
  bars: { label: string; women: number; men: number }[],
  names: { women: string; men: string },
  lang: Language,
) => {
  ensureSpace(doc, 50 + bars.length * (BAR + GAP + 4));
  caption(doc, title);
  legend(doc, [
    { label: names.women, color: COLORS.women },
    { label: names.men, color: COLORS.men },
  ]);
  const plot = contentWidth(doc) - LABEL;
  const top = doc.y;
  bars.forEach((bar, i) => {
    const y = top + i * (BAR + GAP + 4);
    const total = bar.women + bar.men || 1;
    const ww = (bar.women / total) * plot;
    doc.font('body').fontSize(8).fillColor(COLORS.ink);
    doc.text(bar.label, MARGIN, y + 3, { width: LABEL - 8, lineBreak: false });
    doc.rect(MARGIN + LABEL, y, ww, BAR + 4).fill(COLORS.women);
    doc.rect(MARGIN + LABEL + ww, y, plot - ww, BAR + 4).fill(COLORS.men);
    // Dark ink on the blue (white on it is under 4.5:1), white on the grey.
    doc.fillColor(COLORS.ink);
    if (ww > 40)
      doc.text(formatPercent(lang, bar.women), MARGIN + LABEL + 4, y + 4, { lineBreak: false });
    doc.fillColor('#FFFFFF');
    if (plot - ww > 40) {
      const label = formatPercent(lang, bar.men);
      doc.text(label, MARGIN + LABEL + plot - 4 - doc.widthOfString(label), y + 4, {
        lineBreak: false,
      });
    }
  });
  doc.x = MARGIN;
  doc.y = top + bars.length * (BAR + GAP + 4) + 4;
};
