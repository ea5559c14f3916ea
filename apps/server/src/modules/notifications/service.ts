import { and, desc, eq } from 'drizzle-orm';
import type { Notification } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { findPage, mapPage, type Page, type PageInput } from '../../db/paging.ts';
import { notifications } from '../../db/schema/index.ts';

/**
 * Tells a user something happened. Call it inside the transaction of the change it reports. `link` is the
 * portal path (not a full URL: the bell navigates inside the app) where the user acts on it.
 */
export async function notify(tx: DbOrTx, userId: string, message: string, link: string | null = null): Promise<void> {
  await tx.insert(notifications).values({ userId, message, link });
}

/** A page of the user's notifications, newest first. */
export async function listNotifications(db: DbOrTx, userId: string, page: PageInput): Promise<Page<Notification>> {
  const rows = await findPage(db, notifications, {
    where: eq(notifications.userId, userId),
    orderBy: [desc(notifications.createdAt), desc(notifications.seq)],
    page,
  });
  return mapPage(rows, toNotification);
}

/** Marks the user's own notification read; answers null when it is not theirs or does not exist. */
export async function markRead(db: DbOrTx, userId: string, id: string): Promise<Notification | null> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ? toNotification(row) : null;
}

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return { _id: row.id, message: row.message, link: row.link, read: row.read, createdAt: row.createdAt.toISOString() };
}
