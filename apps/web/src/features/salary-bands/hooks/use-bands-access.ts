import { can } from '@parytet/contract/permissions';
import { useCurrentUser } from '#lib/current-user.ts';

/**
 * What the caller's role may do with the bands: owners and admins set and draft them; the HR
 * team reads each person's place; a viewer reads the per-band aggregates alone (decisions §9).
 */
export const useBandsAccess = () => {
  const { data: user } = useCurrentUser();
  return {
    canEdit: user ? can(user.role, 'salary-bands.edit') : false,
    seesPeople: user ? can(user.role, 'reports.employees') : false,
  };
};
