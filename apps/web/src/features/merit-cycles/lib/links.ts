import type { TFunction } from 'i18next';
import type { SectionTab } from '#components/report-status/index.ts';
import { buildLink } from '#lib/build-link.ts';
import { paths } from '#lib/paths.ts';
import type { MeritAccess } from '../hooks/use-merit-access.ts';

export type CycleView = 'proposals' | 'guidelines' | 'impact' | 'optimiser' | 'review';

const VIEW_PATHS = {
  proposals: paths.main.meritCycleProposals,
  guidelines: paths.main.meritCycleGuidelines,
  impact: paths.main.meritCycleImpact,
  optimiser: paths.main.meritCycleOptimiser,
  review: paths.main.meritCycleReview,
} as const;

export const cycleLink = (id: string, view: CycleView) => buildLink(VIEW_PATHS[view], { id });

/**
 * The views a role has: a viewer reads the guidelines, the impact and the review (aggregates);
 * the proposals are per-person pay (the HR team); the optimiser changes them (owner, admin).
 */
export const cycleViews = (access: MeritAccess): CycleView[] => [
  ...(access.proposals ? (['proposals'] as const) : []),
  'guidelines',
  'impact',
  ...(access.edit ? (['optimiser'] as const) : []),
  'review',
];

/** Where a cycle opens: the proposals for the HR team, the impact for a viewer. */
export const defaultView = (access: MeritAccess): CycleView =>
  access.proposals ? 'proposals' : 'impact';

export const cycleTabs = (t: TFunction, id: string, access: MeritAccess): SectionTab[] =>
  cycleViews(access).map((view) => ({
    key: view,
    label: t(`merit-cycles.tabs.${view}`),
    to: cycleLink(id, view),
  }));
