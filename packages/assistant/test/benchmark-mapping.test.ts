import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCsvRecords } from '#reference/parse-reference.ts';
import { suggestRole } from '#index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, 'fixtures/benchmark-mapping');
const datasets = path.resolve(here, '../../../../shared/datasets');

type Fixture = { file: string; expected: Record<string, string | null> };

/** Each position of a file with its most common level and location, as the server hands them. */
function positionsOf(file: string) {
  const [header, ...records] = parseCsvRecords(readFileSync(file, 'utf8'));
  const col = (names: string[]) => header?.findIndex((h) => names.includes(h)) ?? -1;
  const [pos, lvl, loc] = [
    col(['Position', 'Stanowisko']),
    col(['Level', 'Poziom']),
    col(['Location', 'Lokalizacja']),
  ];
  const seen = new Map<string, { level: Map<string, number>; location: Map<string, number> }>();
  for (const r of records) {
    const name = r[pos] ?? '';
    const entry = seen.get(name) ?? { level: new Map(), location: new Map() };
    const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
    bump(entry.level, r[lvl] ?? '');
    if (r[loc]) bump(entry.location, r[loc]);
    seen.set(name, entry);
  }
  const top = (m: Map<string, number>) =>
    [...m.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k);
  return [...seen.entries()].map(([position, e]) => ({
    position,
    level: top(e.level)[0] ?? '',
    locations: top(e.location),
  }));
}

function score(fixtureName: string, dir: string) {
  const fixture = JSON.parse(readFileSync(path.join(fixtures, fixtureName), 'utf8')) as Fixture;
  const positions = positionsOf(path.join(dir, fixture.file));
  const misses: string[] = [];
  for (const p of positions) {
    expect(fixture.expected, `${p.position} has an expected role`).toHaveProperty([p.position]);
    const got = suggestRole(p.position, { level: p.level, locations: p.locations });
    if (got !== fixture.expected[p.position]) {
      misses.push(
        `${p.position}: ${String(got)} (expected ${String(fixture.expected[p.position])})`,
      );
    }
  }
  return { total: positions.length, right: positions.length - misses.length, misses };
}

describe('role suggestions against hand-written expectations (at least 80 % right)', () => {
  const english = ['glassdoor.json', 'cardata.json', 'montgomery.json'].map((f) =>
    score(f, datasets),
  );

  it('maps the shared datasets’ English positions', () => {
    const total = english.reduce((s, r) => s + r.total, 0);
    const right = english.reduce((s, r) => s + r.right, 0);
    expect(right / total, english.flatMap((r) => r.misses).join('\n')).toBeGreaterThanOrEqual(0.8);
    // Every file on its own, too: real job titles all but perfectly.
    expect(english[0]?.right).toBe(english[0]?.total);
    expect(english[1]?.right).toBe(english[1]?.total);
    expect((english[2]?.right ?? 0) / (english[2]?.total ?? 1)).toBeGreaterThanOrEqual(0.8);
  });

  it('maps a file of Polish job titles', () => {
    const polish = score('polish-titles.json', fixtures);
    expect(polish.right / polish.total, polish.misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});
