/**
 * Fails when the Drizzle schema (src/db/schema/) and the committed migrations (drizzle/) differ:
 *   1. `drizzle-kit check`: the migration history is consistent (no two migrations made from the same
 *      parent, as happens when two branches each generate one and are merged without regenerating);
 *   2. `drizzle-kit generate` into a copy of drizzle/: any file it would write is a migration that
 *      should have been generated and committed with the schema change.
 * Run from apps/server: `npm run db:check` (CI runs it too). Nothing in drizzle/ is touched.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../paths.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');
const drizzleKit = path.resolve(serverDir, '../../node_modules/.bin/drizzle-kit');
const schema = './src/db/schema/index.ts';
// drizzle-kit reads `--out` relative to the working directory, so the copy lives under the repository.
const scratch = path.resolve(serverDir, `../../.tmp/db-check-${process.pid}`);
const copy = path.join(scratch, 'drizzle');

function kit(args: string[]) {
  // No terminal: a schema change drizzle-kit cannot decide alone (a rename) makes it ask, which here fails fast.
  const run = spawnSync(drizzleKit, args, {
    cwd: serverDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
  return { ok: run.status === 0, output: `${run.stdout ?? ''}${run.stderr ?? ''}`.trim() };
}

/** Every file under a folder with its content, by path relative to it. */
function files(dir: string, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) for (const [k, v] of files(full, `${prefix}${name}/`)) found.set(k, v);
    else found.set(`${prefix}${name}`, readFileSync(full, 'utf8'));
  }
  return found;
}

let failed = false;
const check = kit(['check', '--dialect', 'postgresql', '--out', path.relative(serverDir, MIGRATIONS_DIR)]);
if (!check.ok) {
  failed = true;
  console.error(`drizzle-kit check found a problem in the migration history:\n${check.output}\n`);
}

rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
try {
  cpSync(MIGRATIONS_DIR, copy, { recursive: true });
  const before = files(copy);
  const generate = kit([
    'generate',
    '--dialect',
    'postgresql',
    '--schema',
    schema,
    '--out',
    path.relative(serverDir, copy),
  ]);
  const after = files(copy);
  const changed = [...after].filter(([file, text]) => before.get(file) !== text).map(([file]) => file);
  // drizzle-kit exits 0 even when it stops at a question it cannot ask without a terminal: read what it says.
  if (!generate.ok || /\bError\b/.test(generate.output)) {
    failed = true;
    console.error(
      `drizzle-kit generate did not finish (a rename it would ask about, or a schema error):\n${generate.output}\n`,
    );
  } else if (changed.length) {
    failed = true;
    console.error('The schema and the committed migrations differ. drizzle-kit generate would write:');
    for (const file of changed.filter((f) => f.endsWith('.sql'))) console.error(`\n-- ${file}\n${after.get(file)}`);
    console.error(`\nChanged: ${changed.join(', ')}`);
  } else if (!generate.output.includes('No schema changes')) {
    failed = true;
    console.error(`drizzle-kit generate answered something unexpected:\n${generate.output}\n`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (failed) {
  console.error(
    '\nRun `npm run db:generate`, check the SQL it writes, and commit it with the schema change (one migration per change; after a rebase, regenerate).',
  );
  process.exit(1);
}
console.log('Migrations match the schema.');
