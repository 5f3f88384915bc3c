import type { Currency } from '@parytet/contract/reports';
import type {
  CitedFigure,
  CitedSource,
  FigureSource,
  Language,
  Mention,
  ReportContext,
} from '#types.ts';
import { formatDate, formatMoney, formatNumber, formatPercent } from './format.ts';

/** Reads a field path such as `adjusted.w1[2].pay_gap_percentage` in the report context. */
export function resolvePath(root: unknown, path: string): unknown {
  let current: unknown = root;
  for (const part of path.match(/[^.[\]]+/g) ?? []) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * Collects an answer's figures while its text is written: every number goes into the text
 * through one of these methods, so it is always recorded with its source.
 */
export class AnswerBuilder {
  readonly figures: CitedFigure[] = [];
  readonly mentions: Mention[] = [];
  readonly sources = new Map<string, CitedSource>();
  readonly lang: Language;
  readonly context: ReportContext | null;
  /** The currency of the organisation's figures (and of a salary the user gives): the report's. */
  readonly currency: Currency;

  constructor(lang: Language, context: ReportContext | null) {
    this.lang = lang;
    this.context = context;
    this.currency = context?.currency ?? 'PLN';
  }

  t(en: string, pl: string): string {
    return this.lang === 'pl' ? pl : en;
  }

  private add(figure: CitedFigure): string {
    this.figures.push(figure);
    return figure.text;
  }

  /** An amount in the report's currency unless told otherwise (the market's is PLN). */
  money(value: number, source: FigureSource, decimals = 0, currency = this.currency): string {
    const text = formatMoney(value, currency, decimals);
    return this.add({ kind: 'money', value, currency, text, source });
  }

  /** Whether the report's amounts are in another currency than the market's (PLN). */
  get foreignCurrency(): boolean {
    return this.currency !== 'PLN';
  }

  /** Whether an amount from the reference table (always PLN) has been written so far. */
  hasMarketMoney(): boolean {
    return this.figures.some((f) => f.kind === 'money' && f.source.kind === 'reference');
  }

  percent(value: number, source: FigureSource, decimals = 2): string {
    return this.add({ kind: 'percent', value, text: formatPercent(value, decimals), source });
  }

  count(value: number, source: FigureSource): string {
    return this.add({ kind: 'count', value, text: formatNumber(value), source });
  }

  number(value: number, source: FigureSource, decimals = 0): string {
    return this.add({ kind: 'number', value, text: formatNumber(value, decimals), source });
  }

  date(yyyymmdd: number, rule: string): string {
    return this.add({
      kind: 'date',
      value: yyyymmdd,
      text: formatDate(yyyymmdd, this.lang),
      source: { kind: 'rule', rule },
    });
  }

  /** A name or period that holds digits; recorded so the test knows it is not a figure. */
  mention(text: string, source: Mention['source']): string {
    if (/\d/.test(text)) this.mentions.push({ text, source });
    return text;
  }

  /** The position as the user typed it, echoed back (recorded when it holds digits). */
  userPosition(text: string): string {
    return this.mention(text, { kind: 'user', slot: 'position' });
  }

  /** The report's value at `path`: a money, percent or count figure by `kind`. */
  report(path: string, kind: 'money' | 'percent' | 'count'): string | null {
    const value = resolvePath(this.context, path);
    if (typeof value !== 'number' || !Number.isFinite(value)) return null;
    const source: FigureSource = { kind: 'report', path };
    if (kind === 'money') return this.money(value, source);
    if (kind === 'percent') return this.percent(value, source);
    return this.count(value, source);
  }

  /** A report name (level, position, label): text as is, recorded when it holds digits. */
  reportName(path: string): string {
    const value = resolvePath(this.context, path);
    return this.mention(String(value), { kind: 'report', path });
  }

  /** The figure of `a` compared with `b` in percent, called derived in the text by the caller. */
  percentDifference(a: CitedFigure, b: CitedFigure): string {
    const value = ((a.value - b.value) / b.value) * 100;
    return this.add({
      kind: 'percent',
      value: Math.abs(value),
      text: formatPercent(Math.abs(value), 1),
      source: { kind: 'derived', op: 'percent_difference', inputs: [a, b] },
    });
  }

  lastFigure(): CitedFigure {
    const last = this.figures[this.figures.length - 1];
    if (last === undefined) throw new Error('no figure yet');
    return last;
  }
}
