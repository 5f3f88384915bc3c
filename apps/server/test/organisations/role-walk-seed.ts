import { row, type Row } from '../reports/csv-files.ts';

/**
 * A file with small groups: one woman director beside three men, two women analysts beside four
 * men, and a level large enough for every gap. No days off and no bonuses, so all three measures
 * are the base salary; every salary is distinct, with cents no aggregate is likely to hit.
 */
const person = (id: string, gender: string, level: string, salary: number): Row =>
  row(0, {
    0: id,
    1: gender,
    2: level,
    3: level,
    4: 'Warszawa',
    5: '0',
    6: salary.toFixed(2),
    7: '0',
  });

export const SEED_ROWS: Row[] = [
  person('W-DIR', 'Female', 'Director', 23456.78),
  person('M-DIR-1', 'Male', 'Director', 19111.11),
  person('M-DIR-2', 'Male', 'Director', 25333.33),
  person('M-DIR-3', 'Male', 'Director', 31777.77),
  person('W-AN-1', 'Female', 'Analyst', 5111.13),
  person('W-AN-2', 'Female', 'Analyst', 6222.27),
  person('M-AN-1', 'Male', 'Analyst', 5000.01),
  person('M-AN-2', 'Male', 'Analyst', 5444.43),
  person('M-AN-3', 'Male', 'Analyst', 6666.61),
  person('M-AN-4', 'Male', 'Analyst', 7111.17),
  ...[4100.11, 4200.22, 4300.33, 4400.44, 4500.55].map((s, i) =>
    person(`W-SP-${i}`, 'Female', 'Specialist', s),
  ),
  ...[4150.15, 4250.25, 4350.35, 4450.45, 4550.65].map((s, i) =>
    person(`M-SP-${i}`, 'Male', 'Specialist', s),
  ),
];

const round2 = (x: number) => Math.round(x * 100) / 100;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

export type Forbidden = { what: string; value: number };

/**
 * Every figure a viewer must not get: each figure (mean, median, minimum, maximum) over a group
 * of fewer than `min` people (a gender in a level or a position, a level, a position) or over a
 * level with such a gender in it (its figure would give theirs by difference), and each
 * person's pay unless it is also an aggregate of a group of at least `min` (its minimum, maximum
 * or the middle of an odd count, which decisions §9 counts as a figure over that group).
 */
export const forbiddenFigures = (min: number): Forbidden[] => {
  const people = SEED_ROWS.map((r) => ({
    id: r[0],
    gender: r[1],
    level: r[2],
    salary: Number(r[6]),
  }));
  const groups = new Map<string, number[]>();
  const add = (key: string, salary: number) =>
    groups.set(key, [...(groups.get(key) ?? []), salary]);
  for (const p of people) {
    add(`${p.level}`, p.salary);
    add(`${p.level} ${p.gender}`, p.salary);
    add(`${p.gender}`, p.salary);
  }
  const levels = new Set(people.map((p) => p.level));
  const few = (n: number) => n > 0 && n < min;
  const count = (key: string) => groups.get(key)?.length ?? 0;
  // A level's figure over everyone is small too when a gender in it is: beside the other
  // gender's figure it gives the small gender's by difference.
  const small = (key: string, n: number) =>
    few(n) || (levels.has(key) && (few(count(`${key} Female`)) || few(count(`${key} Male`))));
  const forbidden: Forbidden[] = [];
  const allowed = new Set<number>();
  for (const [key, salaries] of groups) {
    const figures = {
      mean: round2(salaries.reduce((a, b) => a + b, 0) / salaries.length),
      median: round2(median(salaries)),
      min: Math.min(...salaries),
      max: Math.max(...salaries),
    };
    if (small(key, salaries.length)) {
      for (const [name, value] of Object.entries(figures)) {
        forbidden.push({ what: `${name} of ${key} (${salaries.length})`, value });
      }
    } else {
      allowed.add(figures.min).add(figures.max);
      if (salaries.length % 2 === 1) allowed.add(figures.median);
    }
  }
  for (const p of people) {
    if (!allowed.has(p.salary)) forbidden.push({ what: `pay of ${p.id}`, value: p.salary });
  }
  return forbidden;
};

const collect = (value: unknown, numbers: number[], texts: string[]) => {
  if (typeof value === 'number') numbers.push(value);
  else if (typeof value === 'string') texts.push(value);
  else if (Array.isArray(value)) for (const v of value) collect(v, numbers, texts);
  else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) collect(v, numbers, texts);
  }
};

/** The forbidden figures an answer holds, as a JSON number or written in a text ("23,456.78"). */
export const leaksIn = (body: string, forbidden: readonly Forbidden[]): string[] => {
  const numbers: number[] = [];
  const texts: string[] = [];
  try {
    collect(JSON.parse(body), numbers, texts);
  } catch {
    texts.push(body);
  }
  const written = texts.map((s) => s.replaceAll(/[\s,\u00a0\u202f]/g, '')).join('|');
  return forbidden
    .filter(
      (f) =>
        numbers.some((n) => Math.abs(n - f.value) < 0.005) || written.includes(f.value.toFixed(2)),
    )
    .map((f) => `${f.what} = ${f.value.toFixed(2)}`);
};
