import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { didSignOut, readSession, useSession } from '../lib/session';
import { dashboardOf, mayOpen, paths, type RouteDef } from '../lib/routes';
import { routeAt } from './route-at';

/** The route table's entry of the current address. */
export function useRouteDef(): RouteDef | undefined {
  return routeAt(useLocation().pathname);
}

/**
 * Signed-out visitors go to /login; a signed-in user the route is not for goes to their own dashboard.
 * Who may open what is read from the route table (lib/routes.ts). This only steers the browser: the
 * server refuses the calls regardless.
 */
export function RequireAccess() {
  const session = useSession();
  const location = useLocation();
  const route = useRouteDef();
  if (!session) {
    if (didSignOut()) return <Navigate to={paths.login} replace />;
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (route && !mayOpen(route.access, session.role)) return <Navigate to={dashboardOf(session.role)} replace />;
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
