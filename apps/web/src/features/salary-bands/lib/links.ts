import type { TFunction } from 'i18next';
import type { SectionTab } from '#components/report-status/index.ts';
import { buildLink } from '#lib/build-link.ts';
import { paths } from '#lib/paths.ts';

export const peopleLink = (reportId: string, version?: number) =>
  buildLink(paths.main.salaryBandsPeople, { id: reportId }, { version });

/**
 * The section's tabs: the structure (the organisation's), the draft (owners and admins), a
 * report's people in the bands (needs a report), the advert sentences and the criteria page.
 */
export const bandsTabs = (
  t: TFunction,
  reportId: string | null,
  { canEdit }: { canEdit: boolean },
): SectionTab[] => [
  { key: 'structure', label: t('salary-bands.nav.structure'), to: paths.main.salaryBands },
  ...(canEdit
    ? [{ key: 'draft', label: t('salary-bands.nav.draft'), to: paths.main.salaryBandsDraft }]
    : []),
  {
    key: 'people',
    label: t('salary-bands.nav.people'),
    to: reportId ? peopleLink(reportId) : null,
    disabledReason: t('salary-bands.nav.needsReport'),
  },
  { key: 'adverts', label: t('salary-bands.nav.adverts'), to: paths.main.salaryBandsAdverts },
  { key: 'criteria', label: t('salary-bands.nav.criteria'), to: paths.main.salaryBandsCriteria },
];
