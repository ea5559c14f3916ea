import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../../db/client.ts';
import { manifestPath, type Manifest } from './files.ts';
import { countRows, requirePgTool, runTool } from './snapshot.ts';

export interface RestoreResult {
  /** Tables whose rows differ from the manifest's counts (empty: the restore holds what the backup did). */
  mismatches: string[];
  /** False when no manifest was beside the file, so nothing could be compared. */
  checked: boolean;
}

/** Refusal texts name the way out, since the person reading them is at a terminal. */
export class RestoreRefused extends Error {}

async function readManifest(file: string): Promise<Manifest | null> {
  const at = manifestPath(file);
  return existsSync(at) ? (JSON.parse(await readFile(at, 'utf8')) as Manifest) : null;
}

function compare(expected: Manifest | null, actual: Record<string, number>): RestoreResult {
  if (!expected) return { mismatches: [], checked: false };
  const names = new Set([...Object.keys(expected.counts), ...Object.keys(actual)]);
  const mismatches = [...names]
    .filter((n) => expected.counts[n] !== actual[n])
    .map((n) => `${n}: ${actual[n] ?? 'missing'} rows, backup had ${expected.counts[n] ?? 'none'}`);
  return { mismatches, checked: true };
}

/** Into an empty (or absent) folder; with `force`, whatever the folder held is removed first. */
export async function restorePglite(file: string, dataDir: string, force: boolean): Promise<RestoreResult> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    if (!force)
      throw new RestoreRefused(
        `${dataDir} is not empty. Restore into an empty folder (DATA_DIR=...), or add --force to replace what it holds.`,
      );
    await rm(dataDir, { recursive: true, force: true });
  }
  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    loadDataDir: new Blob([await readFile(file)]),
    extensions: PGLITE_EXTENSIONS,
  });
  try {
    return compare(await readManifest(file), await countRows((text) => client.query(text)));
  } finally {
    await client.close();
  }
}

/** Into a database without tables; with `force`, pg_restore drops what it is about to create first. */
export async function restorePostgres(file: string, databaseUrl: string, force: boolean): Promise<RestoreResult> {
  requirePgTool('pg_restore');
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    const tables = rows[0]?.n ?? 0;
    if (tables > 0 && !force)
      throw new RestoreRefused(
        `The database already has ${tables} tables. Restore into an empty database, or add --force to replace them.`,
      );
    await runTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      ...(force ? ['--clean', '--if-exists'] : []),
      `--dbname=${databaseUrl}`,
      file,
    ]);
    return compare(await readManifest(file), await countRows((text) => client.query(text)));
  } finally {
    await client.end();
  }
}
