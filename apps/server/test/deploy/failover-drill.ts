import { mkdtempSync, chownSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { feesApi, type Receipt } from '@school-portal/contract';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { indianToday } from '../../src/modules/fees/index.ts';
import { readReplication, type ReplicationFigures } from '../../src/ops/replication.ts';
import { createInstitute, createStudentWithFees, JOB_FORM } from '../factories.ts';
import { nginxAvailable, startInstance, startNginx, type Instance } from './cluster.ts';
import {
  baseBackupInto,
  createCluster,
  dropAll,
  killPostmaster,
  postgresIds,
  query,
  shippedConf,
  start,
  until,
  type Cluster,
} from './pg-clusters.ts';

/**
 * The failover drill (issue 50): a primary and its synchronous hot standby (deploy/postgresql/), two portal
 * instances connected to both with one multi-host address, WRITERS clerks collecting fees and admins posting
 * jobs; mid-load the primary's postmaster is killed (SIGKILL), the standby promoted after PROMOTE_AFTER_MS (the
 * time an operator or a watchdog takes to see it), and the writers carry on. A writer retries a failed payment
 * with the same idempotency key until it is acknowledged, as the fee counter does after a network error.
 * Counts what a school would notice. Used by the test (failover.test.ts), `npm run drill` and the bench (--ops).
 */
export interface FailoverOptions {
  writers?: number;
  /** Load before the kill, and after it. */
  beforeMs?: number;
  afterMs?: number;
  promoteAfterMs?: number;
  /** Readers opening a student's dues and the school's jobs (GET) through nginx, as a school's browsers do. */
  readers?: number;
  ports?: { primary: number; standby: number; a: number; b: number; nginx: number };
  log?: (line: string) => void;
}

export interface FailoverFigures {
  writers: number;
  receiptsAcknowledged: number;
  receiptsLost: number;
  /** Receipts beyond one per payment (idempotency key). */
  receiptsDuplicated: number;
  /** Receipt numbers of the year: 1..n with none missing or repeated. */
  numbersGapless: boolean;
  jobsAcknowledged: number;
  jobsLost: number;
  /** The longest time no request of any writer succeeded, around the kill. */
  secondsWithoutService: number;
  /** From the kill to the first acknowledged receipt written on the promoted standby. */
  secondsToFirstWrite: number;
  failedRequests: number;
  /** Failed requests by answer (status code or network error). */
  failures: Record<string, number>;
  /** Reads (GET) answered, and those that failed by answer: through the shipped nginx config when nginx is here. */
  readsAnswered: number;
  readsFailed: number;
  readFailures: Record<string, number>;
  readsThroughNginx: boolean;
  /** The standby's lag seen from the primary under the load, before the kill (the largest sample). */
  lagUnderLoad: { bytes: number; seconds: number | null };
}

const DEFAULT_PORTS = { primary: 5433, standby: 5434, a: 3160, b: 3161, nginx: 3162 };
const JWT_SECRET = randomBytes(32).toString('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runFailoverDrill(opts: FailoverOptions = {}): Promise<FailoverFigures> {
  const writers = opts.writers ?? 20;
  const ports = opts.ports ?? DEFAULT_PORTS;
  const log = opts.log ?? (() => undefined);
  const made: Cluster[] = [];
  const instances: Instance[] = [];
  const tag = `${process.pid}_${randomBytes(2).toString('hex')}`;
  const archive = mkdtempSync(path.join(tmpdir(), 'portal-drill-archive-'));
  const { uid, gid } = postgresIds();
  chownSync(archive, uid, gid);
  let database: Database | undefined;
  let local: App | undefined;
  let proxy: { url: string; stop(): Promise<void> } | undefined;
  try {
    log('making the primary and its standby');
    const primary = await createCluster(
      `drill_${tag}_a`,
      ports.primary,
      { 'portal.conf': shippedConf('primary.conf', archive) },
      made,
    );
    await start(primary);
    const standby = await createCluster(
      `drill_${tag}_b`,
      ports.standby,
      { 'portal.conf': shippedConf('standby.conf', archive) },
      made,
    );
    await baseBackupInto(standby, primary, { standby: true });
    await start(standby);
    // Synchronous from here on: until the standby is in step, the primary's commits would wait for it.
    await until('the standby replicating synchronously', async () => {
      const rows = await query<{ sync_state: string }>(primary.url(), 'select sync_state from pg_stat_replication');
      return rows.some((r) => r.sync_state === 'sync');
    });
    const url = `postgres://postgres@127.0.0.1:${ports.primary},127.0.0.1:${ports.standby}/postgres?target_session_attrs=read-write`;

    log('starting two portal instances on the multi-host address');
    const env = { DATABASE_URL: url, JWT_SECRET, DATA_DIR: '/nonexistent', RATE_LIMIT_MULTIPLIER: '100000' };
    // Both at once: their migrations race, as in the two-instance test; one applies them.
    const [a, b] = [startInstance(ports.a, env), startInstance(ports.b, env)];
    instances.push(a, b);
    await Promise.all([a.ready, b.ready]);
    if (nginxAvailable()) proxy = await startNginx(ports.nginx, [ports.a, ports.b]);

    database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    local = await buildApp(
      loadConfig({
        DATABASE_URL: url,
        JWT_SECRET,
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        RATE_LIMIT_MULTIPLIER: '100000',
      }),
      { database, logger: false, mailWorker: false },
    );
    const school = await createInstitute(local);
    const students: Awaited<ReturnType<typeof createStudentWithFees>>[] = [];
    for (let i = 0; i < writers; i++) students.push(await createStudentWithFees(local, school.code, 100_000));

    const acknowledged = new Map<string, Receipt>();
    const jobsAcknowledged = new Set<string>();
    const failures: Record<string, number> = {};
    const successes: number[] = [];
    let stop = false;
    let killedAt = 0;
    const started = Date.now();

    const call = async (base: string, url: string, body: unknown, headers: Record<string, string>) => {
      try {
        const res = await fetch(`${base}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
        return { status: res.status, body: res.ok ? await res.json() : await res.text() };
      } catch (err) {
        const e = err as Error & { cause?: { code?: string } };
        return { status: 0, body: e.cause?.code ?? e.name };
      }
    };
    const fail = (what: string) => (failures[what] = (failures[what] ?? 0) + 1);

    async function writer(w: number) {
      const { student, instalment } = students[w]!;
      for (let n = 0; !stop; n++) {
        const base = (w + n) % 2 ? b.url : a.url;
        if (n % 5 === 4) {
          // An admin posting a job: no idempotency key, so a job whose answer was lost is not retried.
          const title = `Drill job ${w}-${n}`;
          const res = await call(base, '/api/jobs', { ...JOB_FORM, title }, school.admin.headers);
          if (res.status === 201) {
            jobsAcknowledged.add(title);
            successes.push(Date.now());
          } else fail(`job ${res.status || String(res.body)}`);
          continue;
        }
        const key = `drill-${w}-${n}`;
        const body = {
          studentId: student.id,
          idempotencyKey: key,
          paidOn: indianToday(new Date()),
          mode: 'cash',
          allocations: [{ instalmentId: instalment.id, amount: 10 }],
        };
        // The clerk presses Collect again until the receipt comes (same key: one receipt, however many tries).
        for (;;) {
          const res = await call(base, feesApi.collect.path, body, school.staff.headers);
          if (res.status === 201) {
            acknowledged.set(key, res.body as Receipt);
            successes.push(Date.now());
            break;
          }
          fail(`receipt ${res.status || String(res.body)}`);
          if (stop) break;
          await sleep(200);
        }
      }
    }

    let readsAnswered = 0;
    const readFailures: Record<string, number> = {};
    async function reader(r: number) {
      const { student } = students[r % students.length]!;
      for (let n = 0; !stop; n++) {
        const [url, headers] =
          n % 2 ? ['/api/jobs', school.admin.headers] : [`/api/fees/students/${student.id}/dues`, school.staff.headers];
        const base = proxy?.url ?? ((r + n) % 2 ? b.url : a.url);
        const status = await fetch(`${base}${url}`, { headers, signal: AbortSignal.timeout(60_000) })
          .then(async (res) => (await res.arrayBuffer(), res.status))
          .catch((err: Error & { cause?: { code?: string } }) => err.cause?.code ?? err.name);
        if (status === 200) readsAnswered++;
        else
          readFailures[`GET ${url.split('/')[2]} ${status}`] =
            (readFailures[`GET ${url.split('/')[2]} ${status}`] ?? 0) + 1;
        await sleep(100);
      }
    }

    const lagSamples: ReplicationFigures[] = [];
    const sampler = (async () => {
      while (!killedAt && !stop) {
        const primaryDb = await query<Record<string, unknown>>(primary.url(), 'select 1').catch(() => null);
        if (primaryDb) {
          const figures = await readReplication((text) => query(primary.url(), text)).catch(() => null);
          if (figures) lagSamples.push(figures);
        }
        await sleep(500);
      }
    })();

    log(`${writers} writers for ${(opts.beforeMs ?? 4_000) / 1000} s, then the primary is killed`);
    const running = [
      ...Array.from({ length: writers }, (_, w) => writer(w)),
      ...Array.from({ length: opts.readers ?? 6 }, (_, r) => reader(r)),
    ];
    await sleep(opts.beforeMs ?? 4_000);
    killedAt = Date.now();
    killPostmaster(primary);
    await sampler;
    await sleep(opts.promoteAfterMs ?? 1_000);
    await query(standby.url(), 'select pg_promote(true, 30)');
    log(`standby promoted ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`);
    await sleep(opts.afterMs ?? 6_000);
    stop = true;
    await Promise.all(running);

    // What the promoted server holds of what the writers were told.
    const held = await query<{ id: string; number: number; key: string }>(
      standby.url(),
      `select id, number, idempotency_key as key from fee_receipts where institute_code = $1`,
      [school.code],
    );
    const heldIds = new Set(held.map((r) => r.id));
    const receiptsLost = [...acknowledged.values()].filter((r) => !heldIds.has(r._id)).length;
    const receiptsDuplicated = held.length - new Set(held.map((r) => r.key)).size;
    const numbers = held.map((r) => r.number).sort((x, y) => x - y);
    const numbersGapless = numbers.every((n, i) => n === i + 1);
    const titles = new Set(
      (
        await query<{ title: string }>(standby.url(), `select title from jobs where institute_code = $1`, [school.code])
      ).map((r) => r.title),
    );
    const jobsLost = [...jobsAcknowledged].filter((t) => !titles.has(t)).length;

    successes.sort((x, y) => x - y);
    let gap = 0;
    for (let i = 1; i < successes.length; i++) gap = Math.max(gap, successes[i]! - successes[i - 1]!);
    const firstAfter = successes.find((t) => t > killedAt + (opts.promoteAfterMs ?? 1_000)) ?? Date.now();
    const worstLag = lagSamples.reduce(
      (w, s) => (s.standbys[0] && s.standbys[0].bytes >= w.bytes ? s.standbys[0] : w),
      { bytes: 0, seconds: null as number | null },
    );
    log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s of load`);
    return {
      writers,
      receiptsAcknowledged: acknowledged.size,
      receiptsLost,
      receiptsDuplicated,
      numbersGapless,
      jobsAcknowledged: jobsAcknowledged.size,
      jobsLost,
      secondsWithoutService: Math.round(gap / 100) / 10,
      secondsToFirstWrite: Math.round((firstAfter - killedAt) / 100) / 10,
      failedRequests: Object.values(failures).reduce((s, n) => s + n, 0),
      failures,
      readsAnswered,
      readsFailed: Object.values(readFailures).reduce((s, n) => s + n, 0),
      readFailures,
      readsThroughNginx: Boolean(proxy),
      lagUnderLoad: { bytes: worstLag.bytes, seconds: worstLag.seconds },
    };
  } finally {
    await proxy?.stop();
    await Promise.all(instances.map((i) => i.stop()));
    await local?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await dropAll(made);
    rmSync(archive, { recursive: true, force: true });
  }
}
