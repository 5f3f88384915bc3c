import type * as ExcelJS from 'exceljs';
import type {
  AdjustedReportData,
  BaseReportData,
  ExtendedSalaryRangesData,
  SalaryRangesData,
} from '@parytet/contract/reports';
import type { findEmployeesForExport, findReportsForExport } from './export.repository.ts';
import { loadExcelJs } from '../../lib/load-exceljs.ts';

type ReportRow = Awaited<ReturnType<typeof findReportsForExport>>[number];
type EmployeeRow = Awaited<ReturnType<typeof findEmployeesForExport>>[number];
type Cell = string | number | null;

const addSheet = (workbook: ExcelJS.Workbook, name: string, header: string[], rows: Cell[][]) => {
  const sheet = workbook.addWorksheet(name);
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column) => (column.width = 18));
};

const MEASURES = ['base_salary', 'salary_considering_free_days', 'salary_with_bonuses'] as const;

/**
 * One report as a workbook, in English column names (the API's field names): what it is, its
 * computed tables when it is ready, and the employee table. Money in the report's currency.
 */
export const reportWorkbook = async (report: ReportRow, employees: EmployeeRow[]) => {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'Parytet';
  addSheet(
    workbook,
    'Report',
    ['field', 'value'],
    [
      ['id', report.id],
      ['label', report.label],
      ['status', report.status],
      ['error_code', report.error_code],
      ['file_name', report.file_name],
      ['records', report.records],
      ['currency', report.currency],
      ['period_start', report.period_start],
      ['period_end', report.period_end],
      ['created_at', report.created_at.toISOString()],
    ],
  );
  const base = report.base as BaseReportData | null;
  if (base) {
    addSheet(
      workbook,
      'Pay gap',
      ['statistic', 'measure', 'women', 'men', 'pay_gap_percentage'],
      (['mean', 'median'] as const).flatMap((statistic) =>
        MEASURES.map((measure) => {
          const m = base[statistic][measure];
          return [statistic, measure, m.women, m.men, m.pay_gap_percentage];
        }),
      ),
    );
  }
  const adjusted = report.adjusted as AdjustedReportData | null;
  if (adjusted) {
    const header = [
      'table',
      'level',
      'total_people',
      'number_of_women',
      'number_of_men',
      'average_salary_women',
      'average_salary_men',
      'pay_gap_percentage',
    ];
    addSheet(
      workbook,
      'Adjusted pay gap',
      header,
      (['w1', 'w2'] as const).flatMap((table) =>
        adjusted[table].map((r) => [
          table,
          r.level,
          r.total_people,
          r.number_of_women,
          r.number_of_men,
          r.average_salary_women,
          r.average_salary_men,
          r.pay_gap_percentage,
        ]),
      ),
    );
  }
  const ranges = report.salary_ranges as SalaryRangesData | null;
  if (ranges) {
    addSheet(
      workbook,
      'Salary ranges',
      [
        'level',
        'total_people',
        'number_of_women',
        'number_of_men',
        'average',
        'median',
        'min_salary',
        'max_salary',
      ],
      ranges.ranges.map((r) => [
        r.level,
        r.total_people,
        r.number_of_women,
        r.number_of_men,
        r.average,
        r.median,
        r.min_salary,
        r.max_salary,
      ]),
    );
  }
  const extended = report.extended_salary_ranges as ExtendedSalaryRangesData | null;
  if (extended) {
    addSheet(
      workbook,
      'Positions',
      [
        'level',
        'position',
        'total_people',
        'number_of_women',
        'number_of_men',
        'average',
        'median',
        'women_average_salary',
        'men_average_salary',
        'pay_gap_percentage',
      ],
      extended.ranges.flatMap((l) =>
        l.positions.map((p) => [
          l.level,
          p.position,
          p.total_people,
          p.number_of_women,
          p.number_of_men,
          p.average,
          p.median,
          p.women_average_salary,
          p.men_average_salary,
          p.pay_gap_percentage,
        ]),
      ),
    );
  }
  if (employees.length > 0) {
    addSheet(
      workbook,
      'Employees',
      [
        'id',
        'gender',
        'level',
        'position',
        'location',
        'salary',
        'position_mean_salary',
        'level_mean_salary',
        'salary_difference',
        'pay_gap',
      ],
      employees.map((e) => [
        e.employee_id,
        e.gender,
        e.level,
        e.position,
        e.location,
        e.salary,
        e.position_mean_salary,
        e.level_mean_salary,
        e.salary_difference,
        e.pay_gap,
      ]),
    );
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};
