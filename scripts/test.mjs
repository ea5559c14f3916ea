#!/usr/bin/env node
// Runs the whole test suite and ends with one line: "N passed, N failed".
//   node scripts/test.mjs            unit + API tests (Vitest), then end-to-end journeys (Playwright, built app)
//   node scripts/test.mjs --api      API tests only (CI runs them again with TEST_DATABASE_URL set)
//   node scripts/test.mjs --postgres=URL   as the first, and the API tests on PostgreSQL at URL side by side with
//                                    the journeys (CI): their counts are written to .tmp/summary-postgres.json
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const apiOnly = process.argv.includes('--api');
const postgres = process.argv.find((a) => a.startsWith('--postgres='))?.slice(11);
const label = process.argv.find((a) => a.startsWith('--label='))?.slice(8) ?? (apiOnly ? 'api' : 'all');
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
mkdirSync('.tmp', { recursive: true });

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const started = Date.now();
const took = (what, since) => console.log(`\n[time] ${what}: ${Math.round((Date.now() - since) / 1000)} s`);

/** Runs a command with its output in a log file, shown by the caller when it ends; answers its exit code. */
const inBackground = (cmd, args, log, extraEnv = {}) =>
  new Promise((resolve) => {
    const out = openSync(log, 'w');
    spawn(cmd, args, { stdio: ['ignore', out, out], env: { ...env, ...extraEnv } })
      .on('error', () => resolve(1))
      .on('close', (code) => resolve(code ?? 1));
  });

/** Vitest's counts from its JSON report; `broken` when it failed without a failing test (a crash, a bad file). */
function vitestCounts(file, status) {
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 0, broken: true };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    broken: status !== 0 && report.numFailedTests === 0,
  };
}
const vitestArgs = (out, ...more) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${out}`,
  ...more,
];

let passed = 0;
let failed = 0;
let broken = false;

// The server bundle first (a few seconds, nothing when current): the smoke test and the journeys run it, and two
// builds at once would remove each other's files. The web build the journeys need (~35 s, mostly one core) then
// runs while Vitest does, its output kept in a log shown after Vitest's.
if (run('node', ['scripts/build-if-changed.mjs', 'server']) !== 0) {
  console.log('the server build failed');
  broken = true;
}
const buildLog = `.tmp/build-${label}.log`;
const build = apiOnly ? null : inBackground('node', ['scripts/build-if-changed.mjs', 'web'], buildLog);

const vitestOut = `.tmp/vitest-${label}.json`;
rmSync(vitestOut, { force: true });
let since = Date.now();
const vitest = vitestCounts(vitestOut, run('npx', vitestArgs(vitestOut, ...(apiOnly ? ['--project', 'server'] : []))));
took(`Vitest (${apiOnly ? 'API' : 'unit and API'}, ${env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, since);
passed += vitest.passed;
failed += vitest.failed;
broken ||= vitest.broken;

if (!apiOnly) {
  const buildStatus = await build;
  process.stdout.write(readFileSync(buildLog, 'utf8'));
  if (buildStatus !== 0) {
    console.log('the web build failed');
    broken = true;
  }
  // The API suite on PostgreSQL beside the journeys: they mostly wait on the browser, it mostly on the database.
  // One Vitest worker, so the journeys keep a core.
  const pgOut = '.tmp/vitest-postgres.json';
  rmSync(pgOut, { force: true });
  const pg = postgres
    ? inBackground('npx', vitestArgs(pgOut, '--project', 'server', '--maxWorkers=1'), '.tmp/vitest-postgres.log', {
        TEST_DATABASE_URL: postgres,
      })
    : null;
  since = Date.now();
  const e2eOut = '.tmp/e2e-results.json';
  rmSync(e2eOut, { force: true });
  const e2eStatus = run('npx', ['playwright', 'test']);
  took('end-to-end journeys (Playwright, the built server)', since);
  const e2e = readJson(e2eOut);
  // Where their time went, by spec file and journey, so each run shows what to cut next.
  if (e2e) run('node', ['scripts/e2e-times.mjs', e2eOut]);
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    if (e2eStatus !== 0 && e2e.stats.unexpected === 0) broken = true;
  } else broken = true;
  if (pg) {
    const status = await pg;
    console.log('\n== API tests on PostgreSQL (run beside the journeys)');
    process.stdout.write(readFileSync('.tmp/vitest-postgres.log', 'utf8'));
    took('API tests on PostgreSQL, from the journeys start', since);
    const counts = vitestCounts(pgOut, status);
    if (counts.broken) counts.failed += 1;
    writeFileSync('.tmp/summary-postgres.json', JSON.stringify({ passed: counts.passed, failed: counts.failed }));
  }
}

// A runner that crashed before counting still fails the run.
if (broken) failed += 1;
writeFileSync(`.tmp/summary-${label}.json`, JSON.stringify({ passed, failed }));
took('all of this run', started);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
