import pg from 'pg';

/**
 * The one place that creates and drops PostgreSQL databases: the test template (global setup), each
 * test file's copy of it (harness) and the benchmark's database all go through here.
 */

/** The same server address, naming another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Database names are generated here, never typed by a user; quoting keeps any name a name. */
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs one statement on a connection of its own (CREATE/DROP DATABASE cannot run in a transaction or a pool). */
async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates a database, empty or as a copy of a template; answers its address. */
export async function createDatabase(
  serverUrl: string,
  name: string,
  opts: { template?: string; replace?: boolean } = {},
): Promise<string> {
  if (opts.replace) await dropDatabase(serverUrl, name);
  await admin(serverUrl, `create database ${quote(name)}${opts.template ? ` template ${quote(opts.template)}` : ''}`);
  return withDatabase(serverUrl, name);
}

/** Drops a database even while connections to it are open. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await admin(serverUrl, `drop database if exists ${quote(name)} with (force)`);
}
