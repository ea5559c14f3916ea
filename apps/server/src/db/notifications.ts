import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Channels of PostgreSQL notifications (LISTEN/NOTIFY): every instance on one database hears what any
 * of them changed. A caller that trusts what it caches only while it hears changes is told when
 * listening starts and stops (a lost connection), and reconnects by itself. Several channels share one
 * connection, so their notices arrive in the order their transactions committed (db/change-feed.ts).
 */
export interface ChannelHandlers {
  message(payload: string, channel: string): void;
  /** True once listening; false when the connection is lost (notifications meanwhile are missed). */
  listening(on: boolean): void;
}

export interface Listener {
  close(): Promise<void>;
}

const RETRY_MS = 1_000;

/** Names of channels are fixed in the code; quoting keeps any of them one identifier. */
const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * On PostgreSQL: a connection of its own, outside the pool (a pooled one would be handed to queries). `url` is asked at
 * each connection: after a failover it names the promoted server.
 */
export function listenPostgres(
  Client: typeof pg.Client,
  url: () => string,
  channels: readonly string[],
  handlers: ChannelHandlers,
): Listener {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const lost = () => {
    if (!client) return;
    client = undefined;
    handlers.listening(false);
    if (!closed) retry = setTimeout(() => void connect(), RETRY_MS);
  };
  async function connect() {
    const c = new Client({ connectionString: url() });
    client = c;
    c.on('notification', (n) => channels.includes(n.channel) && handlers.message(n.payload ?? '', n.channel));
    c.on('error', lost);
    c.on('end', lost);
    try {
      await c.connect();
      await c.query(channels.map((channel) => `listen ${quoted(channel)};`).join(' '));
      if (client === c && !closed) handlers.listening(true);
    } catch {
      lost();
      await c.end().catch(() => undefined);
    }
  }
  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      handlers.listening(false);
      await c?.end().catch(() => undefined);
    },
  };
}

/** On PGlite: one process, one database; its notifications arrive as the writing statement completes. */
export async function listenPglite(
  db: PGlite,
  channels: readonly string[],
  handlers: ChannelHandlers,
): Promise<Listener> {
  const stops = await Promise.all(
    channels.map((channel) => db.listen(channel, (payload) => handlers.message(payload, channel))),
  );
  handlers.listening(true);
  return {
    async close() {
      handlers.listening(false);
      // The database may be closed first (its owner closes it): there is nothing left to stop hearing.
      await Promise.all(stops.map((stop) => stop().catch(() => undefined)));
    },
  };
}
