import type { Language } from '@parytet/contract/common';
import type { BandAdvert } from '@parytet/contract/salary-band-documents';
import type { ReportBands, SalaryBand } from '@parytet/contract/salary-bands';
import { bandSpreadPercent, compareNatural } from '@parytet/engine';
import { bandTexts } from './band-texts.ts';
import { count, decimal, money, text } from './cells.ts';
import type { Cell, Table } from './report-model.ts';

type Structure = {
  version: number;
  effective_from: string;
  basis: 'base' | 'total';
  currency: string;
  bands: readonly SalaryBand[];
};

/** A salary bands document before layout: the PDF and the workbook draw exactly this. */
export type BandsDocument = {
  lang: Language;
  title: string;
  subtitle: string;
  currency: string;
  /** A report against the bands has tables of ten columns: landscape pages. */
  landscape: boolean;
  summary: Table;
  tables: Table[];
  notes: string[];
};

const orWithheld = (value: number | null, cell: (v: number) => Cell, reason: string): Cell =>
  value === null ? { kind: 'withheld', reason } : cell(value);

const ordered = <B extends Pick<SalaryBand, 'level' | 'job_family'>>(bands: readonly B[]) =>
  [...bands].sort(
    (a, b) =>
      compareNatural(a.level, b.level) || compareNatural(a.job_family ?? '', b.job_family ?? ''),
  );

const summaryOf = (lang: Language, structure: Structure, report: string | null): Table => {
  const t = bandTexts[lang];
  const rows = [
    ...(report === null ? [] : [[text(t.report), text(report)]]),
    [text(t.version), text(String(structure.version))],
    [text(t.effectiveFrom), text(structure.effective_from)],
    [text(t.basis), text(t.basisValue[structure.basis])],
    [text(t.currency), text(structure.currency)],
  ];
  return {
    key: 'summary',
    sheet: t.sheetNotes,
    title: t.bandsTitle,
    columns: [
      { header: '', width: 30 },
      { header: '', width: 70 },
    ],
    rows,
  };
};

/** The bands of a version with each one's spread, and its advert sentences (Art. 5). */
export const bandsDocument = (
  lang: Language,
  structure: Structure,
  adverts: readonly BandAdvert[],
): BandsDocument => {
  const t = bandTexts[lang];
  const bands: Table = {
    key: 'bands',
    sheet: t.sheetBands,
    title: t.bandsTitle,
    columns: [
      { header: t.level, width: 16 },
      { header: t.family, width: 22 },
      { header: t.min, width: 15 },
      { header: t.mid, width: 15 },
      { header: t.max, width: 15 },
      { header: t.spread, width: 12 },
    ],
    rows: ordered(structure.bands).map((band) => {
      const spread = bandSpreadPercent(band);
      return [
        text(band.level),
        text(band.job_family ?? ''),
        money(band.min),
        money(band.mid),
        money(band.max),
        spread === null ? text('') : decimal(spread),
      ];
    }),
  };
  const advertTable: Table = {
    key: 'adverts',
    sheet: t.sheetAdverts,
    title: t.adverts,
    columns: [
      { header: t.level, width: 14 },
      { header: t.family, width: 16 },
      { header: lang === 'pl' ? t.advertPl : t.advertEn, width: 70 },
    ],
    rows: ordered(adverts).map((a) => [text(a.level), text(a.job_family ?? ''), text(a[lang])]),
  };
  return {
    lang,
    title: t.bandsTitle,
    subtitle: `${t.version} ${structure.version} · ${t.effectiveFrom} ${structure.effective_from}`,
    currency: structure.currency,
    landscape: false,
    summary: summaryOf(lang, structure, null),
    tables: [bands, advertTable],
    notes: [t.amounts],
  };
};

/**
 * A report read against the bands as the caller's role received it (ReportBands without the
 * people): a null figure is withheld in the document exactly as it is in the answer.
 */
export const reportBandsDocument = (
  lang: Language,
  label: string,
  answer: Omit<ReportBands, 'employees'>,
  minGroupSize: number,
): BandsDocument => {
  const t = bandTexts[lang];
  const reason = t.fewerThan(minGroupSize);
  const bands = ordered(answer.bands);
  const name = (b: SalaryBand) => [text(b.level), text(b.job_family ?? '')];
  const headcounts: Table = {
    key: 'headcounts',
    sheet: t.sheetBands,
    title: t.headcounts,
    columns: [
      { header: t.level, width: 12 },
      { header: t.family, width: 16 },
      { header: t.min, width: 13 },
      { header: t.mid, width: 13 },
      { header: t.max, width: 13 },
      { header: t.people, width: 9 },
      { header: t.women, width: 9 },
      { header: t.men, width: 9 },
      { header: t.belowMin, width: 10 },
      { header: t.aboveMax, width: 10 },
    ],
    rows: bands.map((b) => [
      ...name(b),
      money(b.min),
      money(b.mid),
      money(b.max),
      count(b.total_people),
      count(b.number_of_women),
      count(b.number_of_men),
      count(b.below_min),
      count(b.above_max),
    ]),
  };
  const compa: Table = {
    key: 'compa',
    sheet: t.sheetCompa,
    title: t.compa,
    columns: [
      { header: t.level, width: 12 },
      { header: t.family, width: 16 },
      { header: t.womenCompa, width: 12 },
      { header: t.menCompa, width: 12 },
      { header: t.gap, width: 11 },
      { header: t.flagged, width: 10 },
      { header: t.cost, width: 14 },
      { header: t.costWomen, width: 13 },
      { header: t.costMen, width: 13 },
    ],
    rows: bands.map((b) => [
      ...name(b),
      orWithheld(b.women_mean_compa_ratio, decimal, reason),
      orWithheld(b.men_mean_compa_ratio, decimal, reason),
      orWithheld(b.compa_ratio_gap_percentage, decimal, reason),
      text(b.flagged ? t.yes : t.no),
      orWithheld(b.cost_to_min_monthly, money, reason),
      orWithheld(b.cost_to_min_monthly_women, money, reason),
      orWithheld(b.cost_to_min_monthly_men, money, reason),
    ]),
  };
  return {
    lang,
    title: t.reportTitle,
    subtitle: `${label} · ${t.version} ${answer.version} · ${t.effectiveFrom} ${answer.effective_from}`,
    currency: answer.currency,
    landscape: true,
    summary: summaryOf(lang, answer, label),
    tables: [headcounts, compa],
    notes: [t.amounts, ...t.notes, t.smallGroups(minGroupSize)],
  };
};
