import type { TFunction } from 'i18next';
import type { SectionTab } from '#components/report-status/index.ts';
import { buildLink } from '#lib/build-link.ts';
import { paths } from '#lib/paths.ts';

export type PayGapView = 'base' | 'adjusted';

/** The public methodology page the report screens link to. */
export const METHODOLOGY_PATH = paths.methodology;

export const payGapViewLink = (id: string, view: PayGapView) =>
  buildLink(view === 'base' ? paths.main.payGapBase : paths.main.payGapAdjusted, { id });

/**
 * Spec §2: base data, adjusted pay gap, new report; the first two need a report. A role that
 * may not upload (a viewer) gets no "new report" tab.
 */
export const payGapTabs = (
  t: TFunction,
  reportId: string | null,
  canUpload = true,
): SectionTab[] => {
  const needsReport = t('pay-gap.nav.needsReport');
  return [
    {
      key: 'base',
      label: t('pay-gap.nav.base'),
      to: reportId ? payGapViewLink(reportId, 'base') : null,
      disabledReason: needsReport,
    },
    {
      key: 'adjusted',
      label: t('pay-gap.nav.adjusted'),
      to: reportId ? payGapViewLink(reportId, 'adjusted') : null,
      disabledReason: needsReport,
    },
    ...(canUpload ? [{ key: 'new', label: t('pay-gap.nav.new'), to: paths.main.payGapNew }] : []),
  ];
};
