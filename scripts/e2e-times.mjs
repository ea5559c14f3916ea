#!/usr/bin/env node
// Where the journeys' time went, from Playwright's JSON report: each spec file's time and its slowest journeys,
// longest first, so every CI run shows what to cut next (issue 52: CI under 15 minutes).
//   node scripts/e2e-times.mjs [report.json] [--top=N]
import { readFileSync } from 'node:fs';
import { journeys } from './e2e-report.mjs';

const file = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '.tmp/e2e-results.json';
const top = Number(process.argv.find((a) => a.startsWith('--top='))?.slice(6) ?? 12);

const seconds = (ms) => `${(ms / 1000).toFixed(0).padStart(5)} s`;
const all = journeys(JSON.parse(readFileSync(file, 'utf8')));
const byFile = new Map();
for (const j of all) byFile.set(j.file, (byFile.get(j.file) ?? 0) + j.ms);
const total = all.reduce((sum, j) => sum + j.ms, 0) || 1;

console.log(`\n[time] the journeys, ${all.length} in ${byFile.size} files, ${seconds(total).trim()} in all; by file:`);
for (const [name, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${seconds(ms)}  ${((100 * ms) / total).toFixed(0).padStart(3)}%  ${name}`);
console.log(`[time] the ${top} slowest journeys:`);
for (const j of [...all].sort((a, b) => b.ms - a.ms).slice(0, top))
  console.log(`${seconds(j.ms)}  ${j.file} › ${j.title}${j.failed ? ' (failed)' : ''}`);
