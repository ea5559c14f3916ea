/**
 * Restores a backup into an empty place:
 *   npm run restore -- FILE            into DATA_DIR (a .tar.gz of the embedded database)
 *                                      or DATABASE_URL (a .dump of PostgreSQL)
 *   npm run restore -- FILE --force    replaces what the target holds
 * Afterwards every table's row count is compared with the backup's manifest.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { recordDrill } from '../ops/drill-record.ts';
import { runningServer } from '../ops/backup/server-file.ts';
import { restorePglite, restorePostgres, RestoreRefused } from '../ops/backup/restore.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((a) => !a.startsWith('--'));

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!file) fail('Usage: npm run restore -- FILE [--force]');
if (!existsSync(file)) fail(`${file} does not exist.`);
const config = loadConfig();
const isPostgres = file.endsWith('.dump');
if (isPostgres && !config.DATABASE_URL)
  fail(`${file} is a PostgreSQL backup: set DATABASE_URL to the (empty) database to restore into.`);
if (!isPostgres && !file.endsWith('.tar.gz'))
  fail(`${file} is not a backup of the portal (.tar.gz for the embedded database, .dump for PostgreSQL).`);
if (!isPostgres && runningServer(config.backupDir)) fail('A portal server is running on this data: stop it first.');

try {
  const started = performance.now();
  const result = isPostgres
    ? await restorePostgres(file, config.DATABASE_URL!, force)
    : await restorePglite(file, config.DATA_DIR, force);
  const where = isPostgres ? 'the database' : config.DATA_DIR;
  console.log(`Restored ${file} into ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  if (!result.checked) console.log('No manifest (.json) beside the file: row counts were not compared.');
  else if (result.mismatches.length) fail(`Row counts differ from the backup's:\n  ${result.mismatches.join('\n  ')}`);
  else {
    console.log(
      "Every table's row count matches the backup's. Start the portal on it (npm start): migrations of a newer version run at start.",
    );
    // Shown on the Backend Service Status page as the last restore that worked.
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
    await recordDrill(database.db, 'restore', `${path.basename(file)} restored, row counts checked`);
    await database.close();
  }
} catch (err) {
  fail(
    err instanceof RestoreRefused ? err.message : `Restore failed: ${err instanceof Error ? err.message : String(err)}`,
  );
}
