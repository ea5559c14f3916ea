import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { JOB_ALERT_NOTICES, jobAlertUnsubscribePagePath, jobAlertUnsubscribePath } from '@school-portal/contract';
import type { Db } from '../../db/client.ts';
import { jobAlerts, users } from '../../db/schema/index.ts';
import { layoutMail } from '../../mail/layout.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { newJobsMatching, placeOf, type JobRow } from '../jobs/index.ts';
import { notify } from '../notifications/index.ts';
import type { Criteria } from './service.ts';

/** At most this many jobs an alert lists a day; the rest are on Browse Jobs. */
const JOBS_PER_ALERT = 20;

/** Alerts not yet mailed today. */
const notMailedOn = (day: string) => or(isNull(jobAlerts.mailedDay), ne(jobAlerts.mailedDay, day));

/**
 * The daily task: each teacher with alerts gets ONE e-mail (and one notice) listing the jobs posted
 * since each alert last looked that match it. Each teacher is her own transaction, and her alerts are
 * marked mailed for the day in it, so a run repeated the same day (a retry after a failure, two
 * instances) sends her nothing twice. Answers how many e-mails were queued.
 */
export async function sendJobAlerts(db: Db, publicUrl: string, { day, now }: { day: string; now: Date }): Promise<number> {
  const owners = await db.selectDistinct({ userId: jobAlerts.userId }).from(jobAlerts).where(notMailedOn(day));
  let sent = 0;
  for (const { userId } of owners) {
    const mailed = await db.transaction(async (tx) => {
      // Locked: a second run at the same moment waits, then finds them mailed.
      const alerts = await tx.select().from(jobAlerts).where(and(eq(jobAlerts.userId, userId), notMailedOn(day))).orderBy(jobAlerts.createdAt).for('update');
      if (alerts.length === 0) return false;
      const seen = new Set<string>();
      const sections: { token: string; jobs: JobRow[] }[] = [];
      for (const alert of alerts) {
        const found = await newJobsMatching(tx, alert.criteria as Criteria, alert.checkedAt, now, JOBS_PER_ALERT);
        const fresh = found.filter((j) => !seen.has(j.id));
        fresh.forEach((j) => seen.add(j.id));
        if (fresh.length) sections.push({ token: alert.token, jobs: fresh });
      }
      const ids = alerts.map((a) => a.id);
      if (sections.length === 0) {
        await tx.update(jobAlerts).set({ checkedAt: now }).where(inArray(jobAlerts.id, ids));
        return false;
      }
      await tx.update(jobAlerts).set({ checkedAt: now, mailedDay: day }).where(inArray(jobAlerts.id, ids));
      const [user] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
      if (!user) return false;
      const n = seen.size;
      const first = sections[0]!;
      const unsubscribeUrl = (token: string) => `${publicUrl}${jobAlertUnsubscribePath(token)}`;
      const unsubscribePage = (token: string) => `${publicUrl}${jobAlertUnsubscribePagePath(token)}`;
      const paragraphs = [
        JOB_ALERT_NOTICES.intro(n),
        ...sections.map(
          (s) =>
            `${s.jobs.map((j) => `- ${j.title}, ${j.instituteName ?? ''}${placeOf(j) ? `, ${placeOf(j)}` : ''}\n  ${publicUrl}/jobs/${j.id}`).join('\n')}\n\n${JOB_ALERT_NOTICES.unsubscribe}\n${unsubscribePage(s.token)}`,
        ),
      ];
      await enqueueMail(tx, {
        ...layoutMail({ to: user.email, subject: JOB_ALERT_NOTICES.subject(n), name: user.name, paragraphs }),
        // One-click unsubscribe (RFC 8058) from the mail program, for the alert listed first.
        headers: { 'List-Unsubscribe': `<${unsubscribeUrl(first.token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      await notify(tx, userId, JOB_ALERT_NOTICES.inApp(n, first.jobs[0]!.title));
      return true;
    });
    if (mailed) sent++;
  }
  return sent;
}
