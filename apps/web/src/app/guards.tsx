import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { didSignOut, readSession, useSession } from '../lib/session';
import { dashboardOf, paths } from '../lib/paths';

/**
 * Signed-out visitors of a signed-in screen go to /login, and come back after signing in. Which roles may
 * open a screen is checked by the screen itself (router.tsx). This only steers the browser: the server
 * refuses the calls regardless.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session) return <Outlet />;
  if (didSignOut()) return <Navigate to={paths.login} replace />;
  return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
}

/**
 * Sign-in and registration screens send an already signed-in visitor to their dashboard.
 * Only on arrival: a sign-in made on this screen decides itself where to go next.
 */
export function SignedOutOnly() {
  const [arrivedWith] = useState(readSession);
  if (arrivedWith) return <Navigate to={dashboardOf(arrivedWith.role)} replace />;
  return <Outlet />;
}

export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={session ? dashboardOf(session.role) : paths.login} replace />;
}
