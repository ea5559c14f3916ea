import { ne } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, MODERATION_KINDS, todayInIndia, waitText } from '@school-portal/contract';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';
import { translatorFor } from '../../http/language.ts';
import { layoutMail } from '../../mail/layout.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { activeSuperAdmins } from '../accounts/index.ts';
import { listQueue } from './queue.ts';

/** The Indian day on which the last digest went out (app_settings holds values shared by every instance). */
const DIGEST_DAY_KEY = 'moderation_digest_day';

/**
 * Tells every super admin by e-mail what waits for approval: at most one digest an Indian day, and
 * none when nothing waits. Meant to be called once a day by the daily runner, it is safe to call
 * more often and from several instances at once: the first call of a day claims it in the database,
 * in the transaction that queues the mail. `queueUrl` is the link in the mail.
 */
export async function moderationDigest(
  db: Db,
  now: Date,
  options: { queueUrl?: string } = {},
): Promise<{ sent: number }> {
  const counts = await Promise.all(
    MODERATION_KINDS.map(async (kind) => ({
      kind,
      page: await listQueue(db, { page: 1, limit: 1, kind }, translatorFor(DEFAULT_LANGUAGE)),
    })),
  );
  const waiting = counts.reduce((sum, c) => sum + c.page.total, 0);
  if (waiting === 0) return { sent: 0 };
  const oldest = counts
    .flatMap((c) => c.page.items.map((i) => i.waitingSince))
    .sort()
    .at(0);
  const day = todayInIndia(now);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: DIGEST_DAY_KEY, value: day })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: day }, setWhere: ne(appSettings.value, day) })
      .returning();
    if (claimed.length === 0) return { sent: 0 };
    const admins = await activeSuperAdmins(tx);
    for (const admin of admins) {
      // Each super admin reads it in their own account's language.
      const t = translatorFor(admin.language);
      const kinds = counts
        .filter((c) => c.page.total > 0)
        .map((c) => `${c.kind === 'ad' ? t(/*i18n*/ 'Bus ads') : t(/*i18n*/ 'Registrations')}: ${c.page.total}`)
        .join(', ');
      await enqueueMail(
        tx,
        layoutMail({
          to: admin.email,
          name: admin.name,
          language: admin.language,
          subject:
            waiting === 1
              ? t(/*i18n*/ '1 item waits for approval')
              : t(/*i18n*/ '{count} items wait for approval', { count: waiting }),
          paragraphs: [
            waiting === 1
              ? t(/*i18n*/ '1 item waits for your approval on School Portal ({kinds}).', { kinds })
              : t(/*i18n*/ '{count} items wait for your approval on School Portal ({kinds}).', {
                  count: waiting,
                  kinds,
                }),
            oldest &&
              t(/*i18n*/ 'The oldest has waited {wait}; every applicant is promised an answer within 24 hours.', {
                wait: waitText(oldest, t, now),
              }),
            options.queueUrl && t(/*i18n*/ 'The moderation queue:\n{url}', { url: options.queueUrl }),
          ],
        }),
      );
    }
    return { sent: admins.length };
  });
}
