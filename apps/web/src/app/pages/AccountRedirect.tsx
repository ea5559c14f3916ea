import { Navigate } from 'react-router';
import { useSession } from '../../lib/session';
import { paths, profileOf } from '../../lib/paths';

/** The user menu's Profile leads to the role's own profile screen. */
export function AccountRedirect() {
  const session = useSession();
  return <Navigate to={session ? profileOf(session.role) : paths.login} replace />;
}
