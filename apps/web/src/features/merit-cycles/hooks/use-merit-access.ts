import { can } from '@parytet/contract/permissions';
import { useCurrentUser } from '#lib/current-user.ts';

export type MeritAccess = {
  /** Each person's proposal (the HR team; never a viewer: per-person pay, decisions §9). */
  proposals: boolean;
  /** Create, edit, optimise and submit (owner, admin). */
  edit: boolean;
  /** Approve or send back (owner). */
  approve: boolean;
  /** Apply an approved cycle as a new report (owner, admin). */
  apply: boolean;
};

/** What the caller's role may do in merit cycles (the contract's permission map). */
export const useMeritAccess = (): MeritAccess => {
  const { data: user } = useCurrentUser();
  const may = (permission: Parameters<typeof can>[1]) =>
    user ? can(user.role, permission) : false;
  return {
    proposals: may('merit.proposals'),
    edit: may('merit.edit'),
    approve: may('merit.approve'),
    apply: may('merit.apply'),
  };
};
