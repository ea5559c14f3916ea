import { asc, eq, sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, MessageSchema, PageQuerySchema } from '@school-portal/contract';
import { createdAt, id, instituteTable } from '../src/db/columns.ts';
import { mapPage } from '../src/db/paging.ts';
import { institute, scoped } from '../src/db/scoped.ts';
import { notFound } from '../src/errors.ts';
import { route } from '../src/http/route.ts';
import { callerInstitute } from '../src/http/tenancy.ts';
import { describeAccessMatrix } from './access-matrix.ts';
import { ACCESS_RULES, RECORD_FIXTURES, type AccessRule } from './access-rules.ts';
import { createInstitute } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';

/*
 * No institute domain exists yet, so this file makes one for itself: a table created in its own test
 * database (never in a migration) and routes registered on its own app (never in production), built
 * exactly as jobs or vehicles will be: instituteTable(), scoped(), callerInstitute(), route().
 */

const probes = instituteTable('tenancy_probes', { id: id(), title: text('title').notNull(), createdAt: createdAt() });

async function createProbeTable(app: TestApp) {
  await app.deps.db.execute(sql`
    create table tenancy_probes (
      id uuid primary key default gen_random_uuid(),
      title text not null,
      created_at timestamptz not null default now(),
      institute_code text not null references institutes (code)
    )`);
}

const ProbeSchema = z.object({ _id: z.string(), title: z.string() });
const ProbeParamsSchema = z.object({ probeId: z.uuid() });
const staff = ['instituteAdmin', 'instituteUser'] as const;
const probeApi = endpoints('tenancy-probes', {
  list: {
    method: 'GET',
    path: '/api/tenancy-probes',
    access: staff,
    summary: "The caller's institute's probes",
    query: PageQuerySchema,
    answer: z.array(ProbeSchema),
    paged: true,
    errors: [400, 401, 403],
  },
  get: {
    method: 'GET',
    path: '/api/tenancy-probes/:probeId',
    access: staff,
    summary: 'One probe',
    params: ProbeParamsSchema,
    answer: ProbeSchema,
    errors: [400, 401, 403, 404],
  },
  rename: {
    method: 'PATCH',
    path: '/api/tenancy-probes/:probeId',
    access: staff,
    summary: 'Rename a probe',
    params: ProbeParamsSchema,
    body: z.object({ title: z.string().min(1) }),
    answer: ProbeSchema,
    errors: [400, 401, 403, 404],
  },
  remove: {
    method: 'DELETE',
    path: '/api/tenancy-probes/:probeId',
    access: staff,
    summary: 'Remove a probe',
    params: ProbeParamsSchema,
    answer: MessageSchema,
    errors: [400, 401, 403, 404],
  },
});

const toProbe = (row: typeof probes.$inferSelect) => ({ _id: row.id, title: row.title });
const NO_PROBE = 'No such probe.';

/** The app with the probe table and routes, as an institute domain's module would add them. */
async function createProbeApp(): Promise<TestApp> {
  const app = await createTestApp();
  await createProbeTable(app);
  const { db } = app.deps;
  route(app, probeApi.list, async (request) =>
    mapPage(
      await scoped(db, callerInstitute(request)).page(probes, {
        orderBy: [asc(probes.createdAt), asc(probes.id)],
        page: request.query,
      }),
      toProbe,
    ),
  );
  route(app, probeApi.get, async (request) => {
    const row = await scoped(db, callerInstitute(request)).find(probes, request.params.probeId);
    if (!row) throw notFound(NO_PROBE);
    return toProbe(row);
  });
  route(app, probeApi.rename, async (request) => {
    const [row] = await scoped(db, callerInstitute(request)).update(
      probes,
      { title: request.body.title },
      eq(probes.id, request.params.probeId),
    );
    if (!row) throw notFound(NO_PROBE);
    return toProbe(row);
  });
  route(app, probeApi.remove, async (request) => {
    const [row] = await scoped(db, callerInstitute(request)).delete(probes, eq(probes.id, request.params.probeId));
    if (!row) throw notFound(NO_PROBE);
    return { message: 'Removed.' };
  });
  return app;
}

// The real routes' rows come along (ACCESS_RULES below: every route needs its row), and with them the fixtures they name.
const PROBE_FIXTURES = {
  ...RECORD_FIXTURES,
  probe: async (app: TestApp, code: string) => ({
    probeId: (await scoped(app.deps.db, institute(code)).insert(probes, { title: 'A probe' })).id,
  }),
};

