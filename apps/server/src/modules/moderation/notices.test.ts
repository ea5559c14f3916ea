import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, moderationApi, notificationsApi, type QueueItem } from '@school-portal/contract';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, outbox, TEST_SUPERADMIN, type TestApp } from '../../../test/harness.ts';
import { createInstitute, postAd, signedInSuperAdmin } from '../../../test/factories.ts';
import { moderationDigest } from './digest.ts';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInSuperAdmin(app);
});
afterAll(() => app.close());

const bell = async () => {
  const notes: { message: string }[] = (await app.as(admin).call(notificationsApi.list)).json();
  return notes.map((n) => n.message);
};
const digests = async () =>
  (await outbox(app, TEST_SUPERADMIN.email)).filter((m) => m.subject.includes('for approval'));

describe('the super admin is told when work arrives', () => {
  it('a daily digest is sent only when something waits', async () => {
    expect(await moderationDigest(app.deps.db, new Date('2026-11-20T03:00:00Z'))).toEqual({ sent: 0 });
    expect(await digests()).toHaveLength(0);
  });

  it('the bell rings for each new registration and each new ad', async () => {
    const res = await app.as(null).call(authApi.register, {
      body: {
        role: 'jobseeker',
        name: 'Asha Rao',
        email: 'asha.bell@example.com',
        phone: '9876543210',
        password: 'Secret#123',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await bell()).toContain('New registration waiting for approval: Asha Rao (Job Seeker).');

    const school = await createInstitute(app);
    expect((await postAd(app, school.admin, { regNo: 'MH12BE1111' })).statusCode).toBe(201);
    expect(
      (await bell()).some((m) =>
        m.startsWith('New bus ad waiting for approval: Tata Starbus Skool 40 (2018, MH12BE1111)'),
      ),
    ).toBe(true);
  });

  it('at most one digest e-mail an Indian day, naming how many wait and the oldest wait', async () => {
    const items: QueueItem[] = (await app.as(admin).call(moderationApi.queue)).json();
    expect(items.length).toBeGreaterThan(0);
    // 23:30 in India on the 26th, then 23:59 the same day: one digest.
    expect(
      await moderationDigest(app.deps.db, new Date('2026-11-26T18:00:00Z'), {
        queueUrl: 'http://portal.test/super-admin/moderation-queue',
      }),
    ).toEqual({ sent: 1 });
    expect(await moderationDigest(app.deps.db, new Date('2026-11-26T18:29:00Z'))).toEqual({ sent: 0 });
    const [mail] = await digests();
    expect(mail!.subject).toBe('2 items wait for approval');
    expect(mail!.text).toContain('Registrations: 1, Bus ads: 1');
    expect(mail!.text).toContain('http://portal.test/super-admin/moderation-queue');
    // 00:01 in India on the 27th is a new day.
    expect(await moderationDigest(app.deps.db, new Date('2026-11-26T18:31:00Z'))).toEqual({ sent: 1 });
    expect(await digests()).toHaveLength(2);
  });

  it('two instances calling at once send one digest', async () => {
    const now = new Date('2026-12-01T04:00:00Z');
    const results = await Promise.all([moderationDigest(app.deps.db, now), moderationDigest(app.deps.db, now)]);
    expect(results.map((r) => r.sent).sort()).toEqual([0, 1]);
    const rows = await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, TEST_SUPERADMIN.email));
    expect(rows.filter((r) => r.subject.includes('for approval'))).toHaveLength(3);
  });
});
