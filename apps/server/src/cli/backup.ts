/**
 * Writes a backup of the portal's database to BACKUP_DIR (default: `backups` beside DATA_DIR):
 *   npm run backup
 * Embedded database: the running server writes it (it alone may open the folder), or this process when
 * no server runs. PostgreSQL (DATABASE_URL): pg_dump, in one snapshot with the row counts of the manifest.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { backupFileName, fileSize, manifestPath, writeBackup } from '../ops/backup/files.ts';
import { recordAttempt, type BackupRecord } from '../ops/backup/record.ts';
import { runningServer } from '../ops/backup/server-file.ts';
import { snapshotPglite, snapshotPostgres } from '../ops/backup/snapshot.ts';
import { writeFile } from 'node:fs/promises';

const config = loadConfig();
const started = performance.now();

async function viaServer(url: string, token: string): Promise<BackupRecord> {
  const res = await fetch(`${url}/ops/backup`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`The running server refused the backup (${res.status}).`);
  return (await res.json()) as BackupRecord;
}

async function postgres(databaseUrl: string): Promise<BackupRecord> {
  await mkdir(config.backupDir, { recursive: true });
  const file = path.join(config.backupDir, backupFileName('postgresql', new Date()));
  const manifest = await snapshotPostgres(databaseUrl, `${file}.partial`);
  await rename(`${file}.partial`, file);
  await writeFile(manifestPath(file), JSON.stringify(manifest, null, 2));
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    return await recordAttempt(database.db, {
      ok: true,
      file,
      sizeBytes: await fileSize(file),
      ms: Math.round(performance.now() - started),
    });
  } finally {
    await database.close();
  }
}

async function pgliteHere(): Promise<BackupRecord> {
  if (!existsSync(path.join(config.DATA_DIR, 'PG_VERSION')))
    throw new Error(`There is no database in ${config.DATA_DIR} (DATA_DIR).`);
  const database = await openDatabase({ dataDir: config.DATA_DIR });
  try {
    const { data, manifest } = await snapshotPglite(database.pglite!);
    const file = await writeBackup(config.backupDir, backupFileName('pglite', new Date()), data, manifest);
    return await recordAttempt(database.db, {
      ok: true,
      file,
      sizeBytes: await fileSize(file),
      ms: Math.round(performance.now() - started),
    });
  } finally {
    await database.close();
  }
}

try {
  const server = config.DATABASE_URL ? null : runningServer(config.backupDir);
  const record = config.DATABASE_URL
    ? await postgres(config.DATABASE_URL)
    : server
      ? await viaServer(server.url, server.token)
      : await pgliteHere();
  if (record.lastError || !record.lastSuccess) throw new Error(record.lastError ?? 'The backup failed.');
  const { file, sizeBytes, ms } = record.lastSuccess;
  console.log(`Backup written: ${file} (${(sizeBytes / 1024 / 1024).toFixed(1)} MB in ${(ms / 1000).toFixed(1)} s)`);
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
