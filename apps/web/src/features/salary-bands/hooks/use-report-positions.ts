import { reportViews, useReportView } from '#lib/reports/report-views.ts';

const natural = new Intl.Collator(undefined, { numeric: true });

/** Every position of a report (from its extended salary ranges), in natural order. */
export const useReportPositions = (reportId: string): string[] => {
  const query = useReportView(reportViews.extendedSalaryRanges, reportId);
  const data = query.data;
  if (data?.status !== 'ready') return [];
  const names = new Set(data.ranges.flatMap((level) => level.positions.map((p) => p.position)));
  return [...names].sort(natural.compare);
};
