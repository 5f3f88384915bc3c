import type { EmployeeRow } from '@parytet/contract/reports';
import type { EmployeeRowColumns, TextColumn } from '@parytet/engine';

/** Employee rows' own values as the engine's columns, for the COPY encoder's tests. */
export const columnsOf = (rows: readonly EmployeeRow[]): EmployeeRowColumns => {
  const text = (values: readonly (string | null)[]): TextColumn => {
    const distinct = [...new Set(values.filter((v): v is string => v !== null))];
    return {
      codes: Int32Array.from(values, (v) => (v === null ? -1 : distinct.indexOf(v))),
      values: distinct,
    };
  };
  const money = (values: readonly (number | null)[]) =>
    Float64Array.from(values, (v) => (v === null ? Number.NaN : v));
  return {
    length: rows.length,
    id: rows.map((r) => r.id),
    female: Uint8Array.from(rows, (r) => (r.gender === 'female' ? 1 : 0)),
    level: text(rows.map((r) => r.level)),
    position: text(rows.map((r) => r.position)),
    location: text(rows.map((r) => r.location)),
    salary: money(rows.map((r) => r.salary)),
    difference: money(rows.map((r) => r.salary_difference)),
    gap: money(rows.map((r) => r.pay_gap)),
  };
};
