import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import type { ChannelHandlers } from './notifications.ts';

/**
 * What this instance keeps in memory (sessions, search pages) is correct only while it hears every change
 * the database announces (decision 018). One listening connection carries every channel, so notices reach
 * the caches in the order their transactions committed, and `settle` covers all of them at once.
 */
export interface ChangeFeed {
  /**
   * Answers once this instance has heard every change committed before it was called: a request that may
   * have changed something cached waits for it before answering, so the change is in force on this
   * instance by the time its caller learns of it. Another instance hears the same notices in the same
   * order on its own connection, a moment later (milliseconds; more under heavy load).
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** How long a change's answer waits at most for its instance to hear the change (a lost listener stops caching anyway). */
const SETTLE_TIMEOUT_MS = 2_000;
const SETTLE_MARK = 'settle:';

/** Listens on every channel in `subscribers` (one connection) and hands each notice to its channel's handlers. */
export async function openChangeFeed(
  database: Pick<Database, 'db' | 'listen'>,
  subscribers: Record<string, ChannelHandlers>,
): Promise<ChangeFeed> {
  const channels = Object.keys(subscribers);
  const [first] = channels;
  if (!first) throw new Error('a change feed needs a channel');
  const waiting = new Map<string, () => void>();
  let listening = false;
  const listener = await database.listen(channels, {
    message(payload, channel) {
      if (payload.startsWith(SETTLE_MARK)) return waiting.get(payload)?.();
      subscribers[channel]?.message(payload, channel);
    },
    listening(on) {
      listening = on;
      for (const handlers of Object.values(subscribers)) handlers.listening(on);
    },
  });
  const settle = async () => {
    if (!listening) return;
    const mark = `${SETTLE_MARK}${randomUUID()}`;
    const heard = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
      waiting.set(mark, () => (clearTimeout(timer), resolve()));
    });
    try {
      await database.db.execute(sql`select pg_notify(${first}, ${mark})`);
      await heard;
      // Other connections' notifications read in the same turn of the event loop are handled first.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      waiting.delete(mark);
    }
  };
  return { settle, close: () => listener.close() };
}
