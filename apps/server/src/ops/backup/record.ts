import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';

/** What the super admin's status screen shows of backups; kept in the database so every instance sees it. */
export interface BackupRecord {
  lastAttemptAt: string;
  lastSuccess: { at: string; file: string; sizeBytes: number; ms: number } | null;
  /** The last attempt's error; null once one succeeds. */
  lastError: string | null;
  /** The last backup copied to BACKUP_COPY_DIR, off the data's disk (absent before the first copy). */
  lastCopy?: { at: string; file: string; sizeBytes: number } | null;
  /** Why the last copy failed; null once one succeeds. */
  copyError?: string | null;
}

const KEY = 'last_backup';

export async function readBackupRecord(db: Db): Promise<BackupRecord | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  return row ? (JSON.parse(row.value) as BackupRecord) : null;
}

export async function saveBackupRecord(db: Db, record: BackupRecord): Promise<void> {
  const value = JSON.stringify(record);
  await db
    .insert(appSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
}

/** Records an attempt: a success replaces the last success and clears the error, a failure keeps the last success. */
export async function recordAttempt(
  db: Db,
  outcome: { ok: true; file: string; sizeBytes: number; ms: number } | { ok: false; error: string },
  copy?: { ok: true; file: string } | { ok: false; error: string },
): Promise<BackupRecord> {
  const previous = await readBackupRecord(db);
  const at = new Date().toISOString();
  const copied = copy?.ok
    ? { lastCopy: { at, file: copy.file, sizeBytes: outcome.ok ? outcome.sizeBytes : 0 }, copyError: null }
    : { lastCopy: previous?.lastCopy ?? null, copyError: copy ? copy.error : (previous?.copyError ?? null) };
  const record: BackupRecord = outcome.ok
    ? {
        lastAttemptAt: at,
        lastSuccess: { at, file: outcome.file, sizeBytes: outcome.sizeBytes, ms: outcome.ms },
        lastError: null,
        ...copied,
      }
    : { lastAttemptAt: at, lastSuccess: previous?.lastSuccess ?? null, lastError: outcome.error, ...copied };
  await saveBackupRecord(db, record);
  return record;
}
