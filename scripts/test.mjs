#!/usr/bin/env node
// Runs the whole test suite and ends with one line: "N passed, N failed".
//   node scripts/test.mjs            unit + API tests (Vitest), then end-to-end journeys (Playwright, built app)
//   node scripts/test.mjs --api      API tests only (CI runs them again with TEST_DATABASE_URL set)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const apiOnly = process.argv.includes('--api');
const label = process.argv.find((a) => a.startsWith('--label='))?.slice(8) ?? (apiOnly ? 'api' : 'all');
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
mkdirSync('.tmp', { recursive: true });

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

let passed = 0;
let failed = 0;
let broken = false;

// The web build the journeys need (~35 s, mostly one core) runs while Vitest does, its output kept in a
// log shown after Vitest's: it no longer waits for the unit and API tests to end.
const buildLog = `.tmp/build-${label}.log`;
const build = apiOnly
  ? null
  : new Promise((resolve) => {
      const out = openSync(buildLog, 'w');
      spawn('npm', ['run', 'build', '--silent'], { stdio: ['ignore', out, out], env })
        .on('error', () => resolve(1))
        .on('close', (code) => resolve(code ?? 1));
    });

const vitestOut = `.tmp/vitest-${label}.json`;
rmSync(vitestOut, { force: true });
const vitestArgs = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestOut}`];
if (apiOnly) vitestArgs.push('--project', 'server');
const vitestStatus = run('npx', vitestArgs);
const vitest = readJson(vitestOut);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  if (vitestStatus !== 0 && vitest.numFailedTests === 0) broken = true;
} else broken = true;

if (!apiOnly) {
  const buildStatus = await build;
  process.stdout.write(readFileSync(buildLog, 'utf8'));
  if (buildStatus !== 0) {
    console.log('the web build failed');
    broken = true;
  }
  const e2eOut = '.tmp/e2e-results.json';
  rmSync(e2eOut, { force: true });
  const e2eStatus = run('npx', ['playwright', 'test']);
  const e2e = readJson(e2eOut);
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    if (e2eStatus !== 0 && e2e.stats.unexpected === 0) broken = true;
  } else broken = true;
}

// A runner that crashed before counting still fails the run.
if (broken) failed += 1;
writeFileSync(`.tmp/summary-${label}.json`, JSON.stringify({ passed, failed }));
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
