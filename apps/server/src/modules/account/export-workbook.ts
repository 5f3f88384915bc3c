import type { Writable } from 'node:stream';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type * as ExcelJS from 'exceljs';
import type {
  AdjustedReportData,
  BaseReportData,
  ExtendedSalaryRangesData,
  SalaryRangesData,
} from '@parytet/contract/reports';
import type { findEmployeesForExport, findReportsForExport } from './export.repository.ts';
import { loadExcelJs } from '#lib/load-exceljs.ts';

type ReportRow = Awaited<ReturnType<typeof findReportsForExport>>[number];
type EmployeeRow = Awaited<ReturnType<typeof findEmployeesForExport>>[number];
type Cell = string | number | null;

type Writer = ExcelJS.stream.xlsx.WorkbookWriter;

/** A sheet whose rows are written out (committed) as they come, so none stays in memory. */
const openSheet = (workbook: Writer, name: string, header: string[]) => {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = header.map(() => ({ width: 18 }));
  sheet.addRow(header).commit();
  return sheet;
};

const addSheet = (workbook: Writer, name: string, header: string[], rows: Cell[][]) => {
  const sheet = openSheet(workbook, name, header);
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
};

const MEASURES = ['base_salary', 'salary_considering_free_days', 'salary_with_bonuses'] as const;

/**
 * Rows between two turns of the (archive thread's) event loop, where the compression and the
 * file writes the rows made get their turn before the backlog is looked at.
 */
const ROWS_PER_TURN = 100;
/** A sheet's XML waiting for compression beyond this waits before more rows are written. */
const BACKLOG_BYTES = 1 << 20;

/**
 * ExcelJS's streaming writer hands a sheet's XML to its archiver through a PassThrough it never
 * waits on, so rows written faster than zlib compresses them pile up in memory (663 MB and
 * 0.9 s garbage-collection stalls for two archives of 300 000 rows). Waiting here while that
 * PassThrough holds more than BACKLOG_BYTES is the backpressure the library lacks.
 */
const caughtUp = async (sheet: ExcelJS.Worksheet) => {
  const pipe = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0];
  while (pipe && pipe.writableLength > BACKLOG_BYTES) await sleep(2);
};

/**
 * One report as a workbook written to `out` with ExcelJS's streaming writer, in English column
 * names (the API's field names): what it is, its computed tables when it is ready, and the
 * employee table, whose pages come from `pages` and are written as they arrive. Money in the
 * report's currency. `onRows` hears how many employee rows were written.
 */
export const writeReportWorkbook = async (
  report: ReportRow,
  pages: AsyncIterable<EmployeeRow[]>,
  out: Writable,
  onRows: (rows: number) => Promise<void>,
) => {
  const ExcelJs = await loadExcelJs();
  const workbook = new ExcelJs.stream.xlsx.WorkbookWriter({
    stream: out,
    // No styles: ExcelJS registers every cell's style (addStyleModel), the largest CPU cost of
    // a 100 000-row sheet in a profile (8 of 48 s); the header is then plain, not bold.
    useStyles: false,
    useSharedStrings: false,
  });
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
  let employees: ExcelJS.Worksheet | null = null;
  for await (const page of pages) {
    employees ??= openSheet(workbook, 'Employees', [
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
    ]);
    for (let i = 0; i < page.length; i++) {
      const e = page[i] as EmployeeRow;
      employees
        .addRow([
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
        ])
        .commit();
      if ((i + 1) % ROWS_PER_TURN === 0) {
        await nextTurn();
        await caughtUp(employees);
      }
    }
    await onRows(page.length);
  }
  employees?.commit();
  await workbook.commit();
};
