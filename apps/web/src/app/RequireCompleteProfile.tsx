import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { profileOf } from '../lib/paths';
import { useMe } from '../lib/use-me';

/**
 * Until their profile is complete, institute staff and job seekers see only their profile screen:
 * any other address sends them there (the sign-in answer already did once). The super admin is never
 * held back (spec section 4). While the account is still loading the screen shows as usual.
 */
export function RequireCompleteProfile({ children }: { children: ReactNode }) {
  const session = useSession();
  const { data: me } = useMe();
  const { pathname } = useLocation();
  if (!session || session.role === 'superAdmin' || !me || me.isProfileCompleted) return children;
  const profile = profileOf(session.role);
  if (pathname === profile) return children;
  return <Navigate to={profile} replace />;
}
