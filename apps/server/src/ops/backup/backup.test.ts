import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { feesApi, type Receipt } from '@school-portal/contract';
import { indianToday } from '../../modules/fees/index.ts';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { feeReceipts } from '../../db/schema/index.ts';
import { createTestApp, TEST_SUPERADMIN, type TestApp } from '../../../test/harness.ts';
import { createDatabase, dropDatabase } from '../../../test/postgres.ts';
import {
  createApplication,
  createInstitute,
  createJob,
  createNotifications,
  createProduct,
  createStudentWithFees,
  createSupplier,
  postAd,
  signIn,
  type TestInstitute,
} from '../../../test/factories.ts';
import { backupFileName, manifestPath, type Manifest } from './files.ts';
import { restorePglite, restorePostgres, RestoreRefused } from './restore.ts';
import { snapshotPostgres } from './snapshot.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
let app: TestApp;
let dir: string;
let school: TestInstitute;
let studentId: string;
let instalmentId: string;
let photoUrl: string;
let paid = 0;

const collect = (on: App) =>
  on.inject({
    method: 'POST',
    url: feesApi.collect.path,
    headers: school.staff.headers,
    payload: {
      studentId,
      idempotencyKey: `backup-${++paid}-${Date.now()}`,
      paidOn: indianToday(new Date()),
      mode: 'cash',
      allocations: [{ instalmentId, amount: 1 }],
    },
  });

/** A world of every kind of record: accounts, a job and its application, a bus ad with a photo, a supplier's product, a student's receipt, notices. */
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-backup-'));
  app = await createTestApp({ BACKUP_DIR: dir });
  school = await createInstitute(app);
  const job = await createJob(app, school.code);
  await createApplication(app, school.code, job.id);
  const ad = await postAd(app, school.admin);
  photoUrl = ad.json<{ ad: { photos: { url: string }[] } }>().ad.photos[0]!.url;
  await createProduct(app, (await createSupplier(app)).id);
  await createNotifications(app, school.admin.account.id, 'Welcome');
  const fees = await createStudentWithFees(app, school.code);
  [studentId, instalmentId] = [fees.student.id, fees.instalment.id];
  expect((await collect(app)).statusCode).toBe(201);
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

/** Backs up `app` the way `npm run backup` does on its database kind; answers the file. */
async function backUp(): Promise<string> {
  if (!app.databaseUrl) {
    const record = await app.backups.runNow();
    expect(record.lastError).toBeNull();
    return record.lastSuccess!.file;
  }
  const file = path.join(dir, backupFileName('postgresql', new Date()));
  await writeFile(manifestPath(file), JSON.stringify(await snapshotPostgres(app.databaseUrl, file)));
  return file;
}

describe('backup and restore', () => {
  it('a backup taken while fees are collected restores into a new place where the portal works as it was at that moment', async () => {
    // Writes go on during the backup: a clerk keeps collecting.
    // Counted, not timed: on a busy machine 100 ms once held a single receipt.
    let writing = true;
    let written = 0;
    const writes = (async () => {
      while (writing) {
        expect((await collect(app)).statusCode).toBe(201);
        written += 1;
      }
    })();
    const until = (done: () => boolean) => vi.waitUntil(done, { timeout: 60_000, interval: 10 });
    await until(() => written >= 2);
    const file = await backUp();
    const atBackup = written;
    await until(() => written >= atBackup + 2);
    writing = false;
    await writes;

    // Restore into a new place and start the portal on it.
    const target = serverUrl
      ? await createDatabase(serverUrl, `portal_restore_${Date.now()}`)
      : path.join(dir, 'restored');
    const result = serverUrl ? await restorePostgres(file, target, false) : await restorePglite(file, target, false);
    expect(result).toEqual({ checked: true, mismatches: [] });
    const database = await openDatabase(serverUrl ? { databaseUrl: target } : { dataDir: target });
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_MULTIPLIER: '1000',
    });
    const restored = await buildApp(config, { database, logger: false, mailWorker: false });
    try {
      const { counts } = JSON.parse(await readFile(manifestPath(file), 'utf8')) as Manifest;
      // The backup is of one moment inside the writes: some receipts before it, some after.
      expect(counts['public.fee_receipts']).toBeGreaterThan(1);
      expect(counts['public.fee_receipts']).toBeLessThan(await app.deps.db.$count(feeReceipts));
      for (const table of [
        'public.users',
        'public.jobs',
        'public.applications',
        'public.bus_ads',
        'public.images',
        'public.products',
        'public.students',
        'public.notifications',
      ]) {
        expect(counts[table], table).toBeGreaterThan(0);
      }

      // Sign-in works, photos load.
      expect(await signIn(restored, TEST_SUPERADMIN.email, TEST_SUPERADMIN.password, true)).toBeTruthy();
      const photo = await restored.inject({ method: 'GET', url: photoUrl });
      expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/jpeg']);

      // The next receipt follows the last one in the backup: no gap, no repeat.
      const receipt = (await collect(restored)).json<Receipt>();
      expect(receipt.number).toBe(counts['public.fee_receipts']! + 1);
    } finally {
      await restored.close();
      await database.close();
      if (serverUrl) await dropDatabase(serverUrl, target.split('/').pop()!.split('?')[0]!);
    }
  });

  it('restore refuses a target that holds data unless told', async () => {
    const file = await backUp();
    const target = app.databaseUrl ?? path.join(dir, 'restored');
    const restore = serverUrl ? restorePostgres(file, target, false) : restorePglite(file, target, false);
    await expect(restore).rejects.toThrow(RestoreRefused);
    await expect(restore).rejects.toThrow(/--force/);
  });
});
