import { can } from '@parytet/contract/permissions';
import { useCurrentUser } from '#lib/current-user.ts';

/** Whether the plan includes reporting, and whether the caller's role may change its records. */
export const useReportingAccess = () => {
  const { data: user } = useCurrentUser();
  return {
    loaded: user !== undefined,
    enabled: user?.features.reporting === true,
    canEdit: user ? can(user.role, 'reporting.edit') : false,
    canSubmit: user ? can(user.role, 'reporting.submit') : false,
    /** The Art. 7 letters are personal data: a viewer gets the exports alone. */
    letters: user ? can(user.role, 'reporting.letters') : false,
  };
};
