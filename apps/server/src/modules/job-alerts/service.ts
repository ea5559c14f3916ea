import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { JOB_ALERT_MESSAGES, MAX_JOB_ALERTS, type JobAlert, type JobSearchInput } from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { findPage, mapPage, type Page, type PageInput } from '../../db/paging.ts';
import { jobAlerts } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';

export type AlertRow = typeof jobAlerts.$inferSelect;
export type Criteria = Omit<JobSearchInput, 'page' | 'limit' | 'after'>;

export const toAlert = (row: AlertRow): JobAlert => ({
  _id: row.id,
  criteria: row.criteria,
  createdAt: row.createdAt.toISOString(),
  checkedAt: row.checkedAt.toISOString(),
});

/** The filters she had set: empty ones and the default "show undisclosed pay" are left out. */
function keptCriteria(c: Criteria): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(c).filter(([, v]) => v !== undefined && v !== '' && v !== false && v !== null),
  );
}

/** Turns on an alert for a search; it sends jobs posted from now on. */
export async function createAlert(db: Db, userId: string, criteria: Criteria): Promise<JobAlert> {
  return db.transaction(async (tx) => {
    // Counted under a lock of her alerts: alerts made at once cannot together pass the cap (issue 45: 12 of 10).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`job-alerts:${userId}`}, 0))`);
    const [mine] = await tx.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.userId, userId));
    if ((mine?.n ?? 0) >= MAX_JOB_ALERTS) throw conflict(JOB_ALERT_MESSAGES.tooMany);
    const [row] = await tx
      .insert(jobAlerts)
      .values({ userId, criteria: keptCriteria(criteria), token: randomBytes(24).toString('base64url') })
      .returning();
    return toAlert(row!);
  });
}

export async function listAlerts(db: DbOrTx, userId: string, page: PageInput): Promise<Page<JobAlert>> {
  return mapPage(
    await findPage(db, jobAlerts, {
      where: eq(jobAlerts.userId, userId),
      orderBy: [desc(jobAlerts.createdAt), desc(jobAlerts.id)],
      page,
    }),
    toAlert,
  );
}

/** Deletes one of her alerts; another teacher's is "not found", like one that does not exist. */
export async function deleteAlert(db: Db, userId: string, id: string): Promise<void> {
  const removed = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  if (removed.length === 0) throw notFound(JOB_ALERT_MESSAGES.notFound);
}

/** The alert of an unsubscribe link; a wrong or used token is a 404. */
export async function alertOfToken(db: DbOrTx, token: string): Promise<AlertRow> {
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.token, token)).limit(1);
  if (!row) throw notFound(JOB_ALERT_MESSAGES.linkNotFound);
  return row;
}

export async function unsubscribe(db: Db, token: string): Promise<AlertRow> {
  const [row] = await db.delete(jobAlerts).where(eq(jobAlerts.token, token)).returning();
  if (!row) throw notFound(JOB_ALERT_MESSAGES.linkNotFound);
  return row;
}
