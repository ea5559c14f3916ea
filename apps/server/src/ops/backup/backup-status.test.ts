import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceStatus } from '@school-portal/contract';
import { loadConfig } from '../../config.ts';
import { checkServiceStatus } from '../../modules/status/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { backupFileName, listBackups, pruneBackups } from './files.ts';
import { recordAttempt } from './record.ts';
import { nextSlot, previousSlot } from './schedule.ts';

let app: TestApp;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-backups-'));
  app = await createTestApp({ BACKUP_DIR: dir });
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const backupsPart = async (env: Record<string, string> = {}) => {
  const config = { ...app.deps.config, ...loadConfig({ ...env }), backupDir: env.BACKUP_DIR ?? dir };
  const status: ServiceStatus = await checkServiceStatus({ ...app.deps, dbKind: 'pglite', config }, null);
  return status.parts.find((p) => p.key === 'backups')!;
};
const detail = (part: Awaited<ReturnType<typeof backupsPart>>, label: string) =>
  part.details.find((d) => d.label === label)?.value;

describe('nightly backups', () => {
  it('run at 02:00 Indian time, which is 20:30 UTC the evening before', () => {
    expect(nextSlot('02:00', new Date('2026-11-25T08:00:00Z')).toISOString()).toBe('2026-11-25T20:30:00.000Z');
    expect(nextSlot('02:00', new Date('2026-11-25T20:30:00Z')).toISOString()).toBe('2026-11-26T20:30:00.000Z');
    expect(nextSlot('23:45', new Date('2026-11-25T18:00:00Z')).toISOString()).toBe('2026-11-25T18:15:00.000Z');
    // After a restart at 09:00 IST, the night's slot (02:00 IST today) is the one a backup must be newer than.
    expect(previousSlot('02:00', new Date('2026-11-25T03:30:00Z')).toISOString()).toBe('2026-11-24T20:30:00.000Z');
  });

  it('keep the newest BACKUP_KEEP files and their manifests', async () => {
    const keepDir = path.join(dir, 'keep');
    await mkdir(keepDir);
    for (let day = 1; day <= 16; day++) {
      const name = backupFileName('pglite', new Date(Date.UTC(2026, 10, day, 20, 30)));
      await writeFile(path.join(keepDir, name), 'x');
      await writeFile(path.join(keepDir, `${name}.json`), '{}');
    }
    expect(await pruneBackups(keepDir, 'pglite', 14)).toBe(2);
    const left = await listBackups(keepDir, 'pglite');
    expect(left).toHaveLength(14);
    expect(path.basename(left.at(-1)!)).toBe('school-portal-pglite-2026-11-03T203000Z.tar.gz');
  });

  // The portal backs up only its embedded database itself; on PostgreSQL (TEST_DATABASE_URL) a backup is npm run backup's.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "the super admin's status shows the last backup, its size, a failure, and warns when backups share the data's disk",
    async () => {
      const none = await backupsPart();
      expect(none).toMatchObject({ level: 'warn', summary: 'No backup yet.' });

      const record = await app.backups.runNow();
      expect(record.lastSuccess?.sizeBytes).toBeGreaterThan(1000);
      // The test's data folder and the temporary folder share this machine's disk.
      const sameDisk = await backupsPart({ DATA_DIR: dir });
      expect(sameDisk.level).toBe('warn');
      expect(sameDisk.summary).toContain('same disk');
      expect(detail(sameDisk, 'Last backup')).toMatch(/ago$/);
      expect(detail(sameDisk, 'Size')).toMatch(/MB$/);

      await recordAttempt(app.deps.db, { ok: false, error: 'ENOSPC: no space left on device' });
      const failed = await backupsPart();
      expect(failed).toMatchObject({ level: 'down', summary: expect.stringContaining('no space left') });
      // The last good backup is still shown beside the failure.
      expect(detail(failed, 'Size')).toMatch(/MB$/);
    },
  );
});
