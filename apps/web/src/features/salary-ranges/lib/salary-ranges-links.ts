import type { TFunction } from 'i18next';
import type { SectionTab } from '#components/report-status/index.ts';
import { buildLink } from '#lib/build-link.ts';
import { paths } from '#lib/paths.ts';

export type RangesView = 'base' | 'extended';

/** The public methodology page the report screens link to. */
export const METHODOLOGY_PATH = paths.methodology;

export const rangesViewLink = (id: string, view: RangesView) =>
  buildLink(view === 'base' ? paths.main.salaryRangesBase : paths.main.salaryRangesExtended, {
    id,
  });

/** Spec §2: base and extended. */
export const rangesTabs = (t: TFunction, reportId: string): SectionTab[] => [
  { key: 'base', label: t('salary-ranges.nav.base'), to: rangesViewLink(reportId, 'base') },
  {
    key: 'extended',
    label: t('salary-ranges.nav.extended'),
    to: rangesViewLink(reportId, 'extended'),
  },
];
