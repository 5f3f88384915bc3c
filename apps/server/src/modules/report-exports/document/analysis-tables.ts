import type { Language } from '@parytet/contract/common';
import type { ComparisonView } from '@parytet/contract/comparison';
import type { RegressionView } from '@parytet/contract/regression';
import { analysisTexts } from './analysis-texts.ts';
import { count, decimal, text } from './cells.ts';
import { locale } from './format.ts';
import type { Cell, Table } from './report-model.ts';

/** The model card and the comparison handed to the documents (analysis module). */
export type DocumentAnalysis = {
  regression: RegressionView | null;
  comparison: ComparisonView | null;
};

/** The tables this file adds, drawn after the report's own by the PDF (the XLSX draws all). */
export const ANALYSIS_TABLE_KEYS = ['regression', 'regression_terms', 'comparison'] as const;

/** A raw coefficient to 5 significant digits: what an expert checks a model against. */
const digits = (lang: Language, x: number, options: Intl.NumberFormatOptions = {}) =>
  text(x.toLocaleString(locale(lang), { maximumSignificantDigits: 5, ...options }));
const pValue = (lang: Language, p: number) =>
  text(
    p < 0.001
      ? `< ${(0.001).toLocaleString(locale(lang))}`
      : p.toFixed(3).replace('.', lang === 'pl' ? ',' : '.'),
  );

const termName = (lang: Language, term: string) => {
  const t = analysisTexts[lang];
  const at = term.indexOf('=');
  if (at < 0) return t.terms[term] ?? term;
  return `${t.factors[term.slice(0, at)] ?? term.slice(0, at)}: ${term.slice(at + 1)}`;
};

const modelTables = (lang: Language, view: RegressionView): Table[] => {
  const t = analysisTexts[lang];
  const fit = view.regression;
  const columns = [
    { header: t.item, width: 60 },
    { header: t.value, width: 30 },
  ];
  const title = t.modelTitle(t.models[view.model]);
  if (fit === null) {
    return [
      {
        key: 'regression',
        sheet: t.sheetModel,
        title,
        columns,
        rows: [[text(t.noModel), text('—')]],
      },
    ];
  }
  // The interval of the coefficient read the way of the gap: −(e^c − 1) × 100, ends swapped.
  const gap = (c: number) => -(Math.exp(c) - 1) * 100;
  const rows: [string, Cell][] = [
    [t.unexplained, { kind: 'percent', value: -fit.female.kennedy * 100 }],
    [t.intervalLow, { kind: 'percent', value: gap(fit.female.ci_high) }],
    [t.intervalHigh, { kind: 'percent', value: gap(fit.female.ci_low) }],
    [t.verdictLabel, text(t.verdicts[fit.verdict])],
    [t.rSquared, digits(lang, fit.r_squared)],
    [t.adjustedRSquared, digits(lang, fit.adjusted_r_squared)],
    [t.people, count(fit.n)],
    [t.women, count(fit.women)],
    [t.df, count(fit.df)],
    [t.excluded, count(view.excluded_count)],
    [t.withheldTerms, count(view.withheld_terms)],
  ];
  return [
    {
      key: 'regression',
      sheet: t.sheetModel,
      title,
      columns,
      rows: rows.map(([l, v]) => [text(l), v]),
    },
    {
      key: 'regression_terms',
      sheet: t.sheetTerms,
      title: t.termsTitle,
      columns: [
        { header: t.term, width: 34 },
        { header: t.coefficient, width: 16 },
        { header: t.standardError, width: 16 },
        { header: 't', width: 10 },
        { header: 'p', width: 10 },
      ],
      rows: [
        ...fit.terms.map((term): Cell[] => [
          text(termName(lang, term.term)),
          digits(lang, term.coefficient),
          digits(lang, term.standard_error),
          digits(lang, term.t, { maximumFractionDigits: 2, maximumSignificantDigits: undefined }),
          pValue(lang, term.p),
        ]),
        [text(t.signs), text(''), text(''), text(''), text('')],
      ],
    },
  ];
};

const comparisonTable = (lang: Language, view: ComparisonView): Table => {
  const t = analysisTexts[lang];
  const counts = new Set(['head_count', 'women', 'men']);
  const cell = (name: string, value: number | null): Cell =>
    value === null ? text('—') : counts.has(name) ? count(value) : { kind: 'percent', value };
  const change = (value: number | null): Cell => (value === null ? text('—') : decimal(value));
  const rows: Cell[][] = view.indicators.map((i) => [
    text(t.indicators[i.name]),
    cell(i.name, i.this),
    cell(i.name, i.other),
    change(i.change),
  ]);
  if (view.split !== null) {
    for (const part of ['stayers', 'leavers', 'joiners'] as const) {
      rows.push([text(t[part]), text(''), text(''), change(view.split[part])]);
    }
  }
  return {
    key: 'comparison',
    sheet: t.sheetComparison,
    title: t.comparisonTitle(view.other?.label ?? '—'),
    columns: [
      { header: t.indicator, width: 52 },
      { header: `${t.thisReport}: ${view.report.label}`, width: 18 },
      { header: `${t.otherReport}: ${view.other?.label ?? '—'}`, width: 18 },
      { header: t.change, width: 14 },
    ],
    rows,
  };
};

/** The model card and, when there is an earlier report, the comparison, as document tables. */
export const analysisTables = (lang: Language, analysis: DocumentAnalysis | null | undefined) => [
  ...(analysis?.regression ? modelTables(lang, analysis.regression) : []),
  ...(analysis?.comparison ? [comparisonTable(lang, analysis.comparison)] : []),
];
