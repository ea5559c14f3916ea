/**
 * The operator's figures (issue 33's closing note):
 *   1. backup and restore time and size: PostgreSQL with BENCH_STUDENTS students (default 1,000,000;
 *      pg_dump/pg_restore), and the embedded PGlite with BENCH_PGLITE_STUDENTS (default 50,000);
 *   2. throughput through nginx (deploy/nginx/school-portal.conf) to two instances against one instance
 *      alone, in the same run (BENCH_SECONDS each, default 15; BENCH_CONNECTIONS, default 50);
 *   3. shutdown time (SIGTERM) of an instance with 50 requests in flight;
 *   4. failover and point-in-time restore (issue 50), on clusters of their own (ports 5433-5436, needs root and
 *      pg_createcluster): the load is 20 writers (4 fee collections to 1 job post each, one request at a time)
 *      on two instances; the standby promoted 1 s after the primary's SIGKILL; the lag is the largest sampled
 *      every 0.5 s under that load before the kill.
 *   npm run bench -- --ops
 *   BENCH_STUDENTS=20000 BENCH_PGLITE_STUDENTS=5000 BENCH_SECONDS=3 npm run bench -- --ops    a small run
 * Ports 3361-3364 on loopback. Figures only: never pass/fail.
 */
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { hashPassword } from '../src/modules/accounts/index.ts';
import { restorePglite, restorePostgres } from '../src/ops/backup/restore.ts';
import { snapshotPglite, snapshotPostgres } from '../src/ops/backup/snapshot.ts';
import { nginxAvailable, startInstance, startNginx } from '../test/deploy/cluster.ts';
import { runFailoverDrill } from '../test/deploy/failover-drill.ts';
import { clustersUnavailable } from '../test/deploy/pg-clusters.ts';
import { runPitrDrill } from '../test/deploy/pitr-drill.ts';
import { createDatabase, dropDatabase } from '../test/postgres.ts';
import { PASSWORD } from './harness.ts';
import { seedStudents } from './seed-students.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 1_000_000);
const PGLITE_STUDENTS = Number(process.env.BENCH_PGLITE_STUDENTS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const IN_FLIGHT = 50;
const PORTS = { a: 3361, b: 3362, proxy: 3363, alone: 3364 };
const JWT_SECRET = 'bench-ops-secret-that-is-long-enough-for-signing';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const dir = await mkdtemp(path.join(tmpdir(), 'portal-bench-ops-'));
const pid = process.pid;
const names = { source: `school_portal_bench_ops_${pid}`, restored: `school_portal_bench_ops_restored_${pid}` };

async function backupFigures() {
  const rows: Record<string, string>[] = [];
  // PostgreSQL.
  const url = await createDatabase(serverUrl, names.source);
  const pg = await openDatabase({ databaseUrl: url });
  await runMigrations(pg);
  const seedMs = await seedStudents(pg.db, STUDENTS, 200);
  await pg.db.execute(sql`analyze`);
  await pg.close();
  let t = performance.now();
  const dump = path.join(dir, 'pg.dump');
  await writeFile(`${dump}.json`, JSON.stringify(await snapshotPostgres(url, dump)));
  const backupMs = performance.now() - t;
  const restoredUrl = await createDatabase(serverUrl, names.restored);
  t = performance.now();
  const restored = await restorePostgres(dump, restoredUrl, false);
  rows.push({
    database: `PostgreSQL, ${STUDENTS.toLocaleString('en-IN')} students`,
    seed: s(seedMs),
    backup: s(backupMs),
    size: mb((await stat(dump)).size),
    restore: s(performance.now() - t),
    'counts match': String(restored.checked && restored.mismatches.length === 0),
  });
  await dropDatabase(serverUrl, names.restored);

  // PGlite, in a folder as npm start keeps it.
  const lite = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  await runMigrations(lite);
  const liteSeedMs = await seedStudents(lite.db, PGLITE_STUDENTS, 20);
  t = performance.now();
  const { data, manifest } = await snapshotPglite(lite.pglite!);
  const liteBackupMs = performance.now() - t;
  await lite.close();
  const file = path.join(dir, 'pglite.tar.gz');
  await writeFile(file, data);
  await writeFile(`${file}.json`, JSON.stringify(manifest));
  t = performance.now();
  const liteRestored = await restorePglite(file, path.join(dir, 'pglite-restored'), false);
  rows.push({
    database: `PGlite, ${PGLITE_STUDENTS.toLocaleString('en-IN')} students`,
    seed: s(liteSeedMs),
    backup: s(liteBackupMs),
    size: mb(data.byteLength),
    restore: s(performance.now() - t),
    'counts match': String(liteRestored.checked && liteRestored.mismatches.length === 0),
  });
  console.log(
    "\nBackup and restore (backup: the portal's own, in one snapshot; restore: into an empty place, counts checked)",
  );
  console.table(rows);
  return url;
}

async function clerkToken(base: string, url: string): Promise<string> {
  const db = await openDatabase({ databaseUrl: url, poolSize: 1 });
  await db.db
    .execute(sql`insert into users (user_id, name, email, password_hash, role, status, institute_code, profile_completed)
    values ('OPS-CLERK', 'Bench Clerk', 'ops-clerk@bench.test', ${await hashPassword(PASSWORD)}, 'instituteUser', 'approved', 'BS-7', true)
    on conflict do nothing`);
  await db.close();
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'OPS-CLERK', password: PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

async function load(name: string, base: string, token: string) {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    workers: 1,
    headers: { authorization: `Bearer ${token}` },
    requests: [
      { method: 'GET', path: '/api/students?page=3' },
      { method: 'GET', path: '/api/students?q=meera' },
    ],
  });
  return {
    scenario: name,
    'req/s': result.requests.average.toFixed(0),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

async function clusterFigures(url: string) {
  const env = {
    DATABASE_URL: url,
    JWT_SECRET,
    RATE_LIMIT_MULTIPLIER: '100000',
    TRUST_PROXY: 'true',
    DATA_DIR: '/nonexistent',
  };
  const [a, b] = [startInstance(PORTS.a, env), startInstance(PORTS.b, env)];
  await Promise.all([a.ready, b.ready]);
  const token = await clerkToken(a.url, url);
  const rows = [await load('one instance, direct', a.url, token)];
  if (nginxAvailable()) {
    const one = await startNginx(PORTS.proxy, [PORTS.a]);
    rows.push(await load('nginx -> one instance', one.url, token));
    await one.stop();
    const two = await startNginx(PORTS.proxy, [PORTS.a, PORTS.b]);
    rows.push(await load('nginx -> two instances', two.url, token));
    await two.stop();
  } else {
    console.log('nginx is not installed (apt-get install -y nginx): only the direct figure');
  }
  await Promise.all([a.stop(), b.stop()]);
  console.log(
    `\nThroughput: ${CONNECTIONS} connections, ${SECONDS} s each, a page of students and a search, as an office clerk`,
  );
  console.table(rows);
  return token;
}

async function shutdownFigure(url: string, token: string) {
  const instance = startInstance(PORTS.alone, {
    DATABASE_URL: url,
    JWT_SECRET,
    RATE_LIMIT_MULTIPLIER: '100000',
    DATA_DIR: '/nonexistent',
    SHUTDOWN_TIMEOUT_MS: '30000',
  });
  await instance.ready;
  // A whole school's CSV export takes long enough to still be running when the signal comes.
  const inFlight = Array.from({ length: IN_FLIGHT }, () =>
    fetch(`${instance.url}/api/students/export`, { headers: { authorization: `Bearer ${token}` } }).then(
      async (r) => (await r.arrayBuffer(), String(r.status)),
      (err: Error & { cause?: { code?: string } }) => err.cause?.code ?? err.message,
    ),
  );
  // Time for every request to reach the server before the signal (a later one would be refused, as it should).
  await new Promise((r) => setTimeout(r, 1_000));
  const t = performance.now();
  const code = await instance.stop();
  const ms = performance.now() - t;
  const statuses = await Promise.all(inFlight);
  const counts = new Map<string, number>();
  for (const outcome of statuses) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  const tally = [...counts].map(([outcome, n]) => `${n} ${outcome}`);
  console.log(
    `\nShutdown with ${IN_FLIGHT} requests sent (a school's CSV export each): exited ${code} after ${s(ms)} from SIGTERM; outcomes: ${tally.join(', ')}`,
  );
}

async function recoveryFigures() {
  const unavailable = clustersUnavailable();
  if (unavailable) return console.log(`\nFailover and point-in-time restore: skipped (${unavailable})`);
  const f = await runFailoverDrill();
  console.log(
    `\nFailover: ${f.writers} writers (4 fee collections to 1 job post) on two instances, primary killed with SIGKILL, standby promoted 1 s later (load ${loadavg()[0]!.toFixed(1)})`,
  );
  console.table([
    {
      'receipts acknowledged': f.receiptsAcknowledged,
      lost: f.receiptsLost,
      duplicated: f.receiptsDuplicated,
      gapless: f.numbersGapless,
      's without service': f.secondsWithoutService,
      's to first write': f.secondsToFirstWrite,
      'failed requests': f.failedRequests,
      'lag under load': `${f.lagUnderLoad.bytes} B, ${((f.lagUnderLoad.seconds ?? 0) * 1000).toFixed(1)} ms`,
    },
  ]);
  const p = await runPitrDrill();
  console.log(
    `Point-in-time restore: ${p.receiptsRestored}/${p.receiptsBefore} receipts before the moment, ${p.receiptsAfterAbsent}/${p.receiptsAfter} after it absent; archive replayed in ${p.restoreSeconds} s`,
  );
}

try {
  const url = await backupFigures();
  const token = await clusterFigures(url);
  await shutdownFigure(url, token);
  await recoveryFigures();
} finally {
  await dropDatabase(serverUrl, names.source).catch(() => undefined);
  await dropDatabase(serverUrl, names.restored).catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
}
