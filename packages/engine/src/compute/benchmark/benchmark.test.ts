import { describe, expect, it } from 'vitest';
import { tableOf } from '../../table-rows.ts';
import { benchmarkPeople, type BenchmarkPerson } from './benchmark-people.ts';
import { ownFigures } from './own-figures.ts';
import { poolCells, type Contribution } from './pool-cells.ts';
import { addMonths, oldEnoughToPool } from './report-age.ts';
import { draftBandsFromBenchmark } from './benchmark-bands.ts';
import { standingOf } from './standing.ts';

const person = (base: number, female = false, region: BenchmarkPerson['region'] = null) => ({
  role: 'nurse' as const,
  seniority: 'mid' as const,
  region,
  female,
  base,
  total: base + 100,
});

/** An organisation with `n` people in the nurse/mid cell, paid from `from` upwards. */
const org = (n: number, from = 5000, female = (i: number) => i % 2 === 0): Contribution => ({
  people: Array.from({ length: n }, (_, i) => person(from + i * 10, female(i))),
  recentPeople: [],
});

const national = (cells: ReturnType<typeof poolCells>, measure = 'base') =>
  cells.find((c) => c.region === null && c.measure === measure);

describe('the pooling rules at their edges', () => {
  it('withholds a cell of 4 organisations and shows one of 5', () => {
    expect(national(poolCells([org(3), org(3), org(3), org(3)]))).toMatchObject({
      status: 'withheld',
      withheld_reason: 'too_few_organisations',
      organisations: null,
      people: null,
      p50: null,
    });
    expect(national(poolCells([org(2), org(2), org(2), org(2), org(2)]))).toMatchObject({
      status: 'shown',
      organisations: 5,
      people: 10,
    });
  });

  it('withholds a cell under 10 people, whatever the organisations', () => {
    const nine = [org(2), org(2), org(2), org(2), org(1)];
    expect(national(poolCells(nine))).toMatchObject({ withheld_reason: 'too_few_people' });
  });

  it('withholds a cell where one organisation holds 26 % of the people, shows it at 25 %', () => {
    // 26 of 100 people: a share above a quarter.
    const dominant = [org(26), org(20), org(18), org(18), org(18)];
    expect(national(poolCells(dominant))).toMatchObject({
      withheld_reason: 'dominant_contributor',
    });
    const quarter = [org(25), org(25), org(20), org(15), org(15)];
    expect(national(poolCells(quarter))).toMatchObject({ status: 'shown', people: 100 });
  });

  it('says "too recent" when only data younger than 3 months would reach 5 organisations', () => {
    const recent: Contribution = { people: [], recentPeople: org(3).people };
    const cells = poolCells([org(3), org(3), org(3), org(3), recent]);
    expect(national(cells)).toMatchObject({ status: 'withheld', withheld_reason: 'too_recent' });
    // The recent organisation's pay is in no figure: without it the cell is the same.
    expect(national(poolCells([org(3), org(3), org(3), org(3)]))?.p50).toBeNull();
  });

  it('computes P25, P50 and P75 of base and total pay over everyone (PERCENTILE.INC)', () => {
    const cells = poolCells([org(2, 1000), org(2, 2000), org(2, 3000), org(2, 4000), org(2, 5000)]);
    // Pay 1000, 1010, 2000, 2010, … 5010: ten values.
    expect(national(cells)).toMatchObject({ p25: 2002.5, p50: 3005, p75: 4007.5 });
    expect(national(cells, 'total')).toMatchObject({ p25: 2102.5, p50: 3105, p75: 4107.5 });
  });

  it('gives a gender’s median only when that gender alone meets the rules', () => {
    const all = (n: number, female: boolean) => org(n, 5000, () => female);
    // Women: 5 organisations, 10 women; men: only in 4 organisations.
    const mixed = [0, 1, 2, 3, 4].map((i) => ({
      people: [...all(2, true).people, ...(i < 4 ? all(3, false).people : [])],
      recentPeople: [],
    }));
    const cell = national(poolCells(mixed));
    expect(cell?.status).toBe('shown');
    expect(cell?.women_median).not.toBeNull();
    expect(cell?.men_median).toBeNull();
  });

  it('adds a cell per voivodeship beside the national one, under the same rules', () => {
    const regional = (n: number) => ({
      people: Array.from({ length: n }, (_, i) => person(6000 + i, i % 2 === 0, 'pomorskie')),
      recentPeople: [],
    });
    const cells = poolCells([regional(2), regional(2), regional(2), regional(2), org(2)]);
    expect(cells.map((c) => [c.region, c.measure, c.status])).toEqual([
      [null, 'base', 'shown'],
      [null, 'total', 'shown'],
      ['pomorskie', 'base', 'withheld'],
      ['pomorskie', 'total', 'withheld'],
    ]);
  });

  it('answers aggregates only: no field can name or single out a contributor', () => {
    const cells = poolCells([org(2), org(2), org(2), org(2), org(2), org(1)]);
    for (const cell of cells) {
      expect(Object.keys(cell).sort()).toEqual(
        [
          'measure',
          'men_median',
          'organisations',
          'p25',
          'p50',
          'p75',
          'people',
          'region',
          'role',
          'seniority',
          'status',
          'withheld_reason',
          'women_median',
        ].sort(),
      );
      if (cell.organisations !== null) expect(cell.organisations).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('a report’s age for the pool', () => {
  it('counts 3 calendar months from the period’s end, else from the upload day', () => {
    expect(addMonths('2024-11-30', 3)).toBe('2025-02-28');
    expect(addMonths('2024-12-31', 3)).toBe('2025-03-31');
    expect(oldEnoughToPool('2024-12-31', '2025-01-10', '2025-03-30', 3)).toBe(false);
    expect(oldEnoughToPool('2024-12-31', '2025-01-10', '2025-03-31', 3)).toBe(true);
    expect(oldEnoughToPool(null, '2025-01-10', '2025-04-09', 3)).toBe(false);
    expect(oldEnoughToPool(null, '2025-01-10', '2025-04-10', 3)).toBe(true);
  });
});

describe('the organisation’s own figures', () => {
  it('read pay as full-time equivalents and total pay as base plus a twelfth of bonuses', () => {
    const table = tableOf([
      {
        id: '1',
        gender: 'female',
        level: 'L1',
        position: 'Nurse',
        location: 'Gdańsk',
        daysOff: 0,
        baseSalary: 3000,
        bonuses: 1200,
        fte: 0.5,
      },
      {
        id: '2',
        gender: 'male',
        level: 'L1',
        position: 'Nurse',
        location: null,
        daysOff: 0,
        baseSalary: 7000,
        bonuses: 0,
        fte: 1,
      },
      {
        id: '3',
        gender: 'male',
        level: 'L1',
        position: 'Porter',
        location: null,
        daysOff: 0,
        baseSalary: 5000,
        bonuses: 0,
        fte: 1,
      },
    ]);
    const people = benchmarkPeople(table, {
      position: (_level, position) =>
        position === 'Nurse' ? { role: 'nurse', seniority: 'mid' } : null,
      region: (location) => (location === 'Gdańsk' ? 'pomorskie' : null),
    });
    expect(people).toEqual([
      {
        role: 'nurse',
        seniority: 'mid',
        region: 'pomorskie',
        female: true,
        base: 6000,
        total: 6200,
      },
      { role: 'nurse', seniority: 'mid', region: null, female: false, base: 7000, total: 7000 },
    ]);
    expect(ownFigures(people, { role: 'nurse', seniority: null, region: null }, 'base')).toEqual({
      median: 6500,
      women_median: 6000,
      men_median: 7000,
      people: 2,
      women: 1,
      men: 1,
    });
    expect(
      ownFigures(people, { role: 'nurse', seniority: 'mid', region: 'pomorskie' }, 'total'),
    ).toMatchObject({
      median: 6200,
      people: 1,
    });
  });
});

describe('where the organisation stands', () => {
  it('places its median between quartiles, with its ratio to the median', () => {
    const q = { p25: 5000, p50: 6000, p75: 7000, mean: null };
    expect(standingOf(4999.99, q)).toEqual({ band: 'below_p25', ratio: 0.83, ratio_to: 'p50' });
    expect(standingOf(5000, q)?.band).toBe('p25_to_p50');
    expect(standingOf(6000, q)?.band).toBe('p50_to_p75');
    expect(standingOf(7000, q)?.band).toBe('p50_to_p75');
    expect(standingOf(7000.01, q)?.band).toBe('above_p75');
  });

  it('gives the ratio to a mean where a row holds only a mean, and nothing without a figure', () => {
    expect(standingOf(6420, { p25: null, p50: null, p75: null, mean: 6000 })).toEqual({
      band: null,
      ratio: 1.07,
      ratio_to: 'mean',
    });
    expect(standingOf(6000, { p25: null, p50: null, p75: null, mean: null })).toBeNull();
    expect(standingOf(null, { p25: 1, p50: 2, p75: 3, mean: null })).toBeNull();
  });
});

describe('bands drafted from a benchmark', () => {
  const pay = (level: string, position: string, base: number) => ({
    id: `${level}-${position}-${base}`,
    gender: 'F' as const,
    level,
    position,
    fte: 1,
    base,
    total: base,
  });
  const people = [
    pay('L1', 'Nurse', 6000),
    pay('L1', 'Porter', 4000),
    pay('L1', 'Porter', 5000),
    pay('L2', 'Nurse', 8000),
  ];

  it('follows the benchmark where positions are mapped, the report’s own pay elsewhere', () => {
    const { bands, jobFamilies } = draftBandsFromBenchmark(
      people,
      [
        {
          level: 'L1',
          family: 'nurse',
          positions: ['Nurse'],
          benchmark: { p25: null, p50: null, p75: null, mean: 6000 },
        },
        {
          level: 'L2',
          family: 'nurse',
          positions: ['Nurse'],
          benchmark: { p25: 7000, p50: 8000, p75: 9500, mean: null },
        },
      ],
      'base',
      { min: 10, mid: 50, max: 90 },
      50,
    );
    expect(bands).toEqual([
      // A mean only: the target spread (50 %) around it, the mid halfway: 4 800 × 1.5 = 7 200.
      {
        level: 'L1',
        job_family: 'nurse',
        min: 4800,
        mid: 6000,
        max: 7200,
        group: 0,
        sources: {
          min: { kind: 'spread', spread: 50 },
          mid: { kind: 'benchmark', statistic: 'mean' },
          max: { kind: 'spread', spread: 50 },
        },
      },
      {
        level: 'L1',
        job_family: null,
        min: 4100,
        mid: 4500,
        max: 4900,
        group: null,
        sources: {
          min: { kind: 'report', percentile: 10 },
          mid: { kind: 'report', percentile: 50 },
          max: { kind: 'report', percentile: 90 },
        },
      },
      {
        level: 'L2',
        job_family: 'nurse',
        min: 7000,
        mid: 8000,
        max: 9500,
        group: 1,
        sources: {
          min: { kind: 'benchmark', statistic: 'p25' },
          mid: { kind: 'benchmark', statistic: 'p50' },
          max: { kind: 'benchmark', statistic: 'p75' },
        },
      },
    ]);
    expect(jobFamilies).toEqual([{ name: 'nurse', positions: ['Nurse'] }]);
  });

  it('drafts every level from the report where no benchmark figure stands', () => {
    const { bands, jobFamilies } = draftBandsFromBenchmark(
      people,
      [{ level: 'L1', family: 'nurse', positions: ['Nurse'], benchmark: null }],
      'base',
      { min: 10, mid: 50, max: 90 },
      50,
    );
    expect(bands.map((b) => [b.level, b.job_family, b.group])).toEqual([
      ['L1', null, null],
      ['L2', null, null],
    ]);
    expect(jobFamilies).toEqual([]);
  });
});
