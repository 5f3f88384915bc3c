import { describe, expect, it } from 'vitest';
import { computeReports } from './compute-reports.ts';
import { employeeColumns, employeeGroups, employeeRows } from './employees-report.ts';
import { person } from '#test/helpers/test-rows.ts';

describe('employees', () => {
  // Fixture C: comparator falls back from position to level to none.
  const rows = [
    person('F', 'L1', 'Designer', 4000, { location: 'Kraków' }), // no man in Designer → L1 men
    person('M', 'L1', 'Developer', 6000),
    person('M', 'L1', 'Developer', 8000),
    person('F', 'L1', 'Developer', 5000),
    person('M', 'L2', 'Director', 10000), // no woman in Director nor in L2
  ];
  const { employees: table, levels, positions } = computeReports(rows);
  const employees = [...employeeRows(table)];

  it('keeps input order and gives position and level means overall and by gender', () => {
    expect(employees.map((e) => e.salary)).toEqual([4000, 6000, 8000, 5000, 10000]);
    expect(employees[1]).toMatchObject({
      position_mean_salary: 6333.33,
      position_women_mean_salary: 5000,
      position_men_mean_salary: 7000,
      level_mean_salary: 5750,
      level_women_mean_salary: 4500,
      level_men_mean_salary: 7000,
    });
    expect(employees[0]).toMatchObject({ location: 'Kraków', position_men_mean_salary: null });
  });

  it('compares with the other gender in the same position, else the same level, else none', () => {
    expect(employees.map((e) => [e.salary_difference, e.pay_gap])).toEqual([
      [-3000, -42.86], // vs L1 men 7000
      [1000, 20], // vs Developer women 5000
      [3000, 60],
      [-2000, -28.57], // vs Developer men 7000
      [null, null],
    ]);
  });

  it('counts the women and men of the position group and of the level', () => {
    expect(
      employees.map((e) => [
        e.position_women_count,
        e.position_men_count,
        e.level_women_count,
        e.level_men_count,
      ]),
    ).toEqual([
      [1, 0, 2, 2], // the only Designer
      [1, 2, 2, 2],
      [1, 2, 2, 2],
      [1, 2, 2, 2],
      [0, 1, 0, 1],
    ]);
  });

  it('lists levels and positions in natural order', () => {
    expect(levels).toEqual(['L1', 'L2']);
    expect(positions).toEqual(['Designer', 'Developer', 'Director']);
  });

  // Fixture D (decisions §5): a junior and a senior of the same title are different work.
  describe('a title that spans levels is one position group per level', () => {
    const d = [
      ...employeeRows(
        computeReports([
          person('F', 'L1', 'Engineer', 5000),
          person('M', 'L1', 'Engineer', 6000),
          person('M', 'L2', 'Engineer', 10000),
          person('F', 'L2', 'Engineer', 9000),
          person('F', 'L2', 'Analyst', 8000), // no man is an L2 Analyst → L2 men 10000
        ]).employees,
      ),
    ];

    it('counts the position group within its level, not across levels', () => {
      expect(d.map((e) => [e.position_women_count, e.position_men_count])).toEqual([
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 0],
      ]);
      expect(d.map((e) => [e.level_women_count, e.level_men_count])).toEqual([
        [1, 1],
        [1, 1],
        [2, 1],
        [2, 1],
        [2, 1],
      ]);
    });

    it('gives the means of the position within the level', () => {
      expect(d.map((e) => [e.position_mean_salary, e.position_women_mean_salary])).toEqual([
        [5500, 5000],
        [5500, 5000],
        [9500, 9000],
        [9500, 9000],
        [8000, 8000],
      ]);
      expect(d.map((e) => e.position_men_mean_salary)).toEqual([6000, 6000, 10000, 10000, null]);
      expect(d[4]).toMatchObject({
        level_mean_salary: 9000,
        level_women_mean_salary: 8500,
        level_men_mean_salary: 10000,
      });
    });

    it('compares the junior with juniors and the senior with seniors', () => {
      expect(d.map((e) => [e.salary_difference, e.pay_gap])).toEqual([
        [-1000, -16.67], // vs L1 Engineer men 6000 (not 8000, the mean across levels)
        [1000, 20], // vs L1 Engineer women 5000
        [1000, 11.11], // vs L2 Engineer women 9000
        [-1000, -10], // vs L2 Engineer men 10000
        [-2000, -20], // vs L2 men 10000
      ]);
    });
  });
});

