import { Suspense, useCallback, useEffect, type ComponentType } from 'react';
import { BrowserRouter, matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { importOnce } from '../lib/import-once';
import { lazyPart, retryFailedParts } from '../lib/lazy-part';
import { useT } from '../lib/i18n';
import { MayOpenPath } from '../lib/may-open-path';
import { ALL_ROUTES, mayOpen, type RouteDef } from '../lib/routes';
import { dashboardOf } from '../lib/paths';
import { readSession, useSession } from '../lib/session';
import { HomeRedirect, RequireSession, SignedOutOnly } from './guards';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

/*
 * Declarative routes (BrowserRouter + useRoutes) rather than the data router: the portal loads data with
 * TanStack Query, and the data router weighed ~17 kB gzipped on every first screen (docs/decisions/008).
 * Each page is a lazy component made from its route's `page` (lib/routes.ts).
 */

/** Each route's page as a component, made once (lib/lazy-part.ts: a failed download is asked again later). */
const pages = new Map<RouteDef, ComponentType>();
function pageOf(route: RouteDef) {
  let Page = pages.get(route);
  if (!Page) pages.set(route, (Page = lazyPart(route.page)));
  return Page;
}

/** A screen's tab title, in the reader's language: also the drawn page's (app/draw-screen.tsx). */
export const screenTitle = (route: RouteDef, t: (id: string, values?: Record<string, string>) => string) =>
  t(/*i18n*/ '{title} · School Portal', { title: t(route.title) });

/**
 * A screen: its tab title, its roles (a signed-in user of another role goes to their own dashboard) and its
 * page. Signed-out screens are left to SignedOutOnly: a sign-in made on them decides itself where to go.
 * The tab title is the route's, in the reader's language, and set here only: a page's heading may say more
 * (a record's name), but an effect of a page would run before this one and be overwritten by it.
 */
function Screen({ route }: { route: RouteDef }) {
  const session = useSession();
  const t = useT();
  const title = screenTitle(route, t);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const Page = pageOf(route);
  if (session && route.access !== 'signedOut' && !mayOpen(route.access, session.role))
    return <Navigate to={dashboardOf(session.role)} replace />;
  return <Page />;
}

const loadShell = importOnce(() => import('./shell/AppLayout'));
/** The signed-in shell (top bar, sidebar, notifications) loads after sign-in, not with the sign-in screen. */
const AppLayout = lazyPart(async () => {
  const shell = await loadShell();
  await shell.textsReady;
  return shell.AppLayout;
});

const screen = (route: RouteDef): RouteObject => ({ path: route.path, element: <Screen route={route} /> });
const withAccess = (access: RouteDef['access'] | 'signedIn') => ALL_ROUTES.filter((r) => r.access === access);
const signedInRoutes = ALL_ROUTES.filter((r) => r.access !== 'signedOut' && r.access !== 'anyone');

const ROUTES: RouteObject[] = [
  { element: <SignedOutOnly />, children: withAccess('signedOut').map(screen) },
  ...withAccess('anyone').map(screen),
  { element: <RequireSession />, children: [{ element: <AppLayout />, children: signedInRoutes.map(screen) }] },
  { path: '*', element: <HomeRedirect /> },
];

/**
 * Settles when the code of the screen the portal opens on has arrived (or failed to: the screen's error
 * boundary then says so). The first render waits for it, with the splash of index.html on screen: a first
 * render that suspends shows an empty fallback instead, and React then holds the screen back for 300 ms.
 * For a signed-in user the shell and the page download at once, not one after the other.
 */
export function openingScreenLoaded(pathname: string): Promise<unknown> {
  // Nearly every address is a screen's own path, and no other route outranks an exact match. React Router's
  // ranking of all the routes is left to the rest (ids, a trailing slash, capitals): run cold at startup it
  // took ~10 ms of CPU (unthrottled), a third of the entry's task, which a phone's 4x slower CPU makes long.
  const route =
    ALL_ROUTES.find((r) => r.path === pathname) ?? matchRoutes(ALL_ROUTES as RouteDef[], pathname)?.[0]?.route;
  if (!route) return Promise.resolve();
  const signedIn = readSession() !== null && signedInRoutes.includes(route);
  return Promise.allSettled([route.page(), signedIn ? loadShell().then((shell) => shell.openingFrame()) : undefined]);
}

function Screens() {
  const { pathname } = useLocation();
  const t = useT();
  useEffect(retryFailedParts, [pathname]);
  return (
    <ScreenErrorBoundary pathname={pathname} t={t}>
      {useRoutes(ROUTES)}
    </ScreenErrorBoundary>
  );
}

/** The portal's screens inside a router: the browser's, or on the server the address being drawn (app/draw-screen.tsx). */
export function PortalScreens() {
  const role = useSession()?.role ?? null;
  const mayOpenPath = useCallback(
    (path: string) => ALL_ROUTES.some((r) => r.path === path && mayOpen(r.access, role)),
    [role],
  );
  return (
    <MayOpenPath.Provider value={mayOpenPath}>
      <Suspense fallback={null}>
        <Screens />
      </Suspense>
    </MayOpenPath.Provider>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <PortalScreens />
    </BrowserRouter>
  );
}
