import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jobseekersApi, type JobseekerCard } from '@school-portal/contract';
import type { Db } from '../../db/client.ts';
import { JOBSEEKER_PROFILE, signedIn, twoInstitutes, type SignedInUser } from '../../../test/factories.ts';
import { createSearchTextFill, fillSearchTexts } from './search-text-fill.ts';

/*
 * Profiles saved before migration 0053 have no search text until the server makes it after its start, a batch
 * at a time (decision 038, addendum of 29 Nov 2026). Meanwhile such a teacher is found by every filter but not
 * by her words; once made, by her words too. A fill cut short goes on from where it stopped.
 */

const t = twoInstitutes();
const UPGRADED_AT = '2026-11-20T10:00:00Z';

async function seeker(name: string, summary: string): Promise<SignedInUser> {
  const user = await signedIn(t.app, { role: 'jobseeker', name });
  const res = await t.app
    .as(user)
    .put(`/api/jobseeker-profile/${user.account.userId}`, { ...JOBSEEKER_PROFILE, name, summary });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

/** As an upgrade leaves a profile saved before 0053: no text, and "last active" the moment of the migration. */
async function asBeforeTheUpgrade(...users: SignedInUser[]) {
  await t.app.deps.db.transaction(async (tx) => {
    // Triggers off for this transaction only: the text trigger would make the text again at once.
    await tx.execute(sql`select set_config('session_replication_role', 'replica', true)`);
    for (const user of users)
      await tx.execute(
        sql`update jobseeker_profiles set search_text = null, last_active_at = ${UPGRADED_AT} where user_id = ${user.account.id}`,
      );
  });
}

const unfilled = async () => {
  const result = await t.app.deps.db.execute(
    sql`select count(*)::int as n from jobseeker_profiles where search_text is null`,
  );
  return (result as { rows: { n: number }[] }).rows[0]!.n;
};

async function found(q: string): Promise<string[]> {
  const res = await t.app.as(t.school.admin).call(jobseekersApi.list, { query: { q, limit: 50 } });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<JobseekerCard[]>()
    .map((c) => c.name)
    .sort();
}

describe('search text of profiles saved before the upgrade', () => {
  it('is made by the fill, and then a keyword finds her; until then every other filter does', async () => {
    const kavitha = await seeker('Kavitha Ramasamy', 'Silambam and kolattam for the annual day.');
    await asBeforeTheUpgrade(kavitha);

    expect(await found('kolattam')).toEqual([]);
    expect(await found('')).toContain('Kavitha Ramasamy');

    expect(await t.app.searchTextFill.run()).toBe(1);
    expect(await unfilled()).toBe(0);
    // Written outside a request: the kept pages forget it when the notice is heard (on PostgreSQL a moment later).
    await expect.poll(() => found('kolattam'), { timeout: 5_000 }).toEqual(['Kavitha Ramasamy']);
    await expect.poll(() => found('ramasamy'), { timeout: 5_000 }).toEqual(['Kavitha Ramasamy']);
    // Her last activity is her own (her sign-in), no longer the moment of the upgrade.
    const result = await t.app.deps.db.execute(
      sql`select last_active_at > ${UPGRADED_AT}::timestamptz as own from jobseeker_profiles where user_id = ${kavitha.account.id}`,
    );
    expect((result as { rows: { own: boolean }[] }).rows[0]!.own).toBe(true);
  });

  it('a fill cut short goes on from where it stopped at the next start', async () => {
    const five = await Promise.all(
      ['Anbu Selvan', 'Bharathi Kannan', 'Chitra Devi', 'Deepa Murthy', 'Eswari Pandian'].map((name) =>
        seeker(name, 'Teaches Carnatic vocal music.'),
      ),
    );
    await asBeforeTheUpgrade(...five);

    // One batch of two made and committed; the next one's transaction lost (the process killed mid-batch).
    expect(await fillSearchTexts(t.app.deps.db, 2)).toBe(2);
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        expect(await fillSearchTexts(tx as unknown as Db, 2)).toBe(2);
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(await unfilled()).toBe(3);

    // The next start's fill makes the three left, and a fill with nothing left does nothing.
    const fill = createSearchTextFill({ db: t.app.deps.db, log: t.app.log, batch: 2 });
    expect(await fill.run()).toBe(3);
    expect(await fill.run()).toBe(0);
    expect(await unfilled()).toBe(0);
    await expect.poll(() => found('carnatic'), { timeout: 5_000 }).toHaveLength(5);
  });
});