describe('employee groups', () => {
  // Two positions of the same name in different levels are different groups.
  const rows = [
    person('F', 'L1', 'Designer', 4000),
    person('M', 'L1', 'Developer', 6000),
    person('M', 'L2', 'Developer', 8000),
    person('F', 'L1', 'Developer', 5000),
    person('M', 'L2', 'Director', 10000),
    person('F', 'L2', 'Developer', 7000),
  ];
  const { employees: table } = computeReports(rows);
  const { levels, positions } = employeeGroups(table);

  it('lists each level and each position within a level once, in order of first appearance', () => {
    expect(levels.map((g) => g.level)).toEqual(['L1', 'L2']);
    expect(positions.map((g) => [g.level, g.position])).toEqual([
      ['L1', 'Designer'],
      ['L1', 'Developer'],
      ['L2', 'Developer'],
      ['L2', 'Director'],
    ]);
    expect(levels.every((g) => g.position === null)).toBe(true);
  });

  it('gives every row exactly the figures its row shows', () => {
    for (const row of employeeRows(table)) {
      const level = levels.find((g) => g.level === row.level);
      const position = positions.find((g) => g.level === row.level && g.position === row.position);
      expect([
        level?.mean,
        level?.womenMean,
        level?.menMean,
        level?.womenCount,
        level?.menCount,
      ]).toEqual([
        row.level_mean_salary,
        row.level_women_mean_salary,
        row.level_men_mean_salary,
        row.level_women_count,
        row.level_men_count,
      ]);
      expect([
        position?.mean,
        position?.womenMean,
        position?.menMean,
        position?.womenCount,
        position?.menCount,
      ]).toEqual([
        row.position_mean_salary,
        row.position_women_mean_salary,
        row.position_men_mean_salary,
        row.position_women_count,
        row.position_men_count,
      ]);
    }
    expect(positions.find((g) => g.position === 'Designer')).toMatchObject({
      mean: 4000,
      menMean: null,
      womenCount: 1,
      menCount: 0,
    });
  });
});

describe('employee columns', () => {
  const rows = [
    person('F', 'L1', 'Designer', 4000.005, { location: 'Kraków' }),
    person('M', 'L1', 'Developer', 6000),
    person('M', 'L2', 'Director', 10000.125),
  ];
  const { employees: table } = computeReports(rows);

  it('hold each row’s own values as the row shows them', () => {
    const columns = employeeColumns(table);
    expect(columns.length).toBe(3);
    const asRows = Array.from({ length: columns.length }, (_, i) => {
      const text = (c: { codes: Int32Array; values: string[] }) =>
        (c.codes[i] as number) < 0 ? null : c.values[c.codes[i] as number];
      const orNull = (v: number) => (Number.isNaN(v) ? null : v);
      return {
        id: columns.id[i],
        gender: columns.female[i] === 1 ? 'female' : 'male',
        level: text(columns.level),
        position: text(columns.position),
        location: text(columns.location),
        salary: columns.salary[i],
        salary_difference: orNull(columns.difference[i] as number),
        pay_gap: orNull(columns.gap[i] as number),
      };
    });
    expect(asRows).toEqual(
      [...employeeRows(table)].map((r) => ({
        id: r.id,
        gender: r.gender,
        level: r.level,
        position: r.position,
        location: r.location,
        salary: r.salary,
        salary_difference: r.salary_difference,
        pay_gap: r.pay_gap,
      })),
    );
    expect(asRows.map((r) => r.salary)).toEqual([4000.01, 6000, 10000.13]);
  });
});
