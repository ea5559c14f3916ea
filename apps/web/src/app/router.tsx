import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { importOnce } from '../lib/import-once';
import { readSession } from '../lib/session';
import type { RouteDef } from '../lib/routes';
import { HomeRedirect, RequireAccess, SignedOutOnly } from './guards';
import { routeAt } from './route-at';
import { DASHBOARD_SCREENS, OPEN_SCREENS, PUBLIC_SCREENS, SIGNED_IN_ROUTES, type Screen } from './route-table';
import { RouteError } from './RouteError';
import { RouteTitle } from './RouteTitle';

/*
 * Declarative routes (BrowserRouter + Routes) rather than the data router: the portal loads no data
 * through the router, and the data router's state machine weighed ~17 kB gzipped on every first screen.
 * Navigation runs in a transition, so a screen whose chunk is still loading keeps the previous one shown.
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
function screen(route: RouteDef, how: () => Promise<Screen>) {
  const Page = lazy(async () => ({ default: await loadOnce(route, how) }));
  return <Route key={route.path} path={route.path} element={<Page />} />;
}

const publicHow = (how: Screen) => () => Promise.resolve(how);
const publicScreen = ([route, how]: [RouteDef, Screen]) => screen(route, publicHow(how));
/** Which page a signed-in route loads: a dashboard's is at hand, any other is looked up in the signed-in screens chunk first. */
const signedInHow = (route: RouteDef) => {
  const dashboard = DASHBOARD_SCREENS.find(([r]) => r === route);
  return dashboard ? () => Promise.resolve(dashboard[1]) : async () => (await import('./signed-in-screens')).screenOf(route);
};
const signedInScreen = (route: RouteDef) => screen(route, signedInHow(route));

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

/** A screen that throws, or whose chunk fails to load, shows RouteError; moving to another address tries again. */
class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

function ResettingErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ScreenErrorBoundary key={pathname}>{children}</ScreenErrorBoundary>;
}

const routeTree = (
  <Route element={<RouteTitle />}>
    <Route path="/" element={<HomeRedirect />} />
    <Route element={<SignedOutOnly />}>{PUBLIC_SCREENS.map(publicScreen)}</Route>
    {OPEN_SCREENS.map(publicScreen)}
    <Route element={<RequireAccess />}>
      <Route element={<AppLayout />}>{SIGNED_IN_ROUTES.map(signedInScreen)}</Route>
    </Route>
    <Route path="*" element={<HomeRedirect />} />
  </Route>
);

export function AppRouter() {
  return (
    <BrowserRouter>
      <ResettingErrorBoundary>
        <Suspense fallback={null}>
          <Routes>{routeTree}</Routes>
        </Suspense>
      </ResettingErrorBoundary>
    </BrowserRouter>
  );
}
