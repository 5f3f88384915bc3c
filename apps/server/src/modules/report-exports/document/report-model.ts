import { categoryFlag } from '@parytet/engine/flags';
import { unexplainedGapShown } from '@parytet/engine/gap-sign';
import type { DocumentCell, DocumentTable, ReportDocument } from '@parytet/contract/report-exports';
import { analysisTables } from './analysis-tables.ts';
import { count, money, text } from './cells.ts';
import type { ReportDocumentInput } from './report-input.ts';
import { documentTexts, type DocumentTexts } from './texts.ts';

export type Cell = DocumentCell;
export type Table = DocumentTable;
export type Withheld = ReportDocument['withheld'][number];
export type ReportModel = ReportDocument;

/**
 * Before submission nothing is overdue and the filing deadline stands; after it, the day filed
 * and the joint assessment's due date (submission + 6 calendar months).
 */
const deadlineRows = (input: ReportDocumentInput, t: DocumentTexts): [string, Cell][] => {
  const d = input.deadlines;
  if (!d) return [];
  if (d.submitted_on === null) {
    return [
      [t.submittedOn, text(t.notSubmitted)],
      [t.filingDeadline, text(d.filing_deadline ?? '—')],
    ];
  }
  return [
    [t.submittedOn, text(d.submitted_on)],
    [t.assessmentDue, text(d.due_date ?? '—')],
  ];
};

