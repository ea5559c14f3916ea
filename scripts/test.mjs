#!/usr/bin/env node
// Runs the whole test suite and ends with one line: "N passed, N failed".
//   node scripts/test.mjs            unit + API tests (Vitest) beside the end-to-end journeys (Playwright, built app)
//   node scripts/test.mjs --api      API tests only (CI runs them again with TEST_DATABASE_URL set)
//   node scripts/test.mjs --postgres=URL   as the first, and the API tests on PostgreSQL at URL beside them too
//                                    (CI): their counts are written to .tmp/summary-postgres.json
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { journeys } from './e2e-report.mjs';

const apiOnly = process.argv.includes('--api');
const postgres = process.argv.find((a) => a.startsWith('--postgres='))?.slice(11);
const label = process.argv.find((a) => a.startsWith('--label='))?.slice(8) ?? (apiOnly ? 'api' : 'all');
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
mkdirSync('.tmp', { recursive: true });

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const started = Date.now();
const took = (what, since) => console.log(`\n[time] ${what}: ${Math.round((Date.now() - since) / 1000)} s`);

/** Runs a command without waiting, its output in a log file (shown by the caller when it ends) or, without one, on
 *  this terminal; answers its exit code. */
const inBackground = (cmd, args, log, extraEnv = {}) =>
  new Promise((resolve) => {
    const out = log ? openSync(log, 'w') : 'inherit';
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
/** "file › test: first line of the message" for each failed test of a Vitest JSON report. */
function failedVitestTests(file, where = '') {
  const cwd = `${process.cwd()}/`;
  return (readJson(file)?.testResults ?? []).flatMap((suite) => {
    const name = `${where ? `${where}: ` : ''}${suite.name.replace(cwd, '')}`;
    const failed = suite.assertionResults
      .filter((t) => t.status === 'failed')
      // With its time: Vitest's report words a timeout only as "STACK_TRACE_ERROR".
      .map((t) => `${name} › ${t.fullName} (${(t.duration / 1000).toFixed(1)} s): ${leading(t.failureMessages?.[0])}`);
    // A file that failed before any test ran (an import error, a failing hook) has no failed test to name.
    return failed.length === 0 && suite.status === 'failed' ? [`${name}: ${leading(suite.message)}`] : failed;
  });
}
/** A report's message, colour codes stripped: its first `lines` lines that hold text, joined by " | ". */
const leading = (text, lines = 1) =>
  stripVTControlCharacters(text ?? '')
    .trim()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, lines)
    .join(' | ')
    .slice(0, 300 * lines);
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
// builds at once would remove each other's files.
if (run('node', ['scripts/build-if-changed.mjs', 'server']) !== 0) {
  console.log('the server build failed');
  broken = true;
}

/** Adds a Vitest run's counts; a run that failed without a failing test breaks the whole run. */
const count = ({ passed: p, failed: f, broken: b }) => {
  passed += p;
  failed += f;
  broken ||= b;
};
const vitestOut = `.tmp/vitest-${label}.json`;
const pgOut = '.tmp/vitest-postgres.json';
const e2eOut = '.tmp/e2e-results.json';
rmSync(vitestOut, { force: true });

if (apiOnly) {
  const since = Date.now();
  count(vitestCounts(vitestOut, run('npx', vitestArgs(vitestOut, '--project', 'server'))));
  took(`Vitest (API, ${env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, since);
} else {
  // Everything at once, each in its own process: the web build then the journeys; Vitest on PGlite; with
  // --postgres, the API suite on PostgreSQL. A journey mostly waits (on the browser, the server, the network
  // between them) and keeps about one core busy; each Vitest run has one worker, so the three share the two cores.
  // One after another, the journeys alone left a core idle for minutes while Vitest ran before them on both
  // (decision 041's addendum of 30 Nov 2026 has the figures). Each Vitest run's output is shown when it ends.
  const since = Date.now();
  const buildLog = `.tmp/build-${label}.log`;
  const build = inBackground('node', ['scripts/build-if-changed.mjs', 'web'], buildLog);
  const vitestLog = `.tmp/vitest-${label}.log`;
  /** A run's exit code, its end time printed as it comes. */
  const timed = (what, run) =>
    run.then((status) => {
      took(`${what}, from the start`, since);
      return status;
    });
  const vitestName = `Vitest (unit and API, ${env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`;
  // With the PostgreSQL suite beside it (CI), that run takes the fee property test's 500 generated schools and 100
  // over two years; this one then checks 20 and 5, enough to show the embedded database gives the same figures. Its
  // 100 and 25 were a fifth of this run's CPU, on a machine every core of which is busy to the end (decision 041).
  const propertyRuns = postgres
    ? { FEE_PROPERTY_RUNS: env.FEE_PROPERTY_RUNS ?? '20', FEE_YEAR_END_RUNS: env.FEE_YEAR_END_RUNS ?? '5' }
    : {};
  const vitest = timed(
    vitestName,
    inBackground('npx', vitestArgs(vitestOut, '--maxWorkers=1'), vitestLog, propertyRuns),
  );
  rmSync(pgOut, { force: true });
  const pg = postgres
    ? timed(
        'API tests on PostgreSQL',
        inBackground('npx', vitestArgs(pgOut, '--project', 'server', '--maxWorkers=1'), '.tmp/vitest-postgres.log', {
          TEST_DATABASE_URL: postgres,
        }),
      )
    : null;

  const buildStatus = await build;
  process.stdout.write(readFileSync(buildLog, 'utf8'));
  if (buildStatus !== 0) {
    console.log('the web build failed');
    broken = true;
  }
  rmSync(e2eOut, { force: true });
  // Asynchronous, so the Vitest runs' ends are timed as they come.
  const e2eStatus = await inBackground('npx', ['playwright', 'test']);
  took('end-to-end journeys (Playwright, the built server), from the start', since);
  const e2e = readJson(e2eOut);
  // Where their time went, by spec file and journey, so each run shows what to cut next.
  if (e2e) run('node', ['scripts/e2e-times.mjs', e2eOut]);
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    if (e2eStatus !== 0 && e2e.stats.unexpected === 0) broken = true;
  } else broken = true;

  const vitestStatus = await vitest;
  console.log(`\n== ${vitestName}, run beside the journeys`);
  process.stdout.write(readFileSync(vitestLog, 'utf8'));
  count(vitestCounts(vitestOut, vitestStatus));
  if (pg) {
    const status = await pg;
    console.log('\n== API tests on PostgreSQL, run beside the journeys');
    process.stdout.write(readFileSync('.tmp/vitest-postgres.log', 'utf8'));
    const counts = vitestCounts(pgOut, status);
    if (counts.broken) counts.failed += 1;
    writeFileSync('.tmp/summary-postgres.json', JSON.stringify({ passed: counts.passed, failed: counts.failed }));
  }
}

// A runner that crashed before counting still fails the run.
if (broken) failed += 1;
// What failed, named again at the very end: CI's log is long and may be cut, and the runs' outputs come one after
// another, so a failure printed early in it was out of sight of the count (a CI run said "1 failed" and no more).
const failures = [
  ...failedVitestTests(vitestOut),
  ...(postgres && !apiOnly ? failedVitestTests(pgOut, 'PostgreSQL') : []),
  ...(apiOnly
    ? []
    : journeys(readJson(e2eOut) ?? { suites: [] })
        .filter((j) => j.failed)
        // A failed expectation's first line says only which matcher failed; the locator, what was expected and what
        // was found follow it.
        .map((j) => `journey ${j.file} › ${j.title}${j.at ? ` (${j.at})` : ''}: ${leading(j.error, 5)}`)),
];
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
writeFileSync(`.tmp/summary-${label}.json`, JSON.stringify({ passed, failed }));
took('all of this run', started);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
