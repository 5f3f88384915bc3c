import { Navigate, useParams } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { paths } from '../../../lib/paths.ts';
import { TellUsMoreForm } from './tell-us-more-form.tsx';

/**
 * Step two of sign-up (`/auth/:mode/details`). Manual mode needs the e-mail and password of
 * step one; without them (a fresh tab, a cleared draft) the user starts again. The social modes
 * need the server's social sign-in, which this deployment does not offer yet.
 */
export const TellUsMoreScreen = () => {
  const { mode } = useParams();
  const draft = useAuthStore((s) => s.registration);
  if (mode !== 'manual' || !draft?.email || !draft.password) {
    return <Navigate to={paths.auth.signUp} replace />;
  }
  return <TellUsMoreForm email={draft.email} password={draft.password} draft={draft} />;
};
