import { can, type Permission } from '@parytet/contract/permissions';
import { useCurrentUser } from './current-user.ts';

/**
 * Whether the signed-in user's role in the acting organisation may take an action
 * (permissions.ts in the contract, which the server enforces). The web hides what a role cannot
 * do rather than showing a dead control; false until the user is known.
 */
export const useCan = () => {
  const { data: user } = useCurrentUser();
  return (permission: Permission) => (user ? can(user.role, permission) : false);
};
