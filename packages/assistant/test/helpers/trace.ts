import { expect } from 'vitest';
import { formatDate, formatMoney, formatNumber, formatPercent } from '#compose/format.ts';
import { localizePeriod, publisherLabel, referenceRow, resolvePath, RULES } from '#index.ts';
import type { ChatTurn, CitedFigure, Language, ReportContext } from '#types.ts';
import { stripCited } from '#compose/verify-rephrasing.ts';
import { replyText } from './script.ts';

function decimalsOf(text: string): number {
  const m = /,(\d+)/.exec(text);
  return m?.[1]?.length ?? 0;
}

function formatted(f: CitedFigure, lang: Language): string {
  const d = decimalsOf(f.text);
  if (f.kind === 'money') return formatMoney(f.value, f.currency ?? 'PLN', d);
  if (f.kind === 'percent') return formatPercent(f.value, d);
  if (f.kind === 'date') return formatDate(f.value, lang);
  return formatNumber(f.value, d);
}

/** The value a figure's source holds, independently of how the engine computed it. */
function sourceValue(f: CitedFigure, turn: ChatTurn, context: ReportContext | null): number {
  const s = f.source;
  switch (s.kind) {
    case 'report':
      return resolvePath(context, s.path) as number;
    case 'reference': {
      const row = referenceRow(s.rowId);
      expect(row.flags.likelyError, `${row.id} is flagged LIKELY ERROR`).toBe(false);
      const v = row.value;
      const raw =
        v.kind === 'single'
          ? v.value
          : v.kind === 'range'
            ? s.part === 'low'
              ? v.low
              : v.high
            : v.values[s.part as number];
      return (raw as number) * (row.measure === 'percent' ? 1 : row.scale);
    }
    case 'user':
      return turn.state.slots.salary as number;
    case 'rule':
      return RULES[s.rule as keyof typeof RULES];
    case 'derived': {
      const [a, b] = s.inputs;
      expect(sourceValue(a, turn, context)).toBe(a.value);
      expect(sourceValue(b, turn, context)).toBe(b.value);
      return (Math.abs(a.value - b.value) / b.value) * 100;
    }
  }
}

function mentionValue(
  turn: ChatTurn,
  m: ChatTurn['mentions'][number],
  lang: Language,
  context: ReportContext | null,
): string {
  const s = m.source;
  if (s.kind === 'report') return String(resolvePath(context, s.path));
  if (s.kind === 'user') return turn.state.slots.position ?? '';
  const row = referenceRow(s.rowId);
  if (s.field === 'period') return localizePeriod(row.period, lang);
  if (s.field === 'publisher') return publisherLabel(row, lang);
  if (s.field === 'subject') return lang === 'pl' ? row.subjectPl : row.subjectEn;
  return row.id;
}

/** Checks one turn: every figure matches its source and no other number is printed. */
export function checkTraceable(
  turn: ChatTurn,
  lang: Language,
  context: ReportContext | null,
): void {
  const all = [
    replyText(turn),
    ...turn.reply.possible_fixed_values.flatMap((v) => [v.label, v.tip]),
  ].join('\n');
  for (const f of turn.figures) {
    expect(all, `figure ${f.text} not shown`).toContain(f.text);
    const value = sourceValue(f, turn, context);
    expect(typeof value, JSON.stringify(f.source)).toBe('number');
    // The figure is the source's value, printed as it stands (rounded only for display).
    expect(formatted({ ...f, value }, lang), JSON.stringify(f)).toBe(f.text);
    // The market's amounts are PLN; the organisation's and the user's are in the report's currency.
    if (f.kind === 'money') {
      const market = f.source.kind === 'reference';
      expect(f.currency, JSON.stringify(f)).toBe(market ? 'PLN' : (context?.currency ?? 'PLN'));
    }
    if (f.source.kind !== 'derived') expect(f.value).toBe(value);
  }
  for (const m of turn.mentions) {
    expect(mentionValue(turn, m, lang, context)).toBe(m.text);
  }
  // Remove names, periods and every cited figure (longest first); no digit may be left over.
  const { rest, missing } = stripCited(all, turn.figures, turn.mentions);
  expect(missing, 'cited figures not printed').toEqual([]);
  expect(rest, `uncited number in:\n${all}`).not.toMatch(/\d/);
}
