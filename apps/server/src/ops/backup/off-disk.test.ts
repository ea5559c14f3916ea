import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { statusApi, type ServiceStatus } from '@school-portal/contract';
import { loadConfig } from '../../config.ts';
import { checkServiceStatus, dashboardWarnings } from '../../modules/status/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { signedInSuperAdmin } from '../../../test/factories.ts';
import { backupFileName, listBackups } from './files.ts';

/*
 * The embedded database's backups between the nights and their copy off the data's disk (issue 50): a disk lost in
 * the afternoon must not lose the day. What the super admin is told when that copy is missing, failing or stale.
 * The portal backs up only its embedded database itself: on PostgreSQL this is npm run backup's and the WAL archive's.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let app: TestApp;
let dir: string;
let copyDir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-backups-'));
  copyDir = await mkdtemp(path.join(tmpdir(), 'portal-backups-copy-'));
  app = await createTestApp({ BACKUP_DIR: dir, BACKUP_COPY_DIR: copyDir });
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
  await rm(copyDir, { recursive: true, force: true });
});
afterEach(() => vi.useRealTimers());

/** The status page's Backups part and the dashboard's warnings, nightly backups off so that only the copy is judged. */
async function told(env: Record<string, string> = {}, on: TestApp = app) {
  const config = {
    ...on.deps.config,
    ...loadConfig({ BACKUP_AT: 'off', BACKUP_COPY_DIR: copyDir, ...env }),
    backupDir: dir,
  };
  const deps = { ...on.deps, dbKind: 'pglite' as const, config };
  const status: ServiceStatus = await checkServiceStatus(deps, null);
  const part = status.parts.find((p) => p.key === 'backups')!;
  return {
    part,
    copy: part.details.find((d) => d.label === 'Copy off the disk')?.value,
    warnings: await dashboardWarnings(deps),
  };
}

describe.skipIf(onPostgres)('backups between the nights, copied off the disk', () => {
  it('an hourly backup goes to hourly/ beside the nightly ones, is copied off the disk, and the last 24 are kept in both', async () => {
    // A day of earlier hourly backups, in both places.
    for (const folder of [path.join(dir, 'hourly'), path.join(copyDir, 'hourly')]) {
      await mkdir(folder, { recursive: true });
      for (let hour = 0; hour < 24; hour++) {
        const name = backupFileName('pglite', new Date(Date.UTC(2026, 10, 27, hour, 0)));
        await writeFile(path.join(folder, name), 'x');
        await writeFile(path.join(folder, `${name}.json`), '{}');
      }
    }
    const record = await app.backups.runNow(true);
    const file = record.lastSuccess!.file;
    expect(path.dirname(file)).toBe(path.join(dir, 'hourly'));
    for (const folder of [path.join(dir, 'hourly'), path.join(copyDir, 'hourly')]) {
      const kept = await listBackups(folder, 'pglite');
      expect(kept).toHaveLength(24);
      // Newest first: this one; the oldest of the earlier day is gone.
      expect(path.basename(kept[0]!)).toBe(path.basename(file));
      expect(kept.map((f) => path.basename(f))).not.toContain(
        backupFileName('pglite', new Date(Date.UTC(2026, 10, 27, 0, 0))),
      );
    }
    expect(record.lastCopy?.file).toBe(path.join(copyDir, 'hourly', path.basename(file)));

    const fresh = await told();
    expect(fresh.part.level).toBe('ok');
    expect(fresh.copy).toMatch(/ago$/);
    expect(fresh.warnings).toEqual([]);
  });

  it('a copy older than a day warns on the status page and on the dashboard', async () => {
    await app.backups.runNow();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 3600_000);
    const stale = await told();
    expect(stale.part.level).toBe('warn');
    expect(stale.part.summary).toMatch(/^The last copy off the data's disk is 1 d 1 h old\.$/);
    expect(stale.warnings).toEqual([stale.part.summary]);
  });

  it('a copy that is gone from the other disk, or could not be made, is said', async () => {
    const record = await app.backups.runNow();
    await unlink(record.lastCopy!.file);
    const gone = await told();
    expect(gone.part.level).toBe('warn');
    expect(gone.part.summary).toBe(`The last copy off the disk is no longer in ${copyDir}.`);
    expect(gone.warnings).toEqual([gone.part.summary]);

    // The other disk's folder is a file (an unmounted share's mount point replaced): the backup itself still succeeds.
    const blocked = path.join(copyDir, 'not-a-folder');
    await writeFile(blocked, 'x');
    const failing = await createTestApp({ BACKUP_DIR: dir, BACKUP_COPY_DIR: blocked });
    try {
      const made = await failing.backups.runNow();
      expect(made.lastSuccess?.sizeBytes).toBeGreaterThan(1000);
      const said = await told({ BACKUP_COPY_DIR: blocked }, failing);
      expect(said.copy).toBe('Failed');
      expect(said.part.summary).toMatch(/^The last backup could not be copied off the disk: /);
      expect(said.warnings).toEqual([said.part.summary]);
    } finally {
      await failing.close();
    }
  });

  it("without BACKUP_COPY_DIR the super admin's dashboard says to set it", async () => {
    const bare = await createTestApp({ BACKUP_DIR: dir });
    try {
      const admin = await signedInSuperAdmin(bare);
      const status = await bare.as(admin).call(statusApi.status);
      expect(status.statusCode).toBe(200);
      expect(status.json<ServiceStatus>().warnings).toEqual([
        "Backups are not copied off the data's disk: set BACKUP_COPY_DIR to a folder on another disk.",
      ]);
    } finally {
      await bare.close();
    }
  });
});
