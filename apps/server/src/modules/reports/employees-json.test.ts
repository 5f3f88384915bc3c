import { describe, expect, it } from 'vitest';
import { employeesResponseSchema } from '@parytet/contract/reports';
import { employeesResponseJson } from './employees-json.ts';
import type { StoredEmployee } from './employees.repository.ts';

const stored = (overrides: Partial<StoredEmployee> = {}): StoredEmployee => ({
  employee_id: 'E1',
  gender: 'female',
  level: 'L1',
  position: 'Analyst',
  location: null,
  salary: 353025,
  position_mean_salary: 400000,
  position_women_mean_salary: 350001,
  position_men_mean_salary: 450000,
  level_mean_salary: 5,
  level_women_mean_salary: -5,
  level_men_mean_salary: null,
  salary_difference: -96975,
  pay_gap: -2155,
  ...overrides,
});

const status = { report_ready: true, report_failed: false, error_code: null, error_details: null };
const meta = { total: 2, page: 1, page_size: 2, levels: ['L1'], positions: ['Analyst'] };

describe('employeesResponseJson', () => {
  it('writes the contract shape, hundredths back as 2-decimal numbers', () => {
    const text = employeesResponseJson(status, [stored()], meta);
    const parsed = employeesResponseSchema.parse(JSON.parse(text));
    expect(parsed.employees?.[0]).toEqual({
      id: 'E1',
      gender: 'female',
      level: 'L1',
      position: 'Analyst',
      location: null,
      salary: 3530.25,
      position_mean_salary: 4000,
      position_women_mean_salary: 3500.01,
      position_men_mean_salary: 4500,
      level_mean_salary: 0.05,
      level_women_mean_salary: -0.05,
      level_men_mean_salary: null,
      salary_difference: -969.75,
      pay_gap: -21.55,
    });
    expect(parsed).toMatchObject({ ...status, ...meta });
  });

  it('escapes text that is not plain', () => {
    const odd = 'Kierownik "Zmiany"\\\n\u2028 Łódź';
    const text = employeesResponseJson(status, [stored({ employee_id: odd, location: odd })], meta);
    const parsed = JSON.parse(text) as { employees: { id: string; location: string }[] };
    expect(parsed.employees[0]?.id).toBe(odd);
    expect(parsed.employees[0]?.location).toBe(odd);
  });

  it('answers an empty list', () => {
    const text = employeesResponseJson(status, [], { ...meta, total: 0 });
    expect(JSON.parse(text)).toMatchObject({ employees: [], total: 0 });
  });
});
