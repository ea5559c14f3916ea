import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import * as schema from '../src/db/schema/index.ts';
import { createDatabase, dropDatabase } from './postgres.ts';

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
    const database = await openDatabase({ databaseUrl: await createDatabase(url, name, { replace: true }) });
    await runMigrations(database);
    await database.close();
    project.provide('template', name);
    return () => dropDatabase(url, name);
  }
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await runMigrations({ db: drizzle(client, { schema }), kind: 'pglite', close: () => client.close() });
  // Checkpointed, so a copy starts without replaying the migrations' WAL: 1.67 CPU-s to open one, not 1.84 (five of
  // each, alternating, 30 Nov 2026). Uncompressed: each of the ~140 test apps opening it then skips a gunzip (0.45 s of
  // CPU to start one, not 0.68).
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = path.resolve(import.meta.dirname, '../../../.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('template', file);
  return () => rmSync(file, { force: true });
}
