import type { App } from '../../src/app.ts';
import { notifications } from '../../src/db/schema/index.ts';

/** Notifications for a user as free text, as rows written before notices had ids; the last one given is the newest. */
export async function createNotifications(app: App, userId: string, ...messages: string[]): Promise<void> {
  for (const message of messages) await app.deps.db.insert(notifications).values({ userId, message });
}
