import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reused } from '../../db/paging.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { applications, savedJobs } from '../../db/schema/index.ts';

/*
 * What a job's pages show of its applications: the seeker's Applied and Saved badges and the school's
 * applicant count. The applications and saved-jobs modules write these rows and import jobs; jobs only
 * reads them here, so the modules do not import each other.
 */

/** Which of these jobs the seeker applied to. */
export async function appliedJobIds(db: DbOrTx, seekerId: string, jobIds: string[]): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db
    .select({ jobId: applications.jobId })
    .from(applications)
    .where(and(eq(applications.seekerId, seekerId), inArray(applications.jobId, jobIds)));
  return new Set(rows.map((r) => r.jobId));
}

/** A seeker's Applied and Saved badges on a page of jobs (a search page is the same for everyone; these are hers). */
export interface Badges {
  applied: Set<string>;
  saved: Set<string>;
}

/** Both badges of these jobs in one statement, built once (reused): every seeker's search page asks it. */
export async function seekerBadges(db: DbOrTx, seekerId: string, jobIds: string[]): Promise<Badges> {
  const badges: Badges = { applied: new Set(), saved: new Set() };
  if (jobIds.length === 0) return badges;
  const ids = sql`any(${sql.placeholder('ids')}::uuid[])`;
  const rows = await reused(
    db,
    'seeker badges',
    () =>
      db
        .select({ jobId: applications.jobId, saved: sql<boolean>`false` })
        .from(applications)
        .where(and(eq(applications.seekerId, sql.placeholder('seeker')), sql`${applications.jobId} = ${ids}`))
        .unionAll(
          db
            .select({ jobId: savedJobs.jobId, saved: sql<boolean>`true` })
            .from(savedJobs)
            .where(and(eq(savedJobs.userId, sql.placeholder('seeker')), sql`${savedJobs.jobId} = ${ids}`)),
        ),
    { seeker: seekerId, ids: jobIds },
  );
  for (const row of rows) (row.saved ? badges.saved : badges.applied).add(row.jobId);
  return badges;
}

/** Applications received by each of these jobs of the institute. */
export async function applicantCounts(
  db: DbOrTx,
  institute: Institute,
  jobIds: string[],
): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({ jobId: applications.jobId, n: count() })
    .from(applications)
    .where(scoped(db, institute).where(applications, inArray(applications.jobId, jobIds)))
    .groupBy(applications.jobId);
  return new Map(rows.map((r) => [r.jobId, r.n]));
}
