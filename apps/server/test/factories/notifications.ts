import type { App } from '../../src/app.ts';
import { notify } from '../../src/modules/notifications/index.ts';

/** Notifications for a user, written as the server writes them; the last one given is the newest. */
export async function createNotifications(app: App, userId: string, ...messages: string[]): Promise<void> {
  for (const message of messages) await notify(app.deps.db, userId, message);
}
