import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { importOnce } from '../lib/import-once';
import { readSession } from '../lib/session';
import type { RouteDef } from '../lib/routes';
import { HomeRedirect, RequireAccess, SignedOutOnly } from './guards';
import { routeAt } from './route-at';
import { DASHBOARD_SCREENS, OPEN_SCREENS, PUBLIC_SCREENS, SIGNED_IN_ROUTES, type Screen } from './route-table';
import { RouteTitle } from './RouteTitle';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

/*
 * Declarative routes (BrowserRouter + useRoutes) rather than the data router: the portal loads no data
 * through the router, and the data router's state machine weighed ~17 kB gzipped on every first screen.
 * Navigation runs in a transition: a signed-out screen whose chunk is still loading keeps the previous one
 * shown; inside the signed-in shell the page area says it is loading (shell/AppLayout.tsx).
 */

async function componentOf(route: RouteDef, how: Screen): Promise<ComponentType> {
  if (how === 'placeholder') {
    const { PlaceholderPage } = await import('../components/PlaceholderPage');
    return () => <PlaceholderPage title={route.title} />;
  }
  return how.load();
}

/** Each route's component, loaded once: the lazy screen and an early start (below) share the same promise. */
const loaded = new Map<string, Promise<ComponentType>>();
function loadOnce(route: RouteDef, how: () => Promise<Screen>): Promise<ComponentType> {
  let component = loaded.get(route.path);
  if (!component) {
    component = how().then((screen) => componentOf(route, screen));
    loaded.set(route.path, component);
  }
  return component;
}

/** A route whose screen loads only when first visited. */
function screen(route: RouteDef, how: () => Promise<Screen>): RouteObject {
  const Page = lazy(async () => ({ default: await loadOnce(route, how) }));
  return { path: route.path, element: <Page /> };
}

const publicHow = (how: Screen) => () => Promise.resolve(how);
/** Which page a signed-in route loads: a dashboard's is at hand, any other is looked up in the signed-in screens chunk first. */
const signedInHow = (route: RouteDef) => {
  const dashboard = DASHBOARD_SCREENS.find(([r]) => r === route);
  return dashboard ? () => Promise.resolve(dashboard[1]) : async () => (await import('./signed-in-screens')).screenOf(route);
};

const loadShell = importOnce(() => import('./shell/AppLayout'));
/** The signed-in shell (top bar, sidebar, notifications) loads after sign-in, not with the sign-in screen. */
const AppLayout = lazy(async () => ({ default: (await loadShell()).AppLayout }));

/*
 * A signed-in user opening the portal needs the shell, the table of screens and the page: left to the
 * lazy components, each would start only when the one around it has arrived. Starting all three at
 * once saves two round trips on a phone's slow network.
 */
const opening = routeAt(window.location.pathname);
const signedInOpening = readSession() && opening && SIGNED_IN_ROUTES.includes(opening) ? opening : undefined;
const publicOpening = [...PUBLIC_SCREENS, ...OPEN_SCREENS].find(([route]) => route === opening);

/**
 * Settles when the code of the screen the portal opens on has arrived (or failed to: the screen's error
 * boundary then says so). The first render waits for it: a first render that suspends shows its empty
 * fallback in place of the splash, and React then holds the screen back for 300 ms after that fallback,
 * so a phone would see a blank page and the screen's data would be asked for later.
 */
export const openingScreenLoaded: Promise<unknown> = (() => {
  if (signedInOpening) {
    return Promise.allSettled([loadShell().then((shell) => shell.loadOpeningMenu()), loadOnce(signedInOpening, signedInHow(signedInOpening))]);
  }
  if (publicOpening) return loadOnce(publicOpening[0], publicHow(publicOpening[1])).catch(() => undefined);
  return Promise.resolve();
})();

function ResettingErrorBoundary({ children }: { children: ReactNode }) {
  return <ScreenErrorBoundary pathname={useLocation().pathname}>{children}</ScreenErrorBoundary>;
}

/** The layouts around a screen. The same element objects for every route, so moving between screens keeps them mounted. */
const layout = { title: <RouteTitle />, signedOut: <SignedOutOnly />, access: <RequireAccess />, shell: <AppLayout /> };
const nest = (screen: RouteObject, ...elements: ReactNode[]): RouteObject =>
  elements.reduceRight<RouteObject>((inner, element) => ({ element, children: [inner] }), screen);

/** The branch of the route tree that leads to a route's screen; an address that is no route goes home. */
function branchOf(route: RouteDef | undefined): RouteObject[] {
  const entry = (list: [RouteDef, Screen][]) => list.find(([r]) => r === route);
  const publicEntry = entry(PUBLIC_SCREENS);
  const openEntry = entry(OPEN_SCREENS);
  if (route && publicEntry) return [nest(screen(route, publicHow(publicEntry[1])), layout.title, layout.signedOut)];
  if (route && openEntry) return [nest(screen(route, publicHow(openEntry[1])), layout.title)];
  if (route && SIGNED_IN_ROUTES.includes(route)) return [nest(screen(route, signedInHow(route)), layout.title, layout.access, layout.shell)];
  return [nest({ path: '*', element: <HomeRedirect /> }, layout.title)];
}

/*
 * The router's own matching flattens, ranks and compiles every route of the table on each render of
 * the screens: 1.6 ms here once warm, 4.4 ms cold, four times that on a phone. The route table already
 * knows which entry an address is (routeAt, looked up once per address), so the router is handed that
 * one branch, built once per route.
 */
const branches = new Map<RouteDef | undefined, RouteObject[]>();
function Screens() {
  const route = routeAt(useLocation().pathname);
  let branch = branches.get(route);
  if (!branch) branches.set(route, (branch = branchOf(route)));
  return useRoutes(branch);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <ResettingErrorBoundary>
        <Suspense fallback={null}>
          <Screens />
        </Suspense>
      </ResettingErrorBoundary>
    </BrowserRouter>
  );
}
