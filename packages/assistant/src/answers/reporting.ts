import { resolvePath, type AnswerBuilder } from '#compose/answer-builder.ts';
import type { Intent, ReportingContext } from '#types.ts';

/** At most this many categories are listed; the screen holds the rest. */
const MAX_LISTED = 5;
const R = 'reporting';

const link = (b: AnswerBuilder, ctx: ReportingContext, view: string) =>
  `${b.t('On screen: ', 'Na ekranie: ')}/main/pay-transparency/${b.mention(ctx.reportId, {
    kind: 'report',
    path: `${R}.reportId`,
  })}/${view}`;

const pct = (b: AnswerBuilder, path: string) => b.report(path, 'percent') ?? '–';

function indicators(b: AnswerBuilder, ctx: ReportingContext): string {
  const p = (field: string) => pct(b, `${R}.indicators.${field}`);
  const lines = [
    b.t(
      `Mean pay gap ${p('pay_gap_mean')}, median ${p('pay_gap_median')}; variable pay gap ${p('variable_pay_gap_mean')} (mean).`,
      `Średnia luka płacowa ${p('pay_gap_mean')}, mediana ${p('pay_gap_median')}; luka w składnikach zmiennych ${p('variable_pay_gap_mean')} (średnia).`,
    ),
  ];
  const unexplained = b.report(`${R}.unexplainedGapPercent`, 'percent');
  if (unexplained !== null) {
    lines.push(
      b.t(
        `Unexplained gap (regression; positive = women paid less): ${unexplained}.`,
        `Niewyjaśniona luka (regresja; dodatnia = kobiety zarabiają mniej): ${unexplained}.`,
      ),
    );
  }
  const flagged = b.report(`${R}.flaggedCount`, 'count');
  lines.push(b.t(`Flagged categories: ${flagged}.`, `Kategorie oznaczone: ${flagged}.`));
  return [...lines, link(b, ctx, 'indicators')].join('\n');
}

function flagged(b: AnswerBuilder, ctx: ReportingContext): string {
  const rows = ctx.indicators.categories.map((c, i) => ({ c, i })).filter(({ c }) => c.flagged);
  if (rows.length === 0) {
    return [
      b.t(
        'No category is flagged: no total-pay gap of 5 % or more, so there is nothing to justify or remedy.',
        'Żadna kategoria nie jest oznaczona: nigdzie luka w wynagrodzeniu całkowitym nie sięga 5 %, więc nie ma czego uzasadniać ani naprawiać.',
      ),
      link(b, ctx, 'assessment'),
    ].join('\n');
  }
  const lines = rows.slice(0, MAX_LISTED).map(({ c, i }) => {
    const gap = pct(b, `${R}.indicators.categories[${i}].total_pay_gap_percentage`);
    const at = ctx.costToClose.findIndex((k) => k.category === c.category);
    const cost = at < 0 ? null : b.report(`${R}.costToClose[${at}].total_monthly_raise`, 'money');
    const name = b.mention(c.category, {
      kind: 'report',
      path: `${R}.indicators.categories[${i}].category`,
    });
    return cost === null
      ? `• ${name}: ${gap}`
      : b.t(
          `• ${name}: ${gap}; closing it: ${cost} a month`,
          `• ${name}: ${gap}; wyrównanie: ${cost} miesięcznie`,
        );
  });
  if (rows.length > MAX_LISTED) {
    const more = b.count(rows.length - MAX_LISTED, { kind: 'report', path: `${R}.flaggedCount` });
    lines.push(b.t(`…and ${more} more.`, `…i ${more} więcej.`));
  }
  return [
    b.t(
      'Each flagged category needs a justification by objective, gender-neutral criteria, or a remedy within six months of the report’s submission:',
      'Każda oznaczona kategoria wymaga uzasadnienia obiektywnymi, neutralnymi płciowo kryteriami albo naprawy w ciągu sześciu miesięcy od złożenia sprawozdania:',
    ),
    ...lines,
    link(b, ctx, 'assessment'),
  ].join('\n');
}

