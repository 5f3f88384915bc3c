import type { AnswerBuilder } from '#compose/answer-builder.ts';
import { citableRow, citeRow } from '#reference/cite-reference.ts';
import type { CitedFigure, ReportContext, Slots } from '#types.ts';
import { gapText, genderMean, headcount, matchPositions } from './report-lines.ts';

const CURRENT_MINIMUM_WAGE_ROW = 'MW-006';

function comparison(
  b: AnswerBuilder,
  salary: CitedFigure,
  other: CitedFigure,
  whose: string,
): string {
  const diff = b.percentDifference(salary, other);
  if (salary.value === other.value) {
    b.figures.pop();
    return b.t(`equal to ${whose}`, `taka sama jak ${whose}`);
  }
  return salary.value < other.value
    ? b.t(`${diff} below ${whose} (derived)`, `o ${diff} niższa niż ${whose} (wartość wyliczona)`)
    : b.t(`${diff} above ${whose} (derived)`, `o ${diff} wyższa niż ${whose} (wartość wyliczona)`);
}

function whereInLevel(
  b: AnswerBuilder,
  ctx: ReportContext,
  levelIndex: number,
  salary: number,
): string {
  const r = ctx.salaryRanges.ranges[levelIndex];
  if (r === undefined || r.min_salary === null || r.max_salary === null || r.median === null) {
    return b.t('The level has no range to compare with.', 'Poziom nie ma zakresu do porównania.');
  }
  const path = `salaryRanges.ranges[${levelIndex}]`;
  const min = b.report(`${path}.min_salary`, 'money');
  const median = b.report(`${path}.median`, 'money');
  const max = b.report(`${path}.max_salary`, 'money');
  const people = headcount(b, path, true);
  const range = b.t(
    `The level's pay (${people}) runs from ${min} to ${max}, median ${median}`,
    `Płace na tym poziomie (${people}) wynoszą od ${min} do ${max}, mediana ${median}`,
  );
  if (salary < r.min_salary)
    return b.t(
      `${range}: this salary is below the lowest one.`,
      `${range}: ta pensja jest niższa od najniższej.`,
    );
  if (salary > r.max_salary)
    return b.t(
      `${range}: this salary is above the highest one.`,
      `${range}: ta pensja jest wyższa od najwyższej.`,
    );
  if (salary < r.median)
    return b.t(
      `${range}: this salary is in the lower half.`,
      `${range}: ta pensja mieści się w dolnej połowie.`,
    );
  if (salary > r.median)
    return b.t(
      `${range}: this salary is in the upper half.`,
      `${range}: ta pensja mieści się w górnej połowie.`,
    );
  return b.t(
    `${range}: this salary is exactly the median.`,
    `${range}: ta pensja jest równa medianie.`,
  );
}

function minimumWageNote(b: AnswerBuilder, salary: number): string[] {
  // The minimum wage is in PLN: a salary in another currency is not measured against it, as
  // that would take a conversion the assistant never makes.
  if (b.foreignCurrency) return [];
  const row = citableRow(CURRENT_MINIMUM_WAGE_ROW);
  if (row === null || row.value.kind !== 'single' || salary >= row.value.value) return [];
  return [
    b.t(
      'This is below the statutory minimum wage for a full-time employment contract:',
      'To mniej niż ustawowe minimalne wynagrodzenie za pełny etat na umowie o pracę:',
    ),
    `• ${citeRow(b, row)}.`,
  ];
}

