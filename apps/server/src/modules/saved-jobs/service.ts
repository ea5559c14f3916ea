import { and, desc, eq } from 'drizzle-orm';
import { JOB_MESSAGES, SAVED_JOB_MESSAGES, todayInIndia, type SavedJob } from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { findPage, type Page, type PageInput } from '../../db/paging.ts';
import { savedJobs } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { appliedJobIds, findAnyJob, findLiveJob, jobsByIds, toJob } from '../jobs/index.ts';

/** Saves a live job for the seeker; saving it twice keeps the first (its place in her list). */
export async function saveJob(db: Db, userId: string, idOrJobId: string): Promise<void> {
  const job = await findLiveJob(db, idOrJobId);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  await db.insert(savedJobs).values({ userId, jobId: job.id }).onConflictDoNothing();
}

/** Unsaves a job, even one the institute removed since (it still shows in her list until she does). */
export async function unsaveJob(db: Db, userId: string, idOrJobId: string): Promise<void> {
  const job = await findAnyJob(db, idOrJobId);
  const removed = job
    ? await db
        .delete(savedJobs)
        .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, job.id)))
        .returning({ id: savedJobs.id })
    : [];
  if (removed.length === 0) throw notFound(SAVED_JOB_MESSAGES.notSaved);
}

/** Her saved jobs, newest saved first; only her own rows are ever read. */
export async function listSavedJobs(db: DbOrTx, userId: string, page: PageInput): Promise<Page<SavedJob>> {
  const rows = await findPage(db, savedJobs, {
    where: eq(savedJobs.userId, userId),
    orderBy: [desc(savedJobs.createdAt), desc(savedJobs.id)],
    page,
  });
  const ids = rows.items.map((r) => r.jobId);
  const [byId, applied] = await Promise.all([jobsByIds(db, ids), appliedJobIds(db, userId, ids)]);
  const today = todayInIndia();
  return {
    total: rows.total,
    items: rows.items.flatMap((r) => {
      const job = byId.get(r.jobId);
      if (!job) return [];
      return [
        {
          _id: r.id,
          savedAt: r.createdAt.toISOString(),
          removed: job.deletedAt !== null,
          job: toJob(job, { applied: applied.has(job.id), saved: true }, today),
        },
      ];
    }),
  };
}
