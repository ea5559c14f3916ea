import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEvents, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createUser, signedInSuperAdmin } from '../../../test/factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('decisions taken at the same moment', () => {
  it('a storm of concurrent suspend and unsuspend records only real changes, each starting where the last ended', async () => {
    const admin = await signedInSuperAdmin(app);
    const { account } = await createUser(app);
    const storm = Array.from({ length: 40 }, (_, i) =>
      app.as(admin).patch(`/api/admin/${i % 2 ? 'unsuspend' : 'suspend'}/${account.userId}`),
    );
    const answers = await Promise.all(storm);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const history = await app.deps.db
      .select()
      .from(accountEvents)
      .where(eq(accountEvents.accountId, account.id))
      .orderBy(asc(accountEvents.createdAt), asc(accountEvents.id));
    expect(history.length).toBe(answers.filter((r) => r.statusCode === 200).length);
    for (const line of history) expect(line.fromStatus).not.toBe(line.toStatus);
    // Every suspension but the last was lifted: the lines add up to the status the account ends in.
    const suspensions = history.filter((l) => l.fromStatus === 'approved' && l.toStatus === 'suspended').length;
    const lifts = history.filter((l) => l.fromStatus === 'suspended' && l.toStatus === 'approved').length;
    const [final] = await app.deps.db.select().from(users).where(eq(users.id, account.id));
    expect(suspensions - lifts).toBe(final!.status === 'suspended' ? 1 : 0);
    expect(suspensions + lifts).toBe(history.length);
  });
});
