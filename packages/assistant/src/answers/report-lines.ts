import type { AnswerBuilder } from '#compose/answer-builder.ts';
import { noun } from '#compose/format.ts';
import { roleOf } from '#understand/positions.ts';
import { words } from '#understand/words.ts';
import type { ReportContext } from '#types.ts';

export type PositionMatch = {
  levelIndex: number;
  positionIndex: number;
  level: string;
  /** `name`: the report's position has the asked name; `role`: it is the same known role. */
  how: 'name' | 'role';
  people: number;
};

/** At most this many positions are listed in an answer: the best matches, on a phone screen. */
export const MAX_POSITIONS = 5;

function sameText(a: string, b: string): boolean {
  return words(a).folded.join(' ') === words(b).folded.join(' ');
}

/** Positions in the report that are the asked role: the same name, or the same known role. */
export function matchPositions(context: ReportContext, position: string): PositionMatch[] {
  const role = roleOf(position);
  const matches: PositionMatch[] = [];
  context.extendedSalaryRanges.ranges.forEach((level, levelIndex) => {
    level.positions.forEach((p, positionIndex) => {
      const how = sameText(p.position, position)
        ? 'name'
        : role !== undefined && roleOf(p.position)?.id === role.id
          ? 'role'
          : null;
      if (how !== null) {
        matches.push({
          levelIndex,
          positionIndex,
          level: level.level,
          how,
          people: p.total_people,
        });
      }
    });
  });
  // Best first: the asked name before the same role, then the larger groups; order kept otherwise.
  return matches
    .map((m, i) => ({ m, i }))
    .sort(
      (a, b) =>
        Number(b.m.how === 'name') - Number(a.m.how === 'name') ||
        b.m.people - a.m.people ||
        a.i - b.i,
    )
    .map(({ m }) => m);
}

/** "5 people (2 women, 3 men)", or "5 people: 2 women, 3 men" inside brackets; each count cited. */
export function headcount(b: AnswerBuilder, path: string, inBrackets = false): string {
  const get = (field: string): number => (pathValue(b.context, `${path}.${field}`) as number) ?? 0;
  const total = get('total_people');
  const women = get('number_of_women');
  const men = get('number_of_men');
  const t = b.report(`${path}.total_people`, 'count');
  const w = b.report(`${path}.number_of_women`, 'count');
  const m = b.report(`${path}.number_of_men`, 'count');
  const split = `${w} ${noun(women, 'women', b.lang)}, ${m} ${noun(men, 'men', b.lang)}`;
  const people = `${t} ${noun(total, 'people', b.lang)}`;
  return inBrackets ? `${people}: ${split}` : `${people} (${split})`;
}

function pathValue(root: unknown, path: string): unknown {
  let current: unknown = root;
  for (const part of path.match(/[^.[\]]+/g) ?? []) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** A group's mean by gender, marked when the group is under the minimum size. */
export function genderMean(
  b: AnswerBuilder,
  path: string,
  gender: 'women' | 'men',
  countField: string,
  meanField: string,
): string {
  const ctx = b.context as ReportContext;
  const count = pathValue(ctx, `${path}.${countField}`) as number;
  const label =
    gender === 'women'
      ? b.t("women's mean", 'średnia kobiet')
      : b.t("men's mean", 'średnia mężczyzn');
  if (count === 0)
    return gender === 'women' ? b.t('no women', 'brak kobiet') : b.t('no men', 'brak mężczyzn');
  const value = b.report(`${path}.${meanField}`, 'money');
  if (value === null) return `${label}: ${b.t('not available', 'brak danych')}`;
  let small = '';
  if (count < ctx.minGroupSize) {
    const min = b.count(ctx.minGroupSize, { kind: 'report', path: 'minGroupSize' });
    small = b.t(
      ` (small group, under ${min} people: indicative only)`,
      ` (mała grupa, poniżej ${min} osób: wynik orientacyjny)`,
    );
  }
  return `${label} ${value}${small}`;
}

/** The gap at `path`, or why there is none. */
export function gapText(b: AnswerBuilder, path: string): string {
  const ctx = b.context as ReportContext;
  const gap = b.report(path, 'percent');
  if (gap !== null) return b.t(`gap ${gap}`, `luka ${gap}`);
  const min = b.count(ctx.minGroupSize, { kind: 'report', path: 'minGroupSize' });
  const people = noun(ctx.minGroupSize, 'people', b.lang);
  return b.t(
    `no gap (fewer than ${min} women or fewer than ${min} men)`,
    `bez luki (kobiet lub mężczyzn jest mniej niż ${min} ${people})`,
  );
}
