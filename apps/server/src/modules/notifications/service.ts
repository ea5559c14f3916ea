import { and, desc, eq } from 'drizzle-orm';
import type { Notification } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

/** Tells a user something happened. Call it inside the transaction of the change it reports. */
export async function notify(tx: DbOrTx, userId: string, message: string): Promise<void> {
  await tx.insert(notifications).values({ userId, message });
}

export async function listNotifications(db: DbOrTx, userId: string, limit: number): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map(toNotification);
}

/** Marks the caller's own notification read; answers null when it is not theirs or does not exist. */
export async function markRead(db: DbOrTx, userId: string, id: string): Promise<Notification | null> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ? toNotification(row) : null;
}

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return { _id: row.id, message: row.message, read: row.read, createdAt: row.createdAt.toISOString() };
}
