import type {
  CitedFigure,
  CitedSource,
  FigureSource,
  Language,
  Mention,
  ReportContext,
} from '../types.ts';
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

  constructor(lang: Language, context: ReportContext | null) {
    this.lang = lang;
    this.context = context;
  }

  t(en: string, pl: string): string {
    return this.lang === 'pl' ? pl : en;
  }

  private add(figure: CitedFigure): string {
    this.figures.push(figure);
    return figure.text;
  }

  money(value: number, source: FigureSource, decimals = 0): string {
    return this.add({ kind: 'money', value, text: formatMoney(value, decimals), source });
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
