import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@school-portal/contract';
import { readSession, useSession } from '../lib/session';
import { dashboardOf, paths } from './paths';

/**
 * Signed-out visitors go to /login; a signed-in user of another role goes to their own dashboard.
 * This only steers the browser: the server refuses the calls regardless.
 */
export function RequireRole({ roles }: { roles?: readonly Role[] }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (roles && !roles.includes(session.role)) return <Navigate to={dashboardOf(session.role)} replace />;
  return <Outlet />;
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
