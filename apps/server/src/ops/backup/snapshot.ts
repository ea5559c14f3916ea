import { spawn, spawnSync } from 'node:child_process';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { APP_VERSION } from '../../version.ts';
import type { Manifest } from './files.ts';

/** The tables a backup holds: the portal's and drizzle's record of migrations. */
const TABLES_SQL = `select table_schema || '.' || table_name as name from information_schema.tables
  where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`;

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Every table's row count, read through `query` (one transaction's connection, so one snapshot). */
export async function countRows(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of (await query(TABLES_SQL)).rows as { name: string }[]) {
    const quoted = name
      .split('.')
      .map((part) => `"${part.replace(/"/g, '""')}"`)
      .join('.');
    const [row] = (await query(`select count(*)::int as n from ${quoted}`)).rows as { n: number }[];
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

const manifest = (kind: Manifest['kind'], counts: Record<string, number>): Manifest => ({
  kind,
  createdAt: new Date().toISOString(),
  appVersion: APP_VERSION,
  counts,
});

/**
 * The embedded database, while it serves: PGlite runs one statement at a time, and inside a transaction
 * nothing else runs, so the counts and the dump of its folder (PGlite's `dumpDataDir`, gzipped) see the
 * same moment. Writes wait for the dump (about half a second for a small school) and then go on.
 */
export async function snapshotPglite(client: PGlite): Promise<{ data: Uint8Array; manifest: Manifest }> {
  return client.transaction(async (tx: Transaction) => {
    await tx.exec('checkpoint');
    const counts = await countRows((text) => tx.query(text));
    const dump = await client.dumpDataDir('gzip');
    return { data: new Uint8Array(await dump.arrayBuffer()), manifest: manifest('pglite', counts) };
  });
}

/** `pg_dump`/`pg_restore` come with PostgreSQL's client tools; their absence is said, not crashed on. */
export function requirePgTool(tool: 'pg_dump' | 'pg_restore'): void {
  const found = spawnSync(tool, ['--version'], { stdio: 'ignore' });
  if (found.error || found.status !== 0) {
    throw new Error(
      `${tool} is not installed. Install PostgreSQL's client tools (Debian: apt-get install -y postgresql-client) and run this again.`,
    );
  }
}

export function runTool(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim().slice(0, 500)}`)),
    );
  });
}

/**
 * PostgreSQL with `pg_dump -Fc`, while instances serve: a repeatable-read transaction exports its snapshot,
 * the counts are read in it, and pg_dump dumps that same snapshot (`--snapshot`).
 */
export async function snapshotPostgres(databaseUrl: string, file: string): Promise<Manifest> {
  requirePgTool('pg_dump');
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const [{ id }] = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows as [{ id: string }];
    const counts = await countRows((text) => client.query(text));
    await runTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${id}`,
      `--file=${file}`,
      `--dbname=${databaseUrl}`,
    ]);
    await client.query('commit');
    return manifest('postgresql', counts);
  } finally {
    await client.end();
  }
}
