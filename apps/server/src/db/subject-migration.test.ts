import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createInstitute, createJob, signedIn } from '../../test/factories.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { jobs, jobseekerProfiles } from './schema/index.ts';

/** Rows written before the vocabulary, in the spellings people used, become its ids (migration 0020). */
const statements = readFileSync(join(MIGRATIONS_DIR, '0020_subject_vocabulary.sql'), 'utf8').split(
  '--> statement-breakpoint',
);

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('the subject vocabulary migration', () => {
  it('rewrites every known spelling of jobs and profiles to its id, and keeps an unknown subject as written', async () => {
    const school = await createInstitute(app);
    const written = ['Maths ', 'Social', 'General  Science', 'P.E.', 'Accountancy', 'Computer'];
    const ids = [];
    for (const subject of written) ids.push((await createJob(app, school.code, { subject })).id);
    const seeker = await signedIn(app, { role: 'jobseeker' });
    await app.deps.db.insert(jobseekerProfiles).values({ userId: seeker.account.id, subject: 'Math' });
    for (const statement of statements) await app.deps.db.execute(sql.raw(statement));
    const after = await Promise.all(
      ids.map(async (id) => (await app.deps.db.select({ s: jobs.subject }).from(jobs).where(eq(jobs.id, id)))[0]?.s),
    );
    expect(after).toEqual([
      'mathematics',
      'social-science',
      'science',
      'physical-education',
      'Accountancy',
      'computer-science',
    ]);
    const [profile] = await app.deps.db
      .select()
      .from(jobseekerProfiles)
      .where(eq(jobseekerProfiles.userId, seeker.account.id));
    expect(profile?.subject).toBe('mathematics');
  });
});
