import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * PostgreSQL clusters of this machine's own PostgreSQL (Debian's postgresql-common: pg_createcluster), made and
 * dropped by the failover and point-in-time drills. Each has its own port (never 5432, which other tests share)
 * and the shipped configuration of deploy/postgresql/ in its conf.d. Every maker answers the cluster made so far
 * to the caller's list, so a failure part way still drops it (dropAll).
 */
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
export const DEPLOY_CONF = path.join(ROOT, 'deploy/postgresql');

export interface Cluster {
  name: string;
  port: number;
  version: string;
  dataDir: string;
  confDir: string;
  /** An address of a database on it (postgres by default). */
  url(database?: string): string;
}

/** Why drills cannot run here, or null when they can. */
export function clustersUnavailable(): string | null {
  if (spawnSync('pg_createcluster', ['--version'], { stdio: 'ignore' }).error)
    return 'pg_createcluster is not installed (Debian: apt-get install postgresql): the drills need clusters of their own';
  if (process.getuid?.() !== 0) return 'the drills make PostgreSQL clusters, which needs root (pg_createcluster)';
  if (!postgresVersion()) return 'no PostgreSQL server under /usr/lib/postgresql';
  return null;
}

function postgresVersion(): string | undefined {
  const dir = '/usr/lib/postgresql';
  if (!existsSync(dir)) return undefined;
  return readdirSync(dir)
    .filter((v) => existsSync(path.join(dir, v, 'bin/postgres')))
    .sort((a, b) => Number(b) - Number(a))[0];
}

const asPostgres = (cmd: string, args: string[]) => run('runuser', ['-u', 'postgres', '--', cmd, ...args]);

/** Refuses a port something already listens on, before anything is made. */
async function portFree(port: number): Promise<boolean> {
  const c = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', connectionTimeoutMillis: 1_000 });
  c.on('error', () => undefined);
  try {
    await c.connect();
    await c.end();
    return false;
  } catch (err) {
    return (err as { code?: string }).code === 'ECONNREFUSED';
  }
}

/**
 * A new cluster on `port`, with trust on loopback (as the test server on 5432) and `conf` files (name → text)
 * in its conf.d; not started. Added to `made` before anything can fail after its creation.
 */
export async function createCluster(
  name: string,
  port: number,
  conf: Record<string, string>,
  made: Cluster[],
): Promise<Cluster> {
  if (port === 5432) throw new Error('port 5432 is the shared test server: drills use their own ports');
  if (!(await portFree(port))) throw new Error(`port ${port} is in use: a drill needs it free`);
  const version = postgresVersion()!;
  await run('pg_createcluster', [version, name, '--port', String(port), '--', '--auth=trust', '--no-sync']);
  const cluster: Cluster = {
    name,
    port,
    version,
    dataDir: `/var/lib/postgresql/${version}/${name}`,
    confDir: `/etc/postgresql/${version}/${name}`,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
  };
  made.push(cluster);
  live.add(cluster);
  for (const [file, text] of Object.entries(conf)) writeFileSync(path.join(cluster.confDir, 'conf.d', file), text);
  return cluster;
}

export async function start(c: Cluster): Promise<void> {
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', c.version, c.name, 'start']);
}

/** The postmaster's process id (the first line of postmaster.pid). */
export const postmasterPid = (c: Cluster) =>
  Number(readFileSync(path.join(c.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

/** The crash the drill stages: the postmaster killed with SIGKILL (its backends then stop of themselves). */
export function killPostmaster(c: Cluster): void {
  process.kill(postmasterPid(c), 'SIGKILL');
}

/** Replaces `c`'s (never started) data directory with a copy of `primary` taken by pg_basebackup, as a standby (-R). */
export async function baseBackupInto(c: Cluster, primary: Cluster, opts: { standby: boolean }): Promise<void> {
  // Emptied, not removed: the folder above belongs to root, and pg_basebackup (run as postgres) fills an empty one.
  await run('find', [c.dataDir, '-mindepth', '1', '-delete']);
  await asPostgres('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    c.dataDir,
    '-X',
    'stream',
    '-c',
    'fast',
    ...(opts.standby ? ['-R'] : []),
  ]);
}

/** Writes a file into the data directory, owned by postgres (recovery.signal and the like). */
export function writeDataFile(c: Cluster, name: string, text: string): void {
  const file = path.join(c.dataDir, name);
  writeFileSync(file, text);
  const { uid, gid } = postgresIds();
  chownSync(file, uid, gid);
}

export function postgresIds(): { uid: number; gid: number } {
  const out = spawnSync('id', ['postgres'], { encoding: 'utf8' }).stdout;
  return { uid: Number(/uid=(\d+)/.exec(out)?.[1]), gid: Number(/gid=(\d+)/.exec(out)?.[1]) };
}

/** One statement on its own connection. */
export async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  c.on('error', () => undefined);
  await c.connect();
  try {
    return (await c.query(text, values)).rows as T[];
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** Waits until `check` holds (polling), or throws after `ms`. */
export async function until(what: string, check: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Every cluster this process made and has not dropped: a test's afterAll drops them even when a drill timed out. */
const live = new Set<Cluster>();
export const dropLeftovers = () => dropAll([...live]);

/** Stops and removes every cluster in `made` (the drills' finally): whatever happened, nothing is left running. */
export async function dropAll(made: Cluster[]): Promise<void> {
  for (const c of made.splice(0).reverse())
    if (live.delete(c))
      await run('pg_dropcluster', [c.version, c.name, '--stop']).catch(async () => {
        // A killed postmaster leaves a pid file behind; pg_dropcluster then refuses: remove by hand.
        await run('pg_ctlcluster', ['--skip-systemctl-redirect', c.version, c.name, 'stop', '-m', 'immediate']).catch(
          () => undefined,
        );
        await run('pg_dropcluster', [c.version, c.name]).catch(() => undefined);
      });
}

/** The shipped configuration file of deploy/postgresql/, with its archive folder moved to `archiveDir`. */
export function shippedConf(file: string, archiveDir: string): string {
  return readFileSync(path.join(DEPLOY_CONF, file), 'utf8').replaceAll('/var/lib/postgresql/wal-archive', archiveDir);
}
