import { eq, sql } from 'drizzle-orm';
import { institutes } from '../../db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contains } from '../../db/search.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createUser, signedInSuperAdmin } from '../../../test/factories.ts';
import { ACCOUNT_SEARCH_TEXT, INSTITUTE_SEARCH_TEXT } from './queries.ts';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInSuperAdmin(app);
});
afterAll(() => app.close());

const get = (url: string) => app.as(admin).get(url);
const ids = (res: { json: () => { userId: string }[] }) => res.json().map((a) => a.userId);

describe('account lists', () => {
  it('each list holds the accounts in its state, with the total in a header', async () => {
    const pending = await createUser(app, { status: 'pending', role: 'instituteAdmin' });
    const approved = await createUser(app, { status: 'approved' });
    const rejected = await createUser(app, { status: 'rejected' });
    const suspended = await createUser(app, { status: 'suspended' });
    const staff = await createUser(app, { status: 'approved', role: 'instituteUser' });

    const pendingRes = await get('/api/admin/pending-registrations');
    expect(pendingRes.statusCode).toBe(200);
    expect(ids(pendingRes)).toContain(pending.account.userId);
    expect(pendingRes.headers['x-total-count']).toBe(String(pendingRes.json().length));
    expect(pendingRes.json()[0]).toMatchObject({
      userId: pending.account.userId,
      role: 'instituteAdmin',
      instituteCode: pending.account.instituteCode,
      status: 'pending',
    });

    expect(ids(await get('/api/admin/approved-registrations'))).toContain(approved.account.userId);
    // Institute users are their admin's staff, not registrations; they are still active users.
    expect(ids(await get('/api/admin/approved-registrations'))).not.toContain(staff.account.userId);
    expect(ids(await get('/api/admin/active-users'))).toEqual(
      expect.arrayContaining([approved.account.userId, staff.account.userId]),
    );
    expect(ids(await get('/api/admin/rejected-registrations'))).toContain(rejected.account.userId);
    expect(ids(await get('/api/admin/suspended-users'))).toEqual([suspended.account.userId]);
    // The super admin never appears in a list.
    expect(ids(await get('/api/admin/active-users')).some((id) => id.startsWith('SA'))).toBe(false);
  });

  it('searches by name, e-mail, user ID or institute code, and pages on the server', async () => {
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await createUser(app, { status: 'pending', name: `Lakshmi Narayan ${i}`, role: 'jobseeker' }));
    const byName = await get('/api/admin/pending-registrations?q=lakshmi&limit=2&page=2');
    expect(byName.headers['x-total-count']).toBe('5');
    expect(ids(byName)).toEqual([made[2]!.account.userId, made[3]!.account.userId]);

    expect(ids(await get(`/api/admin/pending-registrations?q=${made[4]!.account.email.toUpperCase()}`))).toEqual([
      made[4]!.account.userId,
    ]);
    expect(ids(await get(`/api/admin/pending-registrations?q=${made[1]!.account.userId.toLowerCase()}`))).toEqual([
      made[1]!.account.userId,
    ]);
    const school = await createUser(app, { status: 'pending', role: 'instituteAdmin', instituteCode: 'DAV-PUNE-7' });
    expect(ids(await get('/api/admin/pending-registrations?q=dav-pune'))).toEqual([school.account.userId]);
    // By the institute's name too: the super admin knows a school by its name, not its code.
    await app.deps.db
      .update(institutes)
      .set({ name: 'Sri Saraswathi Vidyalaya' })
      .where(eq(institutes.code, 'DAV-PUNE-7'));
    expect(ids(await get('/api/admin/pending-registrations?q=saraswathi%20vid'))).toEqual([school.account.userId]);
    // Wildcards typed by a user match themselves only.
    expect((await get('/api/admin/pending-registrations?q=%25')).json()).toEqual([]);
    expect(ids(await get('/api/admin/pending-registrations?role=instituteAdmin&q=lakshmi'))).toEqual([]);
  });

  it('a search over many accounts is served by the trigram index, not a scan of every account', async () => {
    const plan = await app.deps.db.transaction(async (tx) => {
      // On a small table a scan is cheaper and the planner rightly takes it; forbid it to see whether the index fits the query.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result: unknown = await tx.execute(
        sql`explain select id from users where ${contains(ACCOUNT_SEARCH_TEXT, 'sharma')}`,
      );
      return (result as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r).join(' ')).join('\n');
    });
    expect(plan).toContain('users_search_trgm_idx');
  });

  it("a search by an institute's name is served by its trigram index", async () => {
    const plan = await app.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result: unknown = await tx.execute(
        sql`explain select code from institutes where ${contains(INSTITUTE_SEARCH_TEXT, 'saraswathi')}`,
      );
      return (result as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r).join(' ')).join('\n');
    });
    expect(plan).toContain('institutes_name_trgm_idx');
  });

  it('rejects a page size over 100 with the field named', async () => {
    const res = await get('/api/admin/active-users?limit=500');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.limit).toBeTruthy();
  });

  it('the summary counts pending accounts, schools, institute users and job seekers', async () => {
    const before = (await get('/api/admin/summary')).json();
    await createUser(app, { status: 'pending' });
    await createUser(app, { status: 'approved', role: 'instituteAdmin' });
    await createUser(app, { status: 'approved', role: 'instituteUser' });
    await createUser(app, { status: 'approved', role: 'jobseeker' });
    await createUser(app, { status: 'suspended', role: 'jobseeker' });
    const after = (await get('/api/admin/summary')).json();
    expect(after).toEqual({
      pendingApprovals: before.pendingApprovals + 1,
      schoolsRegistered: before.schoolsRegistered + 1,
      instituteUser: before.instituteUser + 1,
      jobseekerRegistered: before.jobseekerRegistered + 1,
      pendingAds: before.pendingAds,
    });
  });
});

describe('account history', () => {
  it('lists every decision with who took it and why, newest first', async () => {
    const user = await createUser(app, { status: 'pending' });
    const act = (path: string, body?: object) => app.as(admin).patch(`/api/admin/${path}/${user.account.userId}`, body);
    expect((await act('reject', { reason: 'Phone number unreachable' })).statusCode).toBe(200);
    expect((await act('reopen')).statusCode).toBe(200);
    expect((await act('approve-user')).statusCode).toBe(200);
    const history = (await get(`/api/admin/accounts/${user.account.userId}/history`)).json();
    expect(history.map((e: { action: string }) => e.action)).toEqual(['approve', 'reopen', 'reject']);
    expect(history[2]).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'rejected',
      reason: 'Phone number unreachable',
      actorName: 'Super Admin',
    });
    expect((await get('/api/admin/accounts/JS000000/history')).statusCode).toBe(404);
  });
});
