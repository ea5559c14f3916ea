import { readFileSync } from 'node:fs';
import { openDatabase, type Database } from '../src/db/client.ts';

/*
 * The PGlite copies a Vitest worker has open. Opening a copy of the migrated template costs 1.1–1.5 CPU-s (the
 * WebAssembly Postgres starting on 40 MB of files), and a CI run opened about 140, one per test app. A test app now
 * takes a copy another file closed, emptied back to the template: every table truncated, every sequence restarted,
 * the session's settings and locks let go. A copy whose schema a test changed (a trigger planted to make a write
 * fail, a function left behind), or that a test closed, is not reused: it is closed and the next app opens a new one.
 *
 * The template's only rows are the migrations' own (drizzle.__drizzle_migrations); the schema fingerprint covers
 * them, so a copy whose migrations table changed is not reused either.
 */

/** What must be as the template left it for a copy to be reused: every object a migration or a test could add. */
const FINGERPRINT = `
select md5(string_agg(x, '|' order by x)) as print from (
  select 'c:' || table_schema || '.' || table_name || '.' || column_name || ':' || data_type || ':' || coalesce(column_default, '')
    || ':' || is_nullable from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')
  union all select 'f:' || n.nspname || '.' || p.proname || ':' || md5(coalesce(p.prosrc, ''))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ('pg_catalog', 'information_schema')
  union all select 't:' || tgrelid::regclass || '.' || tgname || ':' || tgenabled::text from pg_trigger where not tgisinternal
  union all select 'i:' || schemaname || '.' || indexname || ':' || indexdef from pg_indexes where schemaname <> 'pg_catalog'
  union all select 'k:' || conrelid::regclass || '.' || conname || ':' || pg_get_constraintdef(oid) from pg_constraint
    where connamespace <> 'pg_catalog'::regnamespace
  union all select 'e:' || enumtypid::regtype || '.' || enumlabel from pg_enum
  union all select 'v:' || schemaname || '.' || viewname || ':' || md5(definition) from pg_views
    where schemaname not in ('pg_catalog', 'information_schema')
  union all select 'r:' || c.relname || ':' || c.relrowsecurity::text || ':' || coalesce(array_to_string(c.reloptions, ','), '')
    from pg_class c where c.relnamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
  union all select 'p:' || polrelid::regclass || '.' || polname from pg_policy
  union all select 'n:' || nspname from pg_namespace where nspname not like 'pg\_%temp\_%'
  union all select 'o:' || rolname from pg_roles
  union all select 'x:' || extname || ':' || extversion from pg_extension
  union all select 'd:' || coalesce(array_to_string(setconfig, ','), '') from pg_db_role_setting
  union all select 'm:' || count(*)::text || ':' || coalesce(max(created_at), 0)::text from drizzle.__drizzle_migrations
) as objects(x)`;

/** Empties the copy: every table of the app's schema, every sequence (those no column owns too). */
const EMPTY = `
do $$
declare
  tables text;
  seq record;
begin
  select string_agg(format('%I.%I', schemaname, tablename), ', ') into tables from pg_tables where schemaname = 'public';
  if tables is not null then
    execute 'truncate ' || tables || ' restart identity cascade';
  end if;
  for seq in select schemaname, sequencename from pg_sequences where schemaname = 'public' loop
    execute format('alter sequence %I.%I restart', seq.schemaname, seq.sequencename);
  end loop;
end $$`;

const free: Database[] = [];
let template: { file: string; print: string } | undefined;

async function fingerprint(database: Database): Promise<string> {
  const result = await database.pglite!.query<{ print: string }>(FINGERPRINT);
  return result.rows[0]!.print;
}

/** A copy of the template at `file`: one a file closed, emptied, or a new one. */
export async function takeCopy(file: string): Promise<Database> {
  if (template?.file === file) {
    const reused = free.pop();
    if (reused) return reused;
  }
  const database = await openDatabase({ pgliteSeed: new Blob([readFileSync(file)]) });
  // The first copy of a run's template, before any test touched it, says what the schema must stay.
  if (template?.file !== file) {
    free.length = 0;
    template = { file, print: await fingerprint(database) };
  }
  return database;
}

/**
 * Takes back a copy its app is done with: emptied and kept for the next app when its schema is still the template's,
 * closed otherwise. Anything that fails on the way closes it too; the next app then opens a new copy.
 */
export async function giveBack(database: Database, file: string): Promise<void> {
  const pglite = database.pglite;
  try {
    if (!pglite || pglite.closed || template?.file !== file) throw new Error('not reusable');
    // A test that failed inside a transaction may have left it open; outside one this only warns.
    await pglite.exec('rollback');
    await pglite.exec('reset all; select pg_advisory_unlock_all(); discard temp;');
    if ((await fingerprint(database)) !== template.print) throw new Error('schema changed');
    await pglite.exec(EMPTY);
    free.push(database);
  } catch {
    await database.close().catch(() => undefined);
  }
}
