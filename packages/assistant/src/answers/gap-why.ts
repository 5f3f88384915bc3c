import type { AnswerBuilder } from '#compose/answer-builder.ts';
import { noun } from '#compose/format.ts';
import { citableRow, citeRow } from '#reference/cite-reference.ts';
import { RULES } from '#rules.ts';
import type { ReportContext } from '#types.ts';

const THRESHOLD = RULES['directive.jpa_threshold_percent'];

type Category = {
  path: string;
  namePath: string;
  gap: number;
  people: number;
  kind: 'w1' | 'w2' | 'position';
};

function categories(ctx: ReportContext): Category[] {
  const out: Category[] = [];
  for (const kind of ['w1', 'w2'] as const) {
    ctx.adjusted[kind].forEach((row, i) => {
      if (row.pay_gap_percentage !== null) {
        out.push({
          path: `adjusted.${kind}[${i}]`,
          namePath: `adjusted.${kind}[${i}].level`,
          gap: row.pay_gap_percentage,
          people: row.total_people,
          kind,
        });
      }
    });
  }
  ctx.extendedSalaryRanges.ranges.forEach((level, li) => {
    level.positions.forEach((p, pi) => {
      if (p.pay_gap_percentage !== null) {
        const path = `extendedSalaryRanges.ranges[${li}].positions[${pi}]`;
        out.push({
          path,
          namePath: `${path}.position`,
          gap: p.pay_gap_percentage,
          people: p.total_people,
          kind: 'position',
        });
      }
    });
  });
  return out;
}

function categoryName(b: AnswerBuilder, c: Category): string {
  const name = b.reportName(c.namePath);
  if (c.kind === 'position') {
    const levelPath = c.path.replace(/\.positions\[\d+\]$/, '.level');
    return b.t(
      `position ${name} (level ${b.reportName(levelPath)})`,
      `stanowisko ${name} (poziom ${b.reportName(levelPath)})`,
    );
  }
  return c.kind === 'w1'
    ? b.t(`level ${name}, base salary`, `poziom ${name}, wynagrodzenie zasadnicze`)
    : b.t(`level ${name}, with bonuses`, `poziom ${name}, z premiami`);
}

function headline(b: AnswerBuilder): string[] {
  const label = b.reportName('label');
  const women = b.report('base.mean.base_salary.women', 'money');
  const men = b.report('base.mean.base_salary.men', 'money');
  const meanGap = b.report('base.mean.base_salary.pay_gap_percentage', 'percent');
  const medianGap = b.report('base.median.base_salary.pay_gap_percentage', 'percent');
  const lines = [
    b.t(
      `In your report “${label}” (${b.report('base.number_of_women', 'count')} women, ${b.report('base.number_of_men', 'count')} men), women's mean base salary is ${women ?? 'n/a'} and men's ${men ?? 'n/a'}.`,
      `W raporcie „${label}” (kobiety: ${b.report('base.number_of_women', 'count')}, mężczyźni: ${b.report('base.number_of_men', 'count')}) średnie wynagrodzenie zasadnicze kobiet wynosi ${women ?? 'brak'}, a mężczyzn ${men ?? 'brak'}.`,
    ),
    meanGap !== null
      ? b.t(
          `The gap is ${meanGap} on the mean and ${medianGap ?? 'not available'} on the median.`,
          `Luka wynosi ${meanGap} dla średniej i ${medianGap ?? 'brak'} dla mediany.`,
        )
      : b.t(
          'The overall gap cannot be computed: one of the groups is too small.',
          'Luki ogółem nie da się policzyć: jedna z grup jest za mała.',
        ),
  ];
  const adjusted = b.report('adjusted.w1_weighted_pay_gap_percentage', 'percent');
  if (adjusted !== null) {
    const ctx = b.context as ReportContext;
    const raw = ctx.base.mean.base_salary.pay_gap_percentage;
    const within = ctx.adjusted.w1_weighted_pay_gap_percentage ?? 0;
    lines.push(
      b.t(
        `Comparing women and men within the same level (adjusted gap, W1) gives ${adjusted}.`,
        `Porównanie kobiet i mężczyzn na tym samym poziomie (luka skorygowana, W1) daje ${adjusted}.`,
      ),
    );
    // Read the two gaps together only when both exist.
    if (raw !== null && Math.abs(raw) > Math.abs(within)) {
      lines.push(
        b.t(
          'So much of the overall gap comes from women and men working at different levels, not from different pay for the same level.',
          'Duża część luki ogółem wynika więc z tego, że kobiety i mężczyźni pracują na różnych poziomach, a nie z różnej płacy na tym samym poziomie.',
        ),
      );
    } else if (raw !== null) {
      lines.push(
        b.t(
          'So the gap is mostly within levels: women and men at the same level are paid differently.',
          'Luka występuje więc głównie w obrębie poziomów: kobiety i mężczyźni na tym samym poziomie zarabiają różnie.',
        ),
      );
    }
  }
  return lines;
}

