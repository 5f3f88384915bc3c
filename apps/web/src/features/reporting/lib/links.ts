import type { TFunction } from 'i18next';
import type { SectionTab } from '#components/report-status/index.ts';
import { buildLink } from '#lib/build-link.ts';
import { paths } from '#lib/paths.ts';

export type TransparencyView = 'indicators' | 'assessment' | 'exports' | 'model' | 'comparison';

const VIEW_PATHS = {
  indicators: paths.main.reportingIndicators,
  assessment: paths.main.reportingAssessment,
  exports: paths.main.reportingExports,
  model: paths.main.reportingModel,
  comparison: paths.main.reportingComparison,
} as const;

/** The tabs of features/analysis keep their labels in its own locale namespace. */
const LABEL_NAMESPACE: Partial<Record<TransparencyView, string>> = {
  model: 'analysis.nav',
  comparison: 'analysis.nav',
};

export const transparencyLink = (id: string, view: TransparencyView) =>
  buildLink(VIEW_PATHS[view], { id });

/**
 * Indicators, assessment and exports need a report; the categories are the organisation's. A
 * role without the Art. 7 letters (a viewer) reads the last tab as "Exports" alone.
 */
export const transparencyTabs = (
  t: TFunction,
  reportId: string | null,
  { letters }: { letters: boolean } = { letters: true },
): SectionTab[] => {
  const needsReport = t('reporting.nav.needsReport');
  const view = (key: TransparencyView): SectionTab => ({
    key,
    label: t(
      `${LABEL_NAMESPACE[key] ?? 'reporting.nav'}.${key === 'exports' && !letters ? 'exportsOnly' : key}`,
    ),
    to: reportId ? transparencyLink(reportId, key) : null,
    disabledReason: needsReport,
  });
  return [
    view('indicators'),
    view('assessment'),
    {
      key: 'categories',
      label: t('reporting.nav.categories'),
      to: paths.main.reportingCategories,
    },
    view('model'),
    view('comparison'),
    view('exports'),
  ];
};
