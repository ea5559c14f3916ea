import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../lib/routes';
import { routeAt } from './route-at';

const byRouter = (pathname: string) => matchRoutes(ALL_ROUTES.map((route) => ({ path: route.path, route })), pathname)?.at(-1)?.route.route;

describe('the route of an address', () => {
  const addresses = ALL_ROUTES.flatMap((r) => {
    const filled = r.path.replace(/:\w+/g, 'A1b2');
    return [filled, filled.toUpperCase(), `${filled}/`];
  });

  it('is the one the router picks, for every route, in any case and with a trailing slash', () => {
    expect(addresses.length).toBeGreaterThan(100);
    for (const address of addresses) expect(routeAt(address)?.path, address).toBe(byRouter(address)?.path);
  });

  it('is none for an address of no route', () => {
    expect(routeAt('/no/such/page')).toBeUndefined();
    expect(routeAt('/super-admin/dashboard/extra')).toBe(byRouter('/super-admin/dashboard/extra'));
  });
});
