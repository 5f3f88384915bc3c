// A second, deliberately naive implementation of decisions §5, written for clarity only:
// filter, sort, sum. Values are left unrounded so tests can check the engine's rounding too.

export type NaivePerson = {
  id: string;
  female: boolean;
  level: string;
  position: string;
  base: number;
  daysOff: number;
  bonuses: number;
};

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
export const mean = (xs: number[]): number | null => (xs.length === 0 ? null : sum(xs) / xs.length);
export function median(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1
    ? (s[mid] as number)
    : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}
function gap(
  menValue: number | null,
  womenValue: number | null,
  men: number,
  women: number,
): number | null {
  if (men < 3 || women < 3 || menValue === null || womenValue === null || menValue === 0)
    return null;
  return ((menValue - womenValue) / menValue) * 100;
}

export const baseOf = (p: NaivePerson): number => p.base;
export const freeDaysOf = (p: NaivePerson): number => (p.base * (250 - p.daysOff)) / 250;
export const withBonusesOf = (p: NaivePerson): number => p.base + p.bonuses / 12;

export function genderStats(people: NaivePerson[], measure: (p: NaivePerson) => number) {
  const women = people.filter((p) => p.female).map(measure);
  const men = people.filter((p) => !p.female).map(measure);
  return {
    women: women.length,
    men: men.length,
    womenMean: mean(women),
    menMean: mean(men),
    womenMedian: median(women),
    menMedian: median(men),
    meanGap: gap(mean(men), mean(women), men.length, women.length),
    medianGap: gap(median(men), median(women), men.length, women.length),
  };
}

export function naturalSort(keys: Iterable<string>): string[] {
  return [...new Set(keys)].sort(
    (a, b) => a.localeCompare(b, 'pl', { numeric: true }) || (a < b ? -1 : a > b ? 1 : 0),
  );
}

export function weighted(
  people: NaivePerson[],
  measure: (p: NaivePerson) => number,
): number | null {
  let num = 0;
  let den = 0;
  for (const level of naturalSort(people.map((p) => p.level))) {
    const inLevel = people.filter((p) => p.level === level);
    const g = genderStats(inLevel, measure).meanGap;
    if (g !== null) {
      num += g * inLevel.length;
      den += inLevel.length;
    }
  }
  return den === 0 ? null : num / den;
}

export function comparator(people: NaivePerson[], person: NaivePerson): number | null {
  const other = people.filter((p) => p.female !== person.female);
  return (
    // Decisions §5: the same work is the same Position within the same Level.
    mean(
      other.filter((p) => p.level === person.level && p.position === person.position).map(baseOf),
    ) ?? mean(other.filter((p) => p.level === person.level).map(baseOf))
  );
}

/** A quote-aware split of simple CSV text (the datasets use commas and double quotes). */
export function parseSimpleCsv(text: string): NaivePerson[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  return lines.slice(1).map((line) => {
    const cells: string[] = [];
    let current = '';
    let quoted = false;
    for (const ch of line) {
      if (ch === '"') quoted = !quoted;
      else if (ch === ',' && !quoted) {
        cells.push(current);
        current = '';
      } else current += ch;
    }
    cells.push(current);
    const [id, gender, level, position, , daysOff, base, bonuses] = cells;
    return {
      id: id ?? '',
      female: gender === 'Female',
      level: level ?? '',
      position: position ?? '',
      daysOff: Number(daysOff || 0),
      base: Number(base),
      bonuses: Number(bonuses || 0),
    };
  });
}

export function groupBy(
  people: NaivePerson[],
  key: (p: NaivePerson) => string,
): Map<string, NaivePerson[]> {
  const out = new Map<string, NaivePerson[]>();
  for (const p of people) {
    const list = out.get(key(p));
    if (list === undefined) out.set(key(p), [p]);
    else list.push(p);
  }
  return out;
}
