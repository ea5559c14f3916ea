import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { feesApi, type Receipt } from '@school-portal/contract';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { indianToday } from '../../src/modules/fees/index.ts';
import { createInstitute, createStudentWithFees } from '../factories.ts';
import {
  createCluster,
  dropAll,
  postgresIds,
  query,
  shippedConf,
  start,
  until,
  writeDataFile,
  type Cluster,
} from './pg-clusters.ts';

/**
 * The point-in-time recovery drill (issue 50), with PostgreSQL's own tools and the shipped settings
 * (deploy/postgresql/primary.conf and recovery.conf): a base backup (pg_basebackup) of a school's database,
 * receipts collected after it, the moment noted, more receipts and then a mistaken bulk delete of every
 * receipt; the archive replayed into a new cluster up to the noted moment, and the portal started on it. Every
 * receipt acknowledged before the moment must be there with its number, none after it. In production the
 * moment is a minute before the delete; here a second or two, so CI does not wait minutes.
 */
export interface PitrFigures {
  receiptsBefore: number;
  /** Receipts acknowledged before the moment that the restored portal shows, with the same number. */
  receiptsRestored: number;
  /** Receipts made after the moment that are (rightly) absent. */
  receiptsAfterAbsent: number;
  receiptsAfter: number;
  /** From starting the restored cluster to its accepting writes (the archive replayed). */
  restoreSeconds: number;
}

const run = promisify(execFile);
const JWT_SECRET = randomBytes(32).toString('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The portal in this process on `url`; closing it closes its database too. */
async function portal(url: string): Promise<App> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  const app = await buildApp(
    loadConfig({
      DATABASE_URL: url,
      JWT_SECRET,
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_MULTIPLIER: '100000',
    }),
    { database, logger: false, mailWorker: false },
  );
  app.addHook('onClose', () => database.close());
  return app;
}

export async function runPitrDrill(
  opts: { ports?: { source: number; restored: number }; log?: (line: string) => void } = {},
): Promise<PitrFigures> {
  const ports = opts.ports ?? { source: 5435, restored: 5436 };
  const log = opts.log ?? (() => undefined);
  const made: Cluster[] = [];
  const tag = `${process.pid}_${randomBytes(2).toString('hex')}`;
  const work = mkdtempSync(path.join(tmpdir(), 'portal-pitr-'));
  const [archive, base] = [path.join(work, 'archive'), path.join(work, 'base')];
  const { uid, gid } = postgresIds();
  let source: App | undefined;
  let restored: App | undefined;
  try {
    await run('mkdir', ['-p', archive, base]);
    for (const dir of [work, archive, base]) chownSync(dir, uid, gid);
    // The shipped primary settings, less the synchronous standby (this drill has none; commits would wait for it).
    const conf = {
      'portal.conf': shippedConf('primary.conf', archive),
      // Read after portal.conf (conf.d is read in name order), so it wins.
      'zz-no-standby.conf': "synchronous_standby_names = ''\n",
    };
    log('making a primary that archives its WAL');
    const primary = await createCluster(`pitr_${tag}_a`, ports.source, conf, made);
    await start(primary);
    source = await portal(primary.url());
    const school = await createInstitute(source);
    const { student, instalment } = await createStudentWithFees(source, school.code, 100_000);

    log('base backup (pg_basebackup), as the nightly one would be');
    await run('runuser', [
      '-u',
      'postgres',
      '--',
      'pg_basebackup',
      '-h',
      '127.0.0.1',
      '-p',
      String(ports.source),
      '-U',
      'postgres',
      '-D',
      base,
      '-X',
      'fetch',
      '-c',
      'fast',
    ]);

    const collect = async (key: string) => {
      const res = await source!.inject({
        method: 'POST',
        url: feesApi.collect.path,
        headers: school.staff.headers,
        payload: {
          studentId: student.id,
          idempotencyKey: key,
          paidOn: indianToday(new Date()),
          mode: 'cash',
          allocations: [{ instalmentId: instalment.id, amount: 100 }],
        },
      });
      if (res.statusCode !== 201) throw new Error(`collection failed: ${res.statusCode} ${res.body}`);
      return res.json<Receipt>();
    };
    const before: Receipt[] = [];
    for (let i = 0; i < 10; i++) before.push(await collect(`pitr-before-${i}`));
    await sleep(1_200);
    const [{ moment }] = (await query<{ moment: string }>(
      primary.url(),
      'select clock_timestamp()::text as moment',
    )) as [{ moment: string }];
    await sleep(1_200);
    const after: Receipt[] = [];
    for (let i = 0; i < 3; i++) after.push(await collect(`pitr-after-${i}`));
    log(`the moment to restore to: ${moment}; then a mistaken bulk delete of every receipt`);
    await query(primary.url(), 'truncate fee_receipts cascade');
    // archive_timeout would send the last segment within a minute; the drill does not wait for it.
    const [{ wal }] = (await query<{ wal: string }>(
      primary.url(),
      'select pg_walfile_name(pg_switch_wal()) as wal',
    )) as [{ wal: string }];
    await until('the last segment archived', async () => {
      const [row] = await query<{ last: string | null }>(
        primary.url(),
        'select last_archived_wal as last from pg_stat_archiver',
      );
      return (row?.last ?? '') >= wal;
    });
    await source.close();
    source = undefined;

    log('restoring into a new cluster: the base backup, then the archive up to the moment');
    const target = await createCluster(
      `pitr_${tag}_b`,
      ports.restored,
      {
        'portal-recovery.conf': shippedConf('recovery.conf', archive).replace(
          /^recovery_target_time = .*$/m,
          `recovery_target_time = '${moment}'`,
        ),
      },
      made,
    );
    await run('find', [target.dataDir, '-mindepth', '1', '-delete']);
    await run('cp', ['-a', `${base}/.`, target.dataDir]);
    await run('chmod', ['0700', target.dataDir]);
    writeDataFile(target, 'recovery.signal', '');
    const t = performance.now();
    await start(target);
    await until('the restored cluster promoted', async () => {
      const [row] = await query<{ r: boolean }>(target.url(), 'select pg_is_in_recovery() as r');
      return row?.r === false;
    });
    const restoreSeconds = Math.round((performance.now() - t) / 100) / 10;

    log('starting the portal on the restored database');
    restored = await portal(target.url());
    const shown = async (r: Receipt) => {
      const res = await restored!.inject({
        method: 'GET',
        url: feesApi.receipt.path.replace(':receiptId', r._id),
        headers: school.staff.headers,
      });
      return res.statusCode === 200 && res.json<Receipt>().number === r.number;
    };
    const receiptsRestored = (await Promise.all(before.map(shown))).filter(Boolean).length;
    const receiptsAfterAbsent = (await Promise.all(after.map(shown))).filter((x) => !x).length;
    return {
      receiptsBefore: before.length,
      receiptsRestored,
      receiptsAfter: after.length,
      receiptsAfterAbsent,
      restoreSeconds,
    };
  } finally {
    await source?.close().catch(() => undefined);
    await restored?.close().catch(() => undefined);
    await dropAll(made);
    rmSync(work, { recursive: true, force: true });
  }
}
