import type { TFunction } from 'i18next';
import type { SectionTab } from '#components/report-status/index.ts';
import { buildLink } from '#lib/build-link.ts';
import { paths } from '#lib/paths.ts';

export const benchmarkingLink = (id: string, view: 'comparison' | 'mapping') =>
  buildLink(
    view === 'comparison' ? paths.main.benchmarkingComparison : paths.main.benchmarkingMapping,
    {
      id,
    },
  );

/** The comparison and the mapping are a report's; the opt-in to the pool is the organisation's. */
export const benchmarkingTabs = (t: TFunction, reportId: string | null): SectionTab[] => {
  const needsReport = t('benchmarking.nav.needsReport');
  const view = (key: 'comparison' | 'mapping'): SectionTab => ({
    key,
    label: t(`benchmarking.nav.${key}`),
    to: reportId ? benchmarkingLink(reportId, key) : null,
    disabledReason: needsReport,
  });
  return [
    view('comparison'),
    view('mapping'),
    { key: 'sharing', label: t('benchmarking.nav.sharing'), to: paths.main.benchmarkingSharing },
  ];
};
