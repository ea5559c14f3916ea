import { and, desc, eq } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  NoticeSchema,
  noticeText,
  type Notice,
  type Notification,
  type UiLanguage,
} from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { findPage, mapPage, type Page, type PageInput } from '../../db/paging.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { translatorFor } from '../../http/language.ts';

/**
 * Tells a user something happened. Call it inside the transaction of the change it reports. `link` is the
 * portal path (not a full URL: the bell navigates inside the app) where the user acts on it. The notice is kept
 * as its id and values (checked by the contract), so it is read in whatever language the reader uses then.
 */
export async function notify(tx: DbOrTx, userId: string, notice: Notice, link: string | null = null): Promise<void> {
  const { id, values } = NoticeSchema.parse(notice);
  // The text as written too, in her account's language: what her data download and erasure work on.
  const message = noticeText(translatorFor(await accountLanguage(tx, userId)), { id, values });
  await tx.insert(notifications).values({ userId, message, messageId: id, params: values, link });
}

/** A page of the user's notifications, newest first, each in `language` (else her account's) where it can be. */
export async function listNotifications(
  db: DbOrTx,
  userId: string,
  page: PageInput,
  language: UiLanguage | undefined,
): Promise<Page<Notification>> {
  const rows = await findPage(db, notifications, {
    where: eq(notifications.userId, userId),
    orderBy: [desc(notifications.createdAt), desc(notifications.seq)],
    page,
  });
  const reader = language ?? (await accountLanguage(db, userId));
  return mapPage(rows, (row) => toNotification(row, reader));
}

/** Marks the user's own notification read; answers null when it is not theirs or does not exist. */
export async function markRead(
  db: DbOrTx,
  userId: string,
  id: string,
  language: UiLanguage | undefined,
): Promise<Notification | null> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ? toNotification(row, language ?? (await accountLanguage(db, userId))) : null;
}

async function accountLanguage(db: DbOrTx, userId: string): Promise<UiLanguage> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** A row in the reader's language; a notice this version no longer knows (or an older free text) stays as written. */
function toNotification(row: typeof notifications.$inferSelect, language: UiLanguage): Notification {
  const notice = row.messageId ? NoticeSchema.safeParse({ id: row.messageId, values: row.params ?? {} }) : null;
  return {
    _id: row.id,
    message: notice?.success ? noticeText(translatorFor(language), notice.data) : row.message,
    link: row.link,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}