/** Intent 3: whether a salary is fair for a person, against the same level and position. */
export function answerSalaryFair(b: AnswerBuilder, slots: Slots): string {
  const salaryValue = slots.salary ?? 0;
  const salaryText = b.money(salaryValue, { kind: 'user', slot: 'salary' });
  const salary = b.lastFigure();
  const ctx = b.context;
  if (ctx === null) {
    return [
      b.t(
        `Your organisation has no ready report yet, so I cannot compare ${salaryText} with the same level and position. Upload a salary file and ask again.`,
        `Twoja organizacja nie ma jeszcze gotowego raportu, więc nie porównam kwoty ${salaryText} z tym samym poziomem i stanowiskiem. Wgraj plik z wynagrodzeniami i zapytaj ponownie.`,
      ),
      ...minimumWageNote(b, salaryValue),
    ].join('\n');
  }
  const levelIndex = ctx.salaryRanges.ranges.findIndex((r) => r.level === slots.level);
  const extIndex = ctx.extendedSalaryRanges.ranges.findIndex((r) => r.level === slots.level);
  const gender = slots.gender ?? 'female';
  const lines: string[] = [];
  const levelName =
    levelIndex >= 0
      ? b.reportName(`salaryRanges.ranges[${levelIndex}].level`)
      : (slots.level ?? '');
  const who = gender === 'female' ? b.t('a woman', 'kobiety') : b.t('a man', 'mężczyzny');
  lines.push(
    b.t(
      `${salaryText} for ${who} at level ${levelName}:`,
      `${salaryText} dla ${who} na poziomie ${levelName}:`,
    ),
  );

  const only = ctx.extendedSalaryRanges.ranges[extIndex]?.positions;
  // A level with a single position needs no position named.
  const match =
    slots.position === undefined && only?.length === 1
      ? { levelIndex: extIndex, positionIndex: 0, level: slots.level ?? '' }
      : matchPositions(ctx, slots.position ?? '').find((m) => m.levelIndex === extIndex);
  if (match !== undefined) {
    const path = `extendedSalaryRanges.ranges[${match.levelIndex}].positions[${match.positionIndex}]`;
    const pos = ctx.extendedSalaryRanges.ranges[match.levelIndex]?.positions[match.positionIndex];
    const name = b.reportName(`${path}.position`);
    lines.push(
      b.t(
        `• Same position (${name}) and level: ${headcount(b, path)}; ${genderMean(b, path, 'women', 'number_of_women', 'women_average_salary')}, ${genderMean(b, path, 'men', 'number_of_men', 'men_average_salary')}; ${gapText(b, `${path}.pay_gap_percentage`)}.`,
        `• To samo stanowisko (${name}) i poziom: ${headcount(b, path)}; ${genderMean(b, path, 'women', 'number_of_women', 'women_average_salary')}, ${genderMean(b, path, 'men', 'number_of_men', 'men_average_salary')}; ${gapText(b, `${path}.pay_gap_percentage`)}.`,
      ),
    );
    const otherField = gender === 'female' ? 'men_average_salary' : 'women_average_salary';
    const sameField = gender === 'female' ? 'women_average_salary' : 'men_average_salary';
    const otherValue = pos?.[otherField] ?? null;
    const sameValue = pos?.[sameField] ?? null;
    const parts: string[] = [];
    if (otherValue !== null) {
      b.report(`${path}.${otherField}`, 'money');
      const whose =
        gender === 'female'
          ? b.t("the men's mean", 'średnia mężczyzn')
          : b.t("the women's mean", 'średnia kobiet');
      parts.push(comparison(b, salary, b.lastFigure(), whose));
    }
    if (sameValue !== null) {
      b.report(`${path}.${sameField}`, 'money');
      const whose =
        gender === 'female'
          ? b.t("the women's mean", 'średnia kobiet')
          : b.t("the men's mean", 'średnia mężczyzn');
      parts.push(comparison(b, salary, b.lastFigure(), whose));
    }
    if (parts.length > 0)
      lines.push(
        b.t(
          `  The salary is ${parts.join(', and ')}.`,
          `  Ta pensja jest ${parts.join(', a także ')}.`,
        ),
      );
    if (otherValue === null) {
      lines.push(
        b.t(
          '  There is nobody of the other gender in this position and level to compare with.',
          '  Na tym stanowisku i poziomie nie ma osób drugiej płci do porównania.',
        ),
      );
    }
  } else if (slots.position !== undefined) {
    const position = b.userPosition(slots.position);
    lines.push(
      b.t(
        `• The report has no position “${position}” at this level, so I compare with the level only.`,
        `• W raporcie nie ma stanowiska „${position}” na tym poziomie, więc porównuję tylko z poziomem.`,
      ),
    );
  }
  const w1Index = ctx.adjusted.w1.findIndex((r) => r.level === slots.level);
  if (w1Index >= 0) {
    const path = `adjusted.w1[${w1Index}]`;
    lines.push(
      b.t(
        `• Whole level: ${genderMean(b, path, 'women', 'number_of_women', 'average_salary_women')}, ${genderMean(b, path, 'men', 'number_of_men', 'average_salary_men')}; ${gapText(b, `${path}.pay_gap_percentage`)}.`,
        `• Cały poziom: ${genderMean(b, path, 'women', 'number_of_women', 'average_salary_women')}, ${genderMean(b, path, 'men', 'number_of_men', 'average_salary_men')}; ${gapText(b, `${path}.pay_gap_percentage`)}.`,
      ),
    );
  }
  if (levelIndex >= 0) lines.push(`  ${whereInLevel(b, ctx, levelIndex, salaryValue)}`);
  lines.push(...minimumWageNote(b, salaryValue));
  lines.push(
    b.t(
      'A difference is fair only if objective, gender-neutral criteria (skills, effort, responsibility, working conditions) explain it.',
      'Różnica jest uczciwa tylko wtedy, gdy wyjaśniają ją obiektywne, neutralne płciowo kryteria (umiejętności, wysiłek, odpowiedzialność, warunki pracy).',
    ),
  );
  return lines.join('\n');
}
