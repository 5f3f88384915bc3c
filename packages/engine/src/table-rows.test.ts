import { describe, expect, it } from 'vitest';
import type { EmployeeInput } from '#employee-input.ts';
import { rowsOf, tableOf, tableOfColumns } from '#table-rows.ts';

const base = (i: number, female: boolean): EmployeeInput => ({
  id: `E${i}`,
  gender: female ? 'female' : 'male',
  level: `L${1 + (i % 3)}`,
  position: i % 2 === 0 ? 'Analyst' : 'Engineer',
  location: i % 4 === 0 ? null : 'Łódź',
  daysOff: 0,
  baseSalary: 5000 + i * 10.25,
  bonuses: i * 100,
});

describe('tableOfColumns', () => {
  it('gives the table the same rows as objects give, with and without optional columns', () => {
    const plain = Array.from({ length: 9 }, (_, i) => base(i, i % 3 === 0));
    const full = plain.map((row, i) => ({
      ...row,
      fte: i === 2 ? null : 0.5 + i / 20,
      weeklyHours: i === 4 ? null : 20 + i,
      category: i === 1 ? null : `C${i % 2}`,
      yearsOfService: i,
      age: i === 5 ? null : 30 + i,
      education: i % 2 === 0 ? 'MSc' : null,
    }));
    for (const rows of [plain, full]) {
      const columns = {
        id: rows.map((r) => r.id),
        female: rows.map((r) => (r.gender === 'female' ? 1 : 0) as 0 | 1),
        level: rows.map((r) => r.level),
        position: rows.map((r) => r.position),
        location: rows.map((r) => r.location),
        baseSalary: rows.map((r) => r.baseSalary),
        bonuses: rows.map((r) => r.bonuses),
        ...(rows === full && {
          fte: full.map((r) => r.fte),
          weeklyHours: full.map((r) => r.weeklyHours),
          category: full.map((r) => r.category),
          yearsOfService: full.map((r) => r.yearsOfService),
          age: full.map((r) => r.age),
          education: full.map((r) => r.education),
        }),
      };
      const table = tableOfColumns(columns);
      expect(rowsOf(table)).toEqual(rows);
      expect(table).toEqual(tableOf(rows));
    }
  });
});
