import { describe, expect, it } from 'vitest';
import { countedSheets } from './help-sheet.ts';

describe('countedSheets', () => {
  it('leaves out the example’s column sheet after the data, in either language', () => {
    expect(countedSheets(['Salaries', 'Columns'])).toBe(1);
    expect(countedSheets(['Wynagrodzenia', 'Kolumny'])).toBe(1);
    expect(countedSheets(['Salaries'])).toBe(1);
  });

  it('counts every other sheet, and a column sheet that comes first', () => {
    expect(countedSheets(['Salaries', 'Sheet2'])).toBe(2);
    expect(countedSheets(['Columns', 'Salaries'])).toBe(2);
    expect(countedSheets(['Salaries', 'Columns', 'Sheet3'])).toBe(2);
  });
});
