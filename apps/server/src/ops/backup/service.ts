import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import path from 'node:path';
import { backupFileName, copyOffDisk, fileSize, pruneBackups, writeBackup } from './files.ts';
import { readBackupRecord, recordAttempt, type BackupRecord } from './record.ts';
import { nextSlot, previousSlot } from './schedule.ts';
import { snapshotPglite } from './snapshot.ts';

/** Hourly backups kept: a day of them. */
const HOURLY_KEEP = 24;

/** A missed night's backup waits this long after start, so it does not slow the start itself. */
const CATCH_UP_DELAY_MS = 60_000;

export interface BackupService {
  /** Asked by `npm run backup` (POST /ops/backup with this token) while the server holds the embedded database. */
  token: string;
  runNow(hourly?: boolean): Promise<BackupRecord>;
  /** Starts the nightly backups (main.ts only: tests and scripts never schedule). */
  schedule(): Promise<void>;
  /** Stops the schedule and waits for a backup under way. */
  stop(): Promise<void>;
}

/** The embedded database's own backups; PostgreSQL is backed up from outside (npm run backup, pg_dump). */
export function createBackupService(database: Database, config: Config, log: FastifyBaseLogger): BackupService {
  const token = randomBytes(24).toString('base64url');
  let running: Promise<BackupRecord> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let hourlyTimer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function backup(hourly = false): Promise<BackupRecord> {
    const started = performance.now();
    try {
      if (!database.pglite)
        throw new Error('The portal backs up only its embedded database; use npm run backup for PostgreSQL.');
      const { data, manifest } = await snapshotPglite(database.pglite);
      // Hourly ones in a folder of their own, so their pruning (24 kept) never removes a nightly one.
      const sub = hourly ? 'hourly' : '';
      const keep = hourly ? HOURLY_KEEP : config.BACKUP_KEEP;
      const dir = path.join(config.backupDir, sub);
      const file = await writeBackup(dir, backupFileName('pglite', new Date()), data, manifest);
      await pruneBackups(dir, 'pglite', keep);
      const ms = Math.round(performance.now() - started);
      log.info({ file, ms }, 'backup written');
      const copy = config.BACKUP_COPY_DIR
        ? await copyOffDisk(file, path.join(config.BACKUP_COPY_DIR, sub), keep).then(
            (copied) => ({ ok: true as const, file: copied }),
            (err: unknown) => {
              log.error({ err }, 'backup copy to BACKUP_COPY_DIR failed');
              return { ok: false as const, error: err instanceof Error ? err.message : String(err) };
            },
          )
        : undefined;
      return await recordAttempt(database.db, { ok: true, file, sizeBytes: await fileSize(file), ms }, copy);
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      log.error({ err }, 'backup failed');
      return recordAttempt(database.db, { ok: false, error });
    }
  }

  function runNow(hourly = false) {
    running ??= backup(hourly).finally(() => (running = null));
    return running;
  }

  function plan(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      void runNow().then(() => plan(nextSlot(config.BACKUP_AT, new Date()).getTime() - Date.now()));
    }, delayMs);
    timer.unref();
  }

  /** Every BACKUP_EVERY_HOURS between the nights: a disk lost in the afternoon then loses at most that much. */
  function planHourly() {
    if (stopped || config.BACKUP_EVERY_HOURS === 0) return;
    hourlyTimer = setInterval(() => void runNow(true), config.BACKUP_EVERY_HOURS * 3600_000);
    hourlyTimer.unref();
  }

  return {
    token,
    runNow,
    async schedule() {
      if (!database.pglite) return;
      if (config.BACKUP_AT === 'off') return planHourly();
      const now = new Date();
      const last = (await readBackupRecord(database.db))?.lastSuccess?.at;
      const missed = !last || new Date(last) < previousSlot(config.BACKUP_AT, now);
      const next = nextSlot(config.BACKUP_AT, now);
      // A new installation has no backup yet: that is its first, not a missed night.
      const catchUp = !missed
        ? ''
        : last
          ? '; the last night was missed, backing up in a minute'
          : '; the first backup in a minute';
      log.info(`nightly backup at ${config.BACKUP_AT} Indian time to ${config.backupDir}${catchUp}`);
      plan(missed ? CATCH_UP_DELAY_MS : next.getTime() - now.getTime());
      planHourly();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(hourlyTimer);
      await running;
    },
  };
}
