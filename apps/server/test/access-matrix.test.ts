import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@school-portal/contract';
import type { App } from '../src/app.ts';
import { ROLE_REFUSAL } from '../src/plugins/access.ts';
import { ACCESS_RULES } from './access-rules.ts';
import { createTestApp } from './harness.ts';
import { signedIn, signedInSuperAdmin } from './factories.ts';

let app: App;
const callers = new Map<Role, { headers: Record<string, string>; userId: string }>();

beforeAll(async () => {
  app = await createTestApp();
  for (const role of ROLES) {
    if (role === 'superAdmin') {
      const admin = await signedInSuperAdmin(app);
      callers.set(role, { headers: admin.headers, userId: 'SA100001' });
    } else {
      const user = await signedIn(app, { role });
      callers.set(role, { headers: user.headers, userId: user.account.userId });
    }
  }
});
afterAll(() => app.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
/** Fills path parameters: the caller's own user ID, or a well-formed id of nothing. */
const fill = (url: string, userId: string) =>
  url.replace(':userId', userId).replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');

describe('access matrix', () => {
  it('every API route has a row, and every row a route', () => {
    const routes = app.apiRoutes.map(key);
    expect(routes.filter((r) => !(r in ACCESS_RULES)), 'routes without an access rule').toEqual([]);
    expect(Object.keys(ACCESS_RULES).filter((r) => !routes.includes(r)), 'rules without a route').toEqual([]);
  });

  it('each route declares the access its row expects', () => {
    for (const route of app.apiRoutes) expect(route.access, key(route)).toEqual(ACCESS_RULES[key(route)]);
  });

  it('anonymous callers get 401 from every route that is not public', async () => {
    for (const route of app.apiRoutes) {
      const res = await app.inject({ method: route.method as 'GET', url: fill(route.url, 'JS100001') });
      if (ACCESS_RULES[key(route)] === 'public') expect(res.statusCode, key(route)).not.toBe(401);
      else expect(res.statusCode, key(route)).toBe(401);
    }
  });

  for (const role of ROLES) {
    it(`a ${role} is let through exactly where the rules allow`, async () => {
      const me = callers.get(role)!;
      // Logging out ends the caller's session: call it last.
      const lastIsLogout = (r: { method: string; url: string }) => Number(key(r) === 'POST /api/auth/logout');
      for (const route of [...app.apiRoutes].sort((a, b) => lastIsLogout(a) - lastIsLogout(b))) {
        const rule = ACCESS_RULES[key(route)]!;
        const allowed = rule === 'public' || rule === 'signedIn' || rule.includes(role);
        const res = await app.inject({ method: route.method as 'GET', url: fill(route.url, me.userId), headers: me.headers });
        const refusedForRole = res.statusCode === 403 && res.json().message === ROLE_REFUSAL;
        if (allowed) {
          expect(res.statusCode, key(route)).not.toBe(401);
          expect(refusedForRole, `${key(route)} refused ${role}`).toBe(false);
        } else {
          expect([res.statusCode, res.json().message], key(route)).toEqual([403, ROLE_REFUSAL]);
        }
      }
    });
  }
});
