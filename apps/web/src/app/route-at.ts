import { matchRoutes } from 'react-router';
import { ALL_ROUTES, type RouteDef } from '../lib/routes';

const ROUTE_OBJECTS = ALL_ROUTES.map((route) => ({ path: route.path, route }));

/** A path as the router compares it: letters in any case, a trailing slash ignored. */
const normal = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

/*
 * Matching ranks and compiles every route of the table, and several screens ask on each render: each
 * address is matched once. A path with no parameters that names a route exactly is that route (the
 * router ranks a static segment above any other), so the dashboards a sign-in lands on skip matching.
 */
const STATIC = new Map(ALL_ROUTES.filter((r) => !/[:*?]/.test(r.path)).map((r) => [normal(r.path), r]));
const matched = new Map<string, RouteDef | undefined>();

/** The route table's entry of an address, ranked as the router ranks them (`/suppliers/add` before `/suppliers/:id`). */
export function routeAt(pathname: string): RouteDef | undefined {
  if (!matched.has(pathname)) matched.set(pathname, STATIC.get(normal(pathname)) ?? matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1)?.route.route);
  return matched.get(pathname);
}
