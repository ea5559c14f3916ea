/**
 * What the server and PostgreSQL do during a run, sampled every half second, so a stall (issue 34,
 * point 5) shows its cause in the same table as its figures: the event loop's delay (a blocked loop),
 * requests waiting for a pooled connection (too few connections or slow queries), what PostgreSQL's
 * backends wait on (locks, I/O, ...), blocks read from outside shared buffers, checkpoints and
 * autovacuum workers. Figures only.
 */
import pg from 'pg';

const metric = (text: string, name: string) => {
  const line = text.split('\n').find((l) => l.startsWith(name));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : NaN;
};

interface Counters {
  blksRead: number;
  checkpoints: number;
}

export async function watch(serverUrl: string, databaseUrl: string | undefined) {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  await client?.connect();
  const counters = async (): Promise<Counters | undefined> => {
    if (!client) return undefined;
    const { rows } = await client.query<{ blks_read: string; checkpoints: string }>(
      'select (select blks_read from pg_stat_database where datname = current_database()) as blks_read, (select checkpoints_timed + checkpoints_req from pg_stat_bgwriter) as checkpoints',
    );
    return { blksRead: Number(rows[0]!.blks_read), checkpoints: Number(rows[0]!.checkpoints) };
  };
  const before = await counters();
  let lagMax = 0;
  let poolWaitingMax = 0;
  let autovacuum = 0;
  const waits = new Map<string, number>();
  const sample = async () => {
    const text = await (await fetch(`${serverUrl}/metrics`)).text();
    lagMax = Math.max(lagMax, metric(text, 'nodejs_eventloop_lag_p99_seconds') * 1000 || 0);
    poolWaitingMax = Math.max(poolWaitingMax, metric(text, 'db_pool_connections{state="waiting"}') || 0);
    if (!client) return;
    const { rows } = await client.query<{ wait: string; n: number; autovacuum: boolean }>(
      `select coalesce(wait_event_type || ':' || wait_event, 'on CPU') as wait, count(*)::int as n, backend_type = 'autovacuum worker' as autovacuum
       from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid() group by 1, 3`,
    );
    for (const r of rows) {
      if (r.autovacuum) autovacuum = Math.max(autovacuum, r.n);
      else waits.set(r.wait, (waits.get(r.wait) ?? 0) + r.n);
    }
  };
  const timer = setInterval(() => void sample().catch(() => undefined), 500);
  return async () => {
    clearInterval(timer);
    const after = await counters();
    await client?.end();
    const top = [...waits].sort((a, b) => b[1] - a[1]).slice(0, 3);
    return {
      'loop lag p99 max ms': Math.round(lagMax),
      'pool waiting max': poolWaitingMax,
      'backends seen waiting on': top.map(([w, n]) => `${w} ${n}`).join(', ') || '-',
      'blocks read': before && after ? after.blksRead - before.blksRead : '-',
      checkpoints: before && after ? after.checkpoints - before.checkpoints : '-',
      autovacuum,
    };
  };
}
