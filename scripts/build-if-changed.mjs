#!/usr/bin/env node
// Builds the web app and the server bundle only when their sources changed since the last build, so
// `npm start` is ready in seconds. Each build folder keeps a stamp: a hash of the content of everything
// its build reads, and a cheap fingerprint (names, sizes, times) that saves reading the files when
// nothing was touched.
//   node scripts/build-if-changed.mjs [web|server]...   (both when none is named)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const shared = ['packages/contract/src', 'packages/contract/package.json', 'package.json', 'package-lock.json'];
const SKIP = new Set(['node_modules', 'dist', '.vite', '.tmp']);
const TARGETS = {
  web: {
    name: 'web app',
    dist: 'apps/web/dist',
    output: 'index.html',
    inputs: ['apps/web', ...shared],
    build: ['npm', ['--workspace', '@school-portal/web', 'run', 'build', '--silent']],
  },
  server: {
    name: 'server',
    dist: 'apps/server/dist',
    output: 'main.mjs',
    inputs: ['apps/server/src', 'apps/server/package.json', 'scripts/build-server.mjs', ...shared],
    build: ['node', ['scripts/build-server.mjs']],
  },
};

function files(p) {
  const full = path.join(root, p);
  if (!existsSync(full)) return [];
  const stat = statSync(full);
  if (!stat.isDirectory()) return [{ file: p, stat }];
  return readdirSync(full)
    .filter((name) => !SKIP.has(name))
    .flatMap((name) => files(path.join(p, name)));
}

const sha = (update) => {
  const hash = createHash('sha256');
  update(hash);
  return hash.digest('hex');
};

function readStamp(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * One build of a target at a time: `npm test` builds the web app beside Vitest while a test of the built server asks
 * for it too, and two builds at once wrote over each other's files (and did the work twice). The second waits for the
 * first and then finds the build current. A lock left by a process that died is taken over.
 */
function lockBuild(key) {
  const dir = path.join(root, '.tmp', `build-${key}.lock`);
  mkdirSync(path.dirname(dir), { recursive: true });
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'pid'), String(process.pid));
      return () => rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    // The lock as it stands now: gone already (its holder has just finished) means try again at once.
    let holder = 0;
    let made = 0;
    try {
      made = statSync(dir).mtimeMs;
      holder = Number(readFileSync(path.join(dir, 'pid'), 'utf8')) || 0;
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
      if (!made) continue;
    }
    let alive = holder > 0;
    try {
      if (alive) process.kill(holder, 0);
    } catch {
      alive = false;
    }
    // A lock without a pid may be a moment old (made, not yet written): taken over when its holder is gone, or when
    // it has had no pid for a minute (its maker died between the two steps).
    const orphan = holder === 0 && Date.now() - made > 60_000;
    if ((holder > 0 && !alive) || orphan) rmSync(dir, { recursive: true, force: true });
    else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
  }
}

const wanted = process.argv.slice(2).filter((a) => a in TARGETS);
for (const key of wanted.length ? wanted : Object.keys(TARGETS)) {
  const unlock = lockBuild(key);
  try {
    buildIfChanged(TARGETS[key]);
  } finally {
    unlock();
  }
}

function buildIfChanged(target) {
  const inputs = target.inputs.flatMap(files).sort((a, b) => (a.file < b.file ? -1 : 1));
  const fingerprint = sha((h) =>
    inputs.forEach(({ file, stat }) => h.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`)),
  );
  const stampFile = path.join(root, target.dist, '.build-stamp');
  const built = existsSync(path.join(root, target.dist, target.output));
  const stamp = built ? readStamp(stampFile) : null;
  if (stamp?.fingerprint === fingerprint) return;
  const content = sha((h) =>
    inputs.forEach(({ file }) =>
      h
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(root, file))),
    ),
  );
  if (stamp?.content !== content) {
    console.log(
      `Building the ${target.name}${stamp ? ' (its sources changed since the last build)' : ' (first start; later starts rebuild only what changed)'}…`,
    );
    const [cmd, args] = target.build;
    const started = Date.now();
    // The build's own report (every chunk, the size budgets) is for developers: shown only when it fails.
    const result = spawnSync(cmd, args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) {
      process.stdout.write(result.stdout ?? '');
      process.stderr.write(result.stderr ?? '');
      console.error(`Building the ${target.name} failed${result.error ? `: ${result.error.message}` : ''}.`);
      process.exit(result.status ?? 1);
    }
    console.log(`  built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  // Touched but unchanged files only refresh the fingerprint.
  writeFileSync(stampFile, JSON.stringify({ content, fingerprint }));
}
