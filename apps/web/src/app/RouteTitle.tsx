import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useRouteDef } from './guards';

/** The browser tab names the screen, so a user with several tabs open finds the right one. */
export function RouteTitle() {
  const title = useRouteDef()?.title;
  useEffect(() => {
    document.title = title ? `${title} · School Portal` : 'School Portal';
  }, [title]);
  return <Outlet />;
}
