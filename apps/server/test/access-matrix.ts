import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@school-portal/contract';
import { ROLE_REFUSAL } from '../src/plugins/access.ts';
import { accessOf, bodyOf, isTenantRule, type AccessRule, type RecordFixture } from './access-rules.ts';
import { signedIn, signedInSuperAdmin } from './factories/accounts.ts';
import { createInstitute } from './factories/institutes.ts';
import type { Caller, TestApp } from './harness.ts';

export interface AccessMatrix<F extends string> {
  /** The app whose routes are walked: the real one, or a test app with extra routes. */
  createApp: () => Promise<TestApp>;
  rules: Record<string, AccessRule<F>>;
  fixtures: Record<F, RecordFixture>;
  /**
   * The routes the walks call ("GET /api/jobs/:jobId"), all when left out. Every route still needs its row: a
   * test app with extra routes walks those alone, as access-matrix.test.ts walks the real ones.
   */
  walks?: (route: string) => boolean;
}

type Route = { method: string; url: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const INSTITUTE_ROLES: readonly Role[] = ['instituteAdmin', 'instituteUser'];
/** A well-formed id of nothing. */
const NOBODY = '00000000-0000-4000-8000-000000000000';
const key = (r: Route) => `${r.method} ${r.url}`;
/** Fills path parameters: those given, the caller's own user ID, or a well-formed id of nothing. */
const fill = (url: string, params: Record<string, string>) =>
  url.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => encodeURIComponent(params[name] ?? NOBODY));
const allows = (rule: AccessRule, role: Role) => {
  const access = accessOf(rule);
  return access === 'public' || access === 'signedIn' || access.includes(role);
};

/**
 * The access matrix (decisions 003 and 006): every API route × anonymous and each role, and on
 * institute data, the caller's own institute's record × another institute's. Walks the routes the
 * app registered, so a route without a row (or a row without a route) fails.
 */
export function describeAccessMatrix<F extends string>(title: string, matrix: AccessMatrix<F>) {
  let app: TestApp;
  /** Institute staff of one institute (admin and user), plus a job seeker and the super admin. */
  const callers = new Map<Role, Caller & { userId: string; instituteCode: string | null }>();
  let home: string;
  let elsewhere: string;

  beforeAll(async () => {
    app = await matrix.createApp();
    const ours = await createInstitute(app);
    home = ours.code;
    elsewhere = (await createInstitute(app)).code;
    const admin = await signedInSuperAdmin(app);
    const seeker = await signedIn(app, { role: 'jobseeker' });
    callers.set('superAdmin', { headers: admin.headers, userId: admin.userId, instituteCode: null });
    callers.set('instituteAdmin', {
      headers: ours.admin.headers,
      userId: ours.admin.account.userId,
      instituteCode: home,
    });
    callers.set('instituteUser', {
      headers: ours.staff.headers,
      userId: ours.staff.account.userId,
      instituteCode: home,
    });
    callers.set('jobseeker', { headers: seeker.headers, userId: seeker.account.userId, instituteCode: null });
  });
  afterAll(() => app.close());

  const ruleOf = (r: Route) => matrix.rules[key(r)]!;
  /** The routes the walks below call. */
  const walked = () => app.apiRoutes.filter((r) => matrix.walks?.(key(r)) ?? true);
  /** The path of a route for a caller: their user ID, and on institute data a record made in `institute`. */
  async function urlFor(route: Route, userId: string, institute: string, which: 'own' | 'other' = 'own') {
    const rule = ruleOf(route);
    const params: Record<string, string> = { userId };
    if (isTenantRule(rule)) {
      const fixture = matrix.fixtures[which === 'other' ? (rule.other ?? rule.own) : rule.own];
      Object.assign(params, await fixture(app, institute));
    }
    return { url: fill(route.url, params), params };
  }
  const send = (
    route: Route,
    { url, params }: { url: string; params: Record<string, string> },
    caller: Caller | null,
  ) => {
    const rule = ruleOf(route);
    const body = isTenantRule(rule) ? bodyOf(rule, params) : undefined;
    return app.inject({
      method: route.method as Method,
      url,
      headers: caller?.headers ?? {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
  };

  describe(title, () => {
    it('every API route has a row, and every row a route', () => {
      const routes = app.apiRoutes.map(key);
      expect(
        routes.filter((r) => !(r in matrix.rules)),
        'routes without an access rule',
      ).toEqual([]);
      expect(
        Object.keys(matrix.rules).filter((r) => !routes.includes(r)),
        'rules without a route',
      ).toEqual([]);
    });

    it('each route declares the access its row expects', () => {
      for (const route of app.apiRoutes) expect(route.access, key(route)).toEqual(accessOf(ruleOf(route)));
    });

    it('anonymous callers get 401 from every route that is not public', async () => {
      for (const route of walked()) {
        const res = await send(route, await urlFor(route, 'JS100001', home), null);
        if (accessOf(ruleOf(route)) === 'public') expect(res.statusCode, key(route)).not.toBe(401);
        else expect(res.statusCode, key(route)).toBe(401);
      }
    });

    // Before the role walk below, whose logout ends the callers' sessions.
    const tenantRoutes = Object.entries(matrix.rules).filter(([, rule]) => isTenantRule(rule));
    it.skipIf(tenantRoutes.length === 0)(
      "institute staff reach their own institute's records, and another institute's answer 404",
      async () => {
        for (const route of walked().filter((r) => isTenantRule(ruleOf(r)))) {
          for (const role of INSTITUTE_ROLES.filter((r) => allows(ruleOf(route), r))) {
            const me = callers.get(role)!;
            const own = await send(route, await urlFor(route, me.userId, home, 'own'), me);
            expect([401, 403, 404], `${key(route)} as ${role}, own institute: ${own.body}`).not.toContain(
              own.statusCode,
            );
            const other = await send(route, await urlFor(route, me.userId, elsewhere, 'other'), me);
            expect(other.statusCode, `${key(route)} as ${role}, other institute`).toBe(404);
          }
        }
        // Every tenant route makes two records per role: the walk grows with each domain, past the default 30 s on a busy machine.
      },
      120_000,
    );

    for (const role of ROLES) {
      it(`a ${role} is let through exactly where the rules allow`, async () => {
        const me = callers.get(role)!;
        // Logging out ends the caller's session: call it last.
        const lastIsLogout = (r: Route) => Number(key(r) === 'POST /api/auth/logout');
        for (const route of walked().sort((a, b) => lastIsLogout(a) - lastIsLogout(b))) {
          const res = await send(route, await urlFor(route, me.userId, me.instituteCode ?? home), me);
          const refusedForRole = res.statusCode === 403 && res.json().message === ROLE_REFUSAL;
          if (allows(ruleOf(route), role)) {
            expect(res.statusCode, key(route)).not.toBe(401);
            expect(refusedForRole, `${key(route)} refused ${role}`).toBe(false);
          } else {
            expect([res.statusCode, res.json().message], key(route)).toEqual([403, ROLE_REFUSAL]);
          }
        }
      });
    }
  });
}
