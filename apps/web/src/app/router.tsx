import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RouteDef } from '../lib/routes';
import { HomeRedirect, RequireAccess, SignedOutOnly } from './guards';
import { OPEN_SCREENS, PUBLIC_SCREENS, SIGNED_IN_ROUTES, type Screen } from './route-table';
import { RouteError } from './RouteError';
import { RouteTitle } from './RouteTitle';

async function load(route: RouteDef, how: Screen) {
  if (how === 'placeholder') {
    const { PlaceholderPage } = await import('../components/PlaceholderPage');
    return { Component: () => <PlaceholderPage title={route.title} /> };
  }
  if (how === 'profile') {
    const { ProfilePlaceholderPage } = await import('../features/profiles/pages/ProfilePlaceholderPage');
    return { Component: () => <ProfilePlaceholderPage title={route.title} /> };
  }
  return { Component: await how.load() };
}

/** A route whose screen loads only when first visited; its table entry rides along as `handle`. */
function screen([route, how]: [RouteDef, Screen]): RouteObject {
  return { path: route.path, handle: { route }, lazy: () => load(route, how) };
}

/** A signed-in route: which page it loads is looked up in the signed-in screens chunk first. */
function signedInScreen(route: RouteDef): RouteObject {
  return { path: route.path, handle: { route }, lazy: async () => load(route, (await import('./signed-in-screens')).screenOf(route)) };
}

export const router = createBrowserRouter([
  {
    element: <RouteTitle />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomeRedirect /> },
      { element: <SignedOutOnly />, children: PUBLIC_SCREENS.map(screen) },
      ...OPEN_SCREENS.map(screen),
      {
        element: <RequireAccess />,
        children: [
          {
            // The signed-in shell (top bar, sidebar, notifications) loads after sign-in, not with the sign-in screen.
            lazy: async () => ({ Component: (await import('./shell/AppLayout')).AppLayout }),
            children: SIGNED_IN_ROUTES.map(signedInScreen),
          },
        ],
      },
      { path: '*', element: <HomeRedirect /> },
    ],
  },
]);
