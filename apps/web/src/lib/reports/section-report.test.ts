import type { ReportSummary } from '@parytet/contract/reports';
import { describe, expect, it } from 'vitest';
import { chooseReport } from './section-report.ts';

const report = (id: string, patch: Partial<ReportSummary> = {}): ReportSummary => ({
  id,
  label: `Report ${id}`,
  records: 10,
  created_at: '2025-04-18T10:00:00.000Z',
  report_ready: true,
  report_failed: false,
  error_code: null,
  error_details: null,
  currency: 'PLN',
  period_start: null,
  period_end: null,
  ...patch,
});
const processing = { report_ready: false, report_failed: false };
const failed = { report_ready: false, report_failed: true, error_code: 'SINGLE_GENDER' as const };

describe('chooseReport', () => {
  it('has nothing to choose without reports', () => {
    expect(chooseReport([], undefined)).toEqual({ kind: 'none' });
    expect(chooseReport([], 'a')).toEqual({ kind: 'none' });
  });

  it('opens the first ready, not failed report by default', () => {
    const reports = [report('a', processing), report('b', failed), report('c'), report('d')];
    expect(chooseReport(reports, undefined)).toEqual({ kind: 'default', report: reports[2] });
  });

  it('falls back to the first report when none is ready', () => {
    const reports = [report('a', failed), report('b', processing)];
    expect(chooseReport(reports, undefined)).toEqual({ kind: 'default', report: reports[0] });
  });

  it('finds the report the route names, whatever its state', () => {
    const reports = [report('a'), report('b', failed)];
    expect(chooseReport(reports, 'b')).toEqual({ kind: 'found', report: reports[1] });
  });

  it('calls an id that is not among the reports unknown', () => {
    expect(chooseReport([report('a')], 'zzz')).toEqual({ kind: 'unknown' });
  });
});