const PROBE_RULES: Record<string, AccessRule<keyof typeof PROBE_FIXTURES>> = {
  ...ACCESS_RULES,
  'GET /api/tenancy-probes': staff,
  'GET /api/tenancy-probes/:probeId': { access: staff, own: 'probe' },
  'PATCH /api/tenancy-probes/:probeId': { access: staff, own: 'probe', other: 'probe', body: { title: 'Renamed' } },
  'DELETE /api/tenancy-probes/:probeId': { access: staff, own: 'probe' },
};

describeAccessMatrix('the access matrix over an institute domain', {
  createApp: createProbeApp,
  rules: PROBE_RULES,
  fixtures: PROBE_FIXTURES,
  // The real routes are walked by access-matrix.test.ts; walking them here too was most of this file's time.
  walks: (route) => route.includes('/api/tenancy-probes'),
});

describe('a school only ever touches its own records', () => {
  let app: TestApp;
  let ours: Awaited<ReturnType<typeof createInstitute>>;
  let theirs: Awaited<ReturnType<typeof createInstitute>>;
  beforeAll(async () => {
    app = await createProbeApp();
    ours = await createInstitute(app);
    theirs = await createInstitute(app);
  });
  afterAll(() => app.close());

  const as = (code: string) => scoped(app.deps.db, institute(code));

  it('a record is stamped with the institute it was made for, and only that institute lists it', async () => {
    const mine = await as(ours.code).insert(probes, { title: 'Bus 1' });
    await as(theirs.code).insert(probes, { title: 'Bus 2' });
    expect(mine.instituteCode).toBe(ours.code);
    expect((await as(ours.code).select(probes)).map((p) => p.title)).toEqual(['Bus 1']);
    const list = await app.as(ours.staff).get('/api/tenancy-probes');
    expect(list.json()).toEqual([{ _id: mine.id, title: 'Bus 1' }]);
    expect(list.headers['x-total-count']).toBe('1');
  });

  it("another institute's record is not found, not changed and not removed, through the helper and through the API", async () => {
    const their = await as(theirs.code).insert(probes, { title: 'Their record' });
    expect(await as(ours.code).find(probes, their.id)).toBeUndefined();
    expect(await as(ours.code).update(probes, { title: 'Taken' }, eq(probes.id, their.id))).toEqual([]);
    expect(await as(ours.code).delete(probes, eq(probes.id, their.id))).toEqual([]);

    const me = app.as(ours.admin);
    expect((await me.get(`/api/tenancy-probes/${their.id}`)).statusCode).toBe(404);
    expect((await me.patch(`/api/tenancy-probes/${their.id}`, { title: 'Taken' })).statusCode).toBe(404);
    expect((await me.delete(`/api/tenancy-probes/${their.id}`)).statusCode).toBe(404);
    expect(await as(theirs.code).find(probes, their.id)).toMatchObject({
      title: 'Their record',
      instituteCode: theirs.code,
    });
  });

  it('an update cannot move a record to another institute', async () => {
    const mine = await as(ours.code).insert(probes, { title: 'Stays home' });
    const sneaky = { title: 'Moved?', instituteCode: theirs.code } as { title: string };
    const [after] = await as(ours.code).update(probes, sneaky, eq(probes.id, mine.id));
    expect(after).toMatchObject({ title: 'Moved?', instituteCode: ours.code });
  });

  it('lists page within the institute, at most 100 rows a page, with the total of that institute only', async () => {
    await app.deps.db.execute(
      sql`insert into tenancy_probes (title, institute_code) select 'Bulk ' || g, ${ours.code} from generate_series(1, 120) g`,
    );
    const first = await as(ours.code).page(probes, {
      orderBy: [asc(probes.createdAt), asc(probes.id)],
      page: { page: 1, limit: 500 },
    });
    expect(first.items).toHaveLength(100);
    expect(first.total).toBe((await as(ours.code).select(probes)).length);
    expect(first.items.every((p) => p.instituteCode === ours.code)).toBe(true);
    const res = await app.as(ours.staff).get('/api/tenancy-probes?limit=101');
    expect(res.statusCode).toBe(400);
  });
});
