import { and, count, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { applications } from '../../db/schema/index.ts';

/*
 * What a job's pages show of its applications: the seeker's Applied badge and the school's applicant
 * count. The applications module writes these rows and imports jobs; jobs only reads them here, as it
 * reads saved_jobs for the Saved badge, so the two modules do not import each other.
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

/**
 * Whether the seeker applied to the job in `jobId`, as a column of a query over jobs: a search page
 * learns its Applied badges in the same statement instead of a second round trip.
 */
export const appliedTo = (seekerId: string | Placeholder, jobId: PgColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${applications} where ${qualified(applications.seekerId)} = ${seekerId} and ${qualified(applications.jobId)} = ${qualified(jobId)})`;

/** Applications received by each of these jobs of the institute. */
export async function applicantCounts(db: DbOrTx, institute: Institute, jobIds: string[]): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({ jobId: applications.jobId, n: count() })
    .from(applications)
    .where(scoped(db, institute).where(applications, inArray(applications.jobId, jobIds)))
    .groupBy(applications.jobId);
  return new Map(rows.map((r) => [r.jobId, r.n]));
}
