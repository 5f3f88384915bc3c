import type { Language } from '@parytet/contract/common';
import { formatMoney, locale } from './format.ts';
import { letterTexts } from './letter-texts.ts';
import { COLORS, contentWidth, documentBytes, MARGIN, newDocument } from './pdf-kit.ts';

/** One group's average pay in the employee's category, over `count` people. */
type LetterGroup = { count: number; average: number | null };

/**
 * Everything an Article 7 letter is built from: a pure function of this. `category.criteria`
 * replaces the default (levels) wording when the organisation defines its own categories.
 */
export type LetterInput = {
  lang: Language;
  organisationName: string;
  report: {
    label: string;
    currency: string;
    period_start: string | null;
    period_end: string | null;
  };
  employeeId: string;
  requestedOn: string;
  dueOn: string;
  answeredOn: string;
  /** Gross monthly base salary paid, the FTE it is paid for, and its full-time equivalent. */
  pay: { paid: number; fte: number; fullTime: number };
  category: {
    name: string;
    source: 'level' | 'position_mapping' | 'category_column';
    criteria?: readonly string[];
  };
  women: LetterGroup;
  men: LetterGroup;
  minGroupSize: number;
};

const formatFte = (lang: Language, fte: number) =>
  new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 4 }).format(fte);

type LetterLine = { label: string; value: string; withheld: boolean };

/** The figures of a letter as printed: an average over fewer than the minimum is withheld. */
const letterLines = (input: LetterInput): LetterLine[] => {
  const t = letterTexts[input.lang];
  const money = (v: number) => formatMoney(input.lang, v, input.report.currency);
  const group = (label: string, g: LetterGroup): LetterLine =>
    g.count < input.minGroupSize || g.average === null
      ? { label, value: t.withheldReason(input.minGroupSize), withheld: true }
      : { label, value: money(g.average), withheld: false };
  return [
    { label: t.category, value: input.category.name, withheld: false },
    {
      label: t.yourPay(formatFte(input.lang, input.pay.fte)),
      value: money(input.pay.paid),
      withheld: false,
    },
    { label: t.yourFullTime, value: money(input.pay.fullTime), withheld: false },
    group(t.womenAverage(input.women.count), input.women),
    group(t.menAverage(input.men.count), input.men),
  ];
};

const pair = (doc: PDFKit.PDFDocument, label: string, value: string, y: number) => {
  doc.font('body').fontSize(9).fillColor(COLORS.muted).text(label, MARGIN, y, { width: 150 });
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(COLORS.ink)
    .text(value, MARGIN + 155, y, { width: contentWidth(doc) - 155 });
};

/** The one-page letter. */
export const renderLetterPdf = async (input: LetterInput): Promise<Buffer> => {
  const t = letterTexts[input.lang];
  const doc = newDocument(`${t.title}: ${input.employeeId}`, input.lang);
  const width = contentWidth(doc);
  doc.rect(0, 0, doc.page.width, 6).fill(COLORS.band);
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(COLORS.ink)
    .text(input.organisationName, MARGIN, 40, { width });
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(COLORS.band)
    .text(t.title, MARGIN, doc.y + 14, { width });
  doc.font('body').fontSize(9).fillColor(COLORS.muted).text(t.subtitle, { width });
  let y = doc.y + 12;
  const period =
    input.report.period_start && input.report.period_end
      ? `${input.report.period_start} – ${input.report.period_end}`
      : '—';
  for (const [label, value] of [
    [t.employee, input.employeeId],
    [t.requested, input.requestedOn],
    [t.answered, input.answeredOn],
    [t.due, input.dueOn],
    [t.report, input.report.label],
    [t.period, period],
  ] as const) {
    pair(doc, label, value, y);
    y = doc.y + 3;
  }
  doc.font('body').fontSize(10).fillColor(COLORS.ink);
  doc.text(t.greeting, MARGIN, y + 12, { width });
  doc.text(t.intro, MARGIN, doc.y + 4, { width });

  y = doc.y + 12;
  for (const line of letterLines(input)) {
    const h = Math.max(
      doc
        .font('body')
        .fontSize(9.5)
        .heightOfString(line.label, { width: width * 0.55 - 12 }),
      doc.heightOfString(line.value, { width: width * 0.45 - 12 }),
    );
    doc.rect(MARGIN, y, width, h + 12).fill(COLORS.zebra);
    doc.fillColor(COLORS.ink).text(line.label, MARGIN + 6, y + 6, { width: width * 0.55 - 12 });
    doc
      .font(line.withheld ? 'body' : 'bold')
      .fillColor(line.withheld ? COLORS.muted : COLORS.ink)
      .text(line.value, MARGIN + width * 0.55, y + 6, {
        width: width * 0.45 - 12,
        align: line.withheld ? 'left' : 'right',
      });
    y += h + 16;
  }

  doc
    .font('bold')
    .fontSize(10)
    .fillColor(COLORS.band)
    .text(t.criteriaTitle, MARGIN, y + 8, { width });
  doc.font('body').fontSize(9).fillColor(COLORS.ink);
  const criteria = [
    ...t.criteria,
    t.categoryCriteria[input.category.source],
    ...(input.category.criteria ?? []),
  ];
  for (const c of criteria) doc.text(`• ${c}`, MARGIN, doc.y + 3, { width });
  doc.text(t.closing, MARGIN, doc.y + 12, { width });
  doc.text(t.signature, MARGIN, doc.y + 16, { width });
  return documentBytes(doc);
};