function concentration(b: AnswerBuilder, ctx: ReportContext): string[] {
  const order = ctx.salaryRanges.ranges
    .map((r, i) => ({ r, i }))
    .sort((x, y) => (y.r.median ?? 0) - (x.r.median ?? 0));
  const lines = [
    b.t(
      'Where women and men work, from the best-paid level (by median):',
      'Gdzie pracują kobiety i mężczyźni, od najlepiej opłacanego poziomu (wg mediany):',
    ),
  ];
  for (const { r, i } of order.slice(0, 8)) {
    const path = `salaryRanges.ranges[${i}]`;
    const w = b.report(`${path}.number_of_women`, 'count');
    const m = b.report(`${path}.number_of_men`, 'count');
    lines.push(
      `• ${b.reportName(`${path}.level`)} (${b.t('median', 'mediana')} ${b.report(`${path}.median`, 'money') ?? '-'}): ${w} ${noun(r.number_of_women, 'women', b.lang)}, ${m} ${noun(r.number_of_men, 'men', b.lang)}`,
    );
  }
  return lines;
}

/** Intent 2: why the organisation's gap is what it is. */
export function answerGapWhy(b: AnswerBuilder): string {
  const ctx = b.context;
  if (ctx === null) {
    const row = citableRow('GPG-001');
    return [
      b.t(
        'Your organisation has no ready report yet, so I cannot explain your gap. Upload a salary file and ask again once the report is ready.',
        'Twoja organizacja nie ma jeszcze gotowego raportu, więc nie wyjaśnię Waszej luki. Wgraj plik z wynagrodzeniami i zapytaj ponownie, gdy raport będzie gotowy.',
      ),
      ...(row
        ? [
            b.t('For context, the national figure:', 'Dla kontekstu, dane dla całej Polski:'),
            `• ${citeRow(b, row)}.`,
          ]
        : []),
    ].join('\n');
  }
  const all = categories(ctx);
  const threshold = (): string =>
    b.percent(THRESHOLD, { kind: 'rule', rule: 'directive.jpa_threshold_percent' }, 0);
  const lines = [...headline(b), '', ...concentration(b, ctx), ''];
  const top = [...all]
    .filter((c) => c.kind !== 'w2')
    .sort((x, y) => Math.abs(y.gap) * y.people - Math.abs(x.gap) * x.people)
    .slice(0, 3);
  if (top.length > 0) {
    lines.push(
      b.t(
        'Contributing most (gap weighted by head count):',
        'Największy wpływ (luka ważona liczbą osób):',
      ),
    );
    for (const c of top) {
      lines.push(
        `• ${categoryName(b, c)}: ${b.report(`${c.path}.pay_gap_percentage`, 'percent')}, ${b.report(`${c.path}.total_people`, 'count')} ${noun(c.people, 'people', b.lang)}`,
      );
    }
    lines.push('');
  }
  const over = all.filter((c) => Math.abs(c.gap) >= THRESHOLD);
  if (over.length === 0) {
    lines.push(
      b.t(
        `No level or position has a gap of ${threshold()} or more.`,
        `Żaden poziom ani stanowisko nie ma luki ${threshold()} lub większej.`,
      ),
    );
  } else {
    lines.push(
      b.t(
        `Categories with a gap of ${threshold()} or more in either direction (the EU Directive's threshold for a joint pay assessment, unless objective, gender-neutral criteria justify it):`,
        `Kategorie z luką ${threshold()} lub większą w którąkolwiek stronę (próg dyrektywy UE, od którego wymagana jest wspólna ocena wynagrodzeń, chyba że uzasadniają ją obiektywne, neutralne płciowo kryteria):`,
      ),
    );
    for (const c of over)
      lines.push(`• ${categoryName(b, c)}: ${b.report(`${c.path}.pay_gap_percentage`, 'percent')}`);
  }
  lines.push(
    b.t(
      'A positive gap means women are paid less than men; a negative one, more.',
      'Dodatnia luka oznacza, że kobiety zarabiają mniej niż mężczyźni; ujemna, że więcej.',
    ),
  );
  return lines.join('\n');
}