function duty(b: AnswerBuilder, ctx: ReportingContext): string {
  const d = ctx.indicators.reporting_duty;
  const path = `${R}.indicators.reporting_duty`;
  const heads = d.head_count === null ? null : b.report(`${path}.head_count`, 'count');
  const date = (field: 'first_deadline' | 'next_deadline') =>
    b.mention(String(d[field]), { kind: 'report', path: `${path}.${field}` });
  if (d.frequency_years === null) {
    return [
      b.t(
        `With ${heads ?? 'fewer than 100'} workers the Directive sets no reporting duty (it starts at 100); you may still report voluntarily.`,
        `Przy ${heads ?? 'mniej niż 100'} pracownikach dyrektywa nie nakłada obowiązku sprawozdawczego (zaczyna się od 100); można raportować dobrowolnie.`,
      ),
      link(b, ctx, 'indicators'),
    ].join('\n');
  }
  const every =
    d.frequency_years === 1
      ? b.t('every year', 'co roku')
      : b.t('every three years', 'co trzy lata');
  return [
    b.t(
      `With ${heads} workers you report ${every}: the first report is due by ${date('first_deadline')}, the next deadline is ${date('next_deadline')}.`,
      `Przy ${heads} pracownikach składasz sprawozdanie ${every}: pierwsze do ${date('first_deadline')}, najbliższy termin to ${date('next_deadline')}.`,
    ),
    link(b, ctx, 'indicators'),
  ].join('\n');
}

function comparison(b: AnswerBuilder, ctx: ReportingContext): string {
  const view = ctx.comparison;
  if (view === null || view.other === null) {
    return b.t(
      'There is no earlier ready report to compare with yet.',
      'Nie ma jeszcze wcześniejszego gotowego raportu do porównania.',
    );
  }
  const at = view.indicators.findIndex((i) => i.name === 'pay_gap_mean');
  const base = `${R}.comparison.indicators[${at}]`;
  const change = view.indicators[at]?.change;
  // A change in percentage points, signed as the comparison gives it.
  const points = (path: string) =>
    b.number(resolvePath(b.context, path) as number, { kind: 'report', path }, 2);
  const other = b.mention(view.other.label, {
    kind: 'report',
    path: `${R}.comparison.other.label`,
  });
  const lines = [
    b.t(
      `Mean pay gap: ${pct(b, `${base}.this`)} now, ${pct(b, `${base}.other`)} in ${other}${change === null || change === undefined ? '' : ` (change ${points(`${base}.change`)} pp)`}.`,
      `Średnia luka płacowa: teraz ${pct(b, `${base}.this`)}, w raporcie ${other} ${pct(b, `${base}.other`)}${change === null || change === undefined ? '' : ` (zmiana ${points(`${base}.change`)} p.p.)`}.`,
    ),
  ];
  if (view.split !== null) {
    lines.push(
      b.t(
        `Of the change: pay changes of those who stayed ${points(`${R}.comparison.split.stayers`)} pp, leavers ${points(`${R}.comparison.split.leavers`)} pp, joiners ${points(`${R}.comparison.split.joiners`)} pp.`,
        `Z tej zmiany: zmiany płac osób, które zostały ${points(`${R}.comparison.split.stayers`)} p.p., odejścia ${points(`${R}.comparison.split.leavers`)} p.p., nowe osoby ${points(`${R}.comparison.split.joiners`)} p.p.`,
      ),
    );
  }
  return [...lines, link(b, ctx, 'comparison')].join('\n');
}

/** The organisation's own reporting, each answer citing its figures and naming its screen. */
export function answerReporting(
  b: AnswerBuilder,
  ctx: ReportingContext | null | undefined,
  intent: Intent,
): string {
  if (!ctx) {
    return b.t(
      'I can answer this from your organisation’s EU pay transparency reporting once a report is ready and your plan includes reporting.',
      'Odpowiem na to na podstawie sprawozdawczości o przejrzystości wynagrodzeń, gdy raport będzie gotowy, a plan obejmie sprawozdawczość.',
    );
  }
  if (intent === 'flagged') return flagged(b, ctx);
  if (intent === 'duty') return duty(b, ctx);
  if (intent === 'comparison') return comparison(b, ctx);
  return indicators(b, ctx);
}
