import type { AppContext } from '../../context.ts';
import { signSessionToken } from './tokens.ts';

/**
 * A session token acting for one organisation, for the modules that hand one out after a
 * change of organisation (switching, accepting an invitation).
 */
export const issueSession = (
  ctx: Pick<AppContext, 'jwtSecret' | 'config'>,
  user: { id: string; token_version: number },
  organisationId: string,
) => signSessionToken(ctx, user, organisationId);
