import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
// DejaVu Sans covers every Polish letter; the TTF is embedded (subset) in each document.
const fontFile = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const loadFonts = () => {
  fonts ??= { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') };
  return fonts;
};

export const COLORS = {
  ink: '#1A202C',
  muted: '#4A5568',
  rule: '#CBD5E0',
  band: '#1F3A5F',
  zebra: '#F4F6F9',
  // The screens' chart palette (web components/charts/palette.ts): women blue, men grey.
  women: '#4A90C2',
  men: '#3F3F3B',
  flagged: '#C05621',
  neutral: '#718096',
} as const;

export const MARGIN = 50;

/**
 * An A4 document (landscape for wide tables) with the fonts registered ('body', 'bold') and
 * pages kept for the footers.
 */
export const newDocument = (
  title: string,
  lang: string,
  layout: 'portrait' | 'landscape' = 'portrait',
) => {
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin: MARGIN,
    bufferPages: true,
    lang,
    displayTitle: true,
    info: { Title: title, Author: 'Parytet', Creator: 'Parytet' },
  });
  const { regular, bold } = loadFonts();
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  doc.font('body');
  return doc;
};

/** The document's bytes once it is ended. */
export const documentBytes = (doc: PDFKit.PDFDocument): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });

export const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - 2 * MARGIN;
const bottom = (doc: PDFKit.PDFDocument) => doc.page.height - MARGIN - 20;

/** Starts a new page when `height` more points would not fit on this one. */
export const ensureSpace = (doc: PDFKit.PDFDocument, height: number) => {
  if (doc.y + height > bottom(doc)) doc.addPage();
};

export const heading = (doc: PDFKit.PDFDocument, text: string) => {
  ensureSpace(doc, 60);
  doc.moveDown(0.8);
  doc.font('bold').fontSize(13).fillColor(COLORS.band).text(text, MARGIN, doc.y);
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(MARGIN + contentWidth(doc), doc.y + 2)
    .lineWidth(0.8)
    .strokeColor(COLORS.band)
    .stroke();
  doc.moveDown(0.6);
  doc.font('body').fontSize(9.5).fillColor(COLORS.ink);
};

export const paragraph = (doc: PDFKit.PDFDocument, text: string, size = 9.5) => {
  doc.font('body').fontSize(size);
  ensureSpace(doc, doc.heightOfString(text, { width: contentWidth(doc) }) + 4);
  doc.fillColor(COLORS.ink).text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
};

/** The dark band across the top of a document's first page: its title and, below it, what it is of. */
export const titleBand = (doc: PDFKit.PDFDocument, title: string, subtitle: string) => {
  doc.rect(0, 0, doc.page.width, 92).fill(COLORS.band);
  doc
    .font('bold')
    .fontSize(20)
    .fillColor('#FFFFFF')
    .text(title, MARGIN, 30, { width: contentWidth(doc) });
  doc
    .font('body')
    .fontSize(10)
    .fillColor('#E2E8F0')
    .text(subtitle, MARGIN, doc.y + 2, { width: contentWidth(doc) });
  doc.fillColor(COLORS.ink);
  doc.y = 112;
};

/** "Page n of m" on every page, once the whole document is laid out. */
export const pageFooters = (doc: PDFKit.PDFDocument, label: (n: number, of: number) => string) => {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN + 10;
    doc.font('body').fontSize(8).fillColor(COLORS.muted);
    // Below the bottom margin: pdfkit would otherwise start a new page for it.
    const margins = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.text(label(i + 1, range.count), MARGIN, y, { width: contentWidth(doc), align: 'right' });
    doc.page.margins.bottom = margins;
  }
};
