import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { jobAlertUnsubscribePagePath, jobAlertUnsubscribePath } from '@school-portal/contract';
import type { Db } from '../../db/client.ts';
import { jobAlerts, users } from '../../db/schema/index.ts';
import { translatorFor } from '../../http/language.ts';
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
export async function sendJobAlerts(
  db: Db,
  publicUrl: string,
  { day, now }: { day: string; now: Date },
): Promise<number> {
  const owners = await db.selectDistinct({ userId: jobAlerts.userId }).from(jobAlerts).where(notMailedOn(day));
  let sent = 0;
  for (const { userId } of owners) {
    const mailed = await db.transaction(async (tx) => {
      // Locked: a second run at the same moment waits, then finds them mailed.
      const alerts = await tx
        .select()
        .from(jobAlerts)
        .where(and(eq(jobAlerts.userId, userId), notMailedOn(day)))
        .orderBy(jobAlerts.createdAt)
        .for('update');
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
      const [user] = await tx
        .select({ email: users.email, name: users.name, language: users.language })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) return false;
      // Written in her account's language, like every mail and notice she gets.
      const t = translatorFor(user.language);
      // One job or several: whole sentences, as Hindi and Tamil also tell one ("a new job") from many.
      const n = seen.size;
      const first = sections[0]!;
      const unsubscribeUrl = (token: string) => `${publicUrl}${jobAlertUnsubscribePath(token)}`;
      const unsubscribePage = (token: string) => `${publicUrl}${jobAlertUnsubscribePagePath(token)}`;
      const paragraphs = [
        n === 1
          ? t(/*i18n*/ 'A new job was posted that matches your job alert:')
          : t(/*i18n*/ '{count} new jobs were posted that match your job alerts:', { count: n }),
        ...sections.map(
          (s) =>
            `${s.jobs.map((j) => `- ${j.title}, ${j.instituteName ?? ''}${placeOf(j) ? `, ${placeOf(j)}` : ''}\n  ${publicUrl}/jobs/${j.id}`).join('\n')}\n\n${t(/*i18n*/ 'To stop this alert, open this link (no sign-in needed):')}\n${unsubscribePage(s.token)}`,
        ),
      ];
      const subject =
        n === 1
          ? t(/*i18n*/ 'A new job matches your alert')
          : t(/*i18n*/ '{count} new jobs match your alerts', { count: n });
      await enqueueMail(tx, {
        ...layoutMail({
          to: user.email,
          subject,
          name: user.name,
          paragraphs,
          language: user.language,
          action: { label: t(/*i18n*/ 'Go to School Portal'), url: `${publicUrl}/jobs/${first.jobs[0]!.id}` },
        }),
        // One-click unsubscribe (RFC 8058) from the mail program, for the alert listed first.
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl(first.token)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      const title = first.jobs[0]!.title;
      await notify(
        tx,
        userId,
        n === 1 ? { id: 'alertOne', values: { title } } : { id: 'alertMany', values: { count: n, title } },
      );
      return true;
    });
    if (mailed) sent++;
  }
  return sent;
}
