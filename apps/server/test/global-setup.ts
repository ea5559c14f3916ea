import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import * as schema from '../src/db/schema/index.ts';
import { withDatabase } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the dumped, migrated data directory. PostgreSQL: the template database's name. */
    template: string;
  }
}

/**
 * Migrates one template database per run; every test file starts from a copy of it.
 * Names carry the process id, so two runs on one machine do not collide.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `school_portal_template_${process.pid}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await admin(`drop database if exists ${name} with (force)`);
    await admin(`create database ${name}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, name) });
    await runMigrations(database);
    await database.close();
    project.provide('template', name);
    return () => admin(`drop database if exists ${name} with (force)`);
  }
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await runMigrations({ db: drizzle(client, { schema }), kind: 'pglite', close: () => client.close() });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const dir = path.resolve(import.meta.dirname, '../../../.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('template', file);
  return () => rmSync(file, { force: true });
}
