import type { AppContext } from '#context.ts';
import { signSessionToken } from './tokens.ts';

// Credentials and session tokens sit below the modules that hand a session out (auth's sign-in
// and sign-up, members' switching, invitations' accepting) so that none of them imports another
// for it.
export { checkPassword, hashPassword } from './passwords.ts';
export { readSignupToken, signSessionToken, signSignupToken } from './tokens.ts';

/**
 * A session token acting for one organisation, for the modules that hand one out after a
 * change of organisation (switching, accepting an invitation).
 */
export const issueSession = (
  ctx: Pick<AppContext, 'jwtSecret' | 'config'>,
  user: { id: string; token_version: number },
  organisationId: string,
) => signSessionToken(ctx, user, organisationId);