const summaryTable = (input: ReportDocumentInput, t: DocumentTexts): Table => {
  const { report, duty } = input;
  const period =
    report.period_start && report.period_end
      ? `${report.period_start} – ${report.period_end}`
      : t.periodUnknown;
  const source = input.categories?.source ?? input.indicators.category_source;
  const version = input.categories?.version ? ` (${t.version} ${input.categories.version})` : '';
  const rows: [string, Cell][] = [
    [t.organisation, text(input.organisationName)],
    [t.report, text(report.label)],
    [t.period, text(period)],
    [t.currency, text(report.currency)],
    [t.records, count(input.indicators.records)],
    [t.headCountBand, text(t.bands[duty.head_count_band])],
    [t.duty, text(duty.frequency_years === null ? t.noDuty : t.dutyEvery(duty.frequency_years))],
    [t.nextDeadline, text(input.nextDeadline ?? '—')],
    ...deadlineRows(input, t),
    [t.categoriesBy, text(`${t.categorySources[source]}${version}`)],
    [t.generated, text(input.generatedAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC')],
  ];
  return {
    key: 'summary',
    sheet: t.sheetSummary,
    title: t.title,
    columns: [
      { header: t.item, width: 34 },
      { header: t.value, width: 60 },
    ],
    rows: rows.map(([label, value]) => [text(label), value]),
  };
};

/** Builds the language-resolved report from the input. Pure. */
export const buildReportModel = (input: ReportDocumentInput): ReportModel => {
  const t = documentTexts[input.lang];
  const { indicators, minGroupSize: min } = input;
  const withheld: Withheld[] = [];
  const figure = (item: string, value: number | null, reason: string): Cell => {
    if (value !== null) return { kind: 'percent', value };
    withheld.push({ item, reason });
    return { kind: 'withheld', reason };
  };

  const overall = t.fewerOverall(min);
  const indicatorRows: [string, number | null, string][] = [
    [t.a, indicators.pay_gap_mean, overall],
    [t.b, indicators.variable_pay_gap_mean, t.fewerReceivers(min)],
    [t.c, indicators.pay_gap_median, overall],
    [t.d, indicators.variable_pay_gap_median, t.fewerReceivers(min)],
    [t.eWomen, indicators.receiving_variable_pay.women_percentage, overall],
    [t.eMen, indicators.receiving_variable_pay.men_percentage, overall],
  ];
  const indicatorsTable: Table = {
    key: 'indicators',
    sheet: t.sheetIndicators,
    title: t.indicatorsTitle,
    columns: [
      { header: t.indicator, width: 58 },
      { header: t.value, width: 16 },
    ],
    rows: indicatorRows.map(([label, value, reason]) => [
      text(label),
      figure(label, value, reason),
    ]),
  };

  const quartiles: Table = {
    key: 'quartiles',
    sheet: t.sheetQuartiles,
    title: t.quartilesTitle,
    columns: [
      { header: t.band, width: 20 },
      { header: t.women, width: 12 },
      { header: t.men, width: 12 },
      { header: t.womenShare, width: 12 },
      { header: t.menShare, width: 12 },
    ],
    rows: indicators.quartile_bands.map((b) => {
      const label = `${b.band}. ${t.bandNames[b.band - 1] ?? ''}`;
      return [
        text(label),
        count(b.number_of_women),
        count(b.number_of_men),
        figure(`${label}: ${t.womenShare}`, b.women_percentage, overall),
        figure(`${label}: ${t.menShare}`, b.men_percentage, overall),
      ];
    }),
  };

  const categories: Table = {
    key: 'categories',
    sheet: t.sheetCategories,
    title: t.categoriesTitle,
    columns: [
      { header: t.category, width: 22 },
      { header: t.people, width: 10 },
      { header: t.women, width: 12 },
      { header: t.men, width: 14 },
      { header: t.basePay, width: 16 },
      { header: t.variablePay, width: 16 },
      { header: t.totalPay, width: 16 },
      { header: t.flagged, width: 20 },
    ],
    rows: indicators.categories.map((c) => {
      const small =
        c.number_of_women < min
          ? t.fewerWomen(min)
          : c.number_of_men < min
            ? t.fewerMen(min)
            : null;
      const reason = small ?? t.withheld;
      const gap = (header: string, value: number | null) =>
        figure(`${c.category}: ${header}`, value, reason);
      return [
        text(c.category),
        count(c.total_people),
        count(c.number_of_women),
        count(c.number_of_men),
        gap(t.basePay, c.base_pay_gap_percentage),
        gap(t.variablePay, c.variable_pay_gap_percentage),
        gap(t.totalPay, c.total_pay_gap_percentage),
        // The engine's one rule: a withheld gap says "withheld", never "below 5 %".
        text(t.flags[categoryFlag(c)]),
      ];
    }),
  };

  const fit = indicators.unexplained_gap;
  const shown = fit === null ? null : unexplainedGapShown(fit);
  const unexplained: Table = {
    key: 'unexplained',
    sheet: t.sheetUnexplained,
    title: t.unexplainedTitle,
    columns: [
      { header: t.item, width: 40 },
      { header: t.value, width: 40 },
    ],
    rows:
      fit === null || shown === null
        ? [[text(t.note), text(t.noModel)]]
        : [
            // The engine's one sign rule (decisions §8): −Kennedy × 100, positive = women paid
            // less, as on the screens; the interval's ends swap with the sign.
            [text(t.coefficient), { kind: 'percent', value: shown.gap_percentage }],
            [text(t.intervalLow), { kind: 'percent', value: shown.ci_low_percentage }],
            [text(t.intervalHigh), { kind: 'percent', value: shown.ci_high_percentage }],
            [text(t.observations), count(fit.n)],
            [text(t.factors), text(fit.terms.map((x) => t.terms[x] ?? x).join(', ') || '—')],
            [text(t.aboveTolerance), text(fit.above_tolerance ? t.yes : t.no)],
          ],
  };

  // Per-person raises would name people: only the totals of each category are handed on.
  const cost: Table = {
    key: 'cost',
    sheet: t.sheetCost,
    title: t.costTitle,
    columns: [
      { header: t.category, width: 26 },
      { header: t.raisedGroup, width: 14 },
      { header: t.monthly, width: 16 },
      { header: t.yearly, width: 16 },
    ],
    rows: [
      ...indicators.cost_to_close.categories.map((c): Cell[] => [
        text(c.category),
        text(c.raised_gender === 'female' ? t.women : c.raised_gender === 'male' ? t.men : '—'),
        money(c.total_monthly_raise),
        money(c.total_yearly_raise),
      ]),
      [
        text('Σ'),
        text(''),
        money(indicators.cost_to_close.total_monthly_raise),
        money(indicators.cost_to_close.total_yearly_raise),
      ],
    ],
  };

  const assessmentRows = (input.assessment ?? []).map((a): Cell[] => [
    text(a.category),
    text(t.states[a.state]),
    text(a.justification ?? a.remedy ?? ''),
    text(a.target_date ?? ''),
  ]);
  const assessment: Table = {
    key: 'assessment',
    sheet: t.sheetAssessment,
    title: t.assessmentTitle,
    columns: [
      { header: t.category, width: 24 },
      { header: t.state, width: 16 },
      { header: t.record, width: 60 },
      { header: t.targetDate, width: 12 },
    ],
    rows: assessmentRows,
  };

  return {
    lang: input.lang,
    currency: input.report.currency,
    title: t.title,
    subtitle: t.subtitle,
    label: input.report.label,
    summary: summaryTable(input, t),
    tables: [
      ...[indicatorsTable, quartiles, categories, unexplained, cost, assessment],
      ...analysisTables(input.lang, input.analysis),
    ],
    notes: [t.hoursBasis[indicators.hours_basis], ...(input.categories?.criteria ?? [])],
    assessmentNone: t.assessmentNone,
    methodology: t.methodology(min),
    methodologyTitle: t.methodologyTitle,
    withheldTitle: t.withheldTitle,
    withheldNone: t.withheldNone,
    withheld,
    charts: {
      gaps: indicatorRows
        .slice(0, 4)
        .map(([, value], i) => ({ label: t.chartLabels[i] ?? '', value })),
      quartiles: indicators.quartile_bands.map((b) => ({
        label: t.bandNames[b.band - 1] ?? String(b.band),
        women: b.women_percentage ?? 0,
        men: b.men_percentage ?? 0,
      })),
      categories: indicators.categories.map((c) => ({
        label: c.category,
        value: c.total_pay_gap_percentage,
        flagged: categoryFlag(c) === 'flagged',
      })),
    },
  };
};
