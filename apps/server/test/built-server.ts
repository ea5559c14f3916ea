/**
 * The built server as its own process, started as `npm start` starts it: the bundle in apps/server/dist (built
 * first when its sources changed), NODE_ENV=production. The benches load it; the smoke test and the end-to-end
 * journeys run against it, so a file the bundle cannot find fails a test, not a school.
 */
import { spawn, spawnSync } from 'node:child_process';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  url: string;
  pid: number;
  /** SIGTERM, resolved once the process is gone. */
  stop(): Promise<void>;
}

/**
 * Builds the server bundle unless it is current (scripts/build-if-changed.mjs, as `npm start` does); with 'web',
 * the web app too, for a test of the pages the server sends (each screen's preload links come from its build).
 */
export function buildServer(...targets: ('web' | 'server')[]): void {
  if (!targets.includes('server')) targets.push('server');
  const built = spawnSync(process.execPath, ['scripts/build-if-changed.mjs', ...targets], {
    cwd: ROOT,
    // As `npm start` builds: Vitest sets NODE_ENV=test, under which Vite would build React's development code.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`the build failed (${targets.join(', ')})`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Answers once `url` answers 2xx; fails after `timeoutMs`, or at once when `alive` says the process behind it exited. */
export async function waitFor(url: string, timeoutMs: number, alive: () => boolean = () => true): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!alive()) throw new Error(`the process behind ${url} exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

/** A port nothing listens on now (the system's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });
}

/**
 * Starts `node apps/server/dist/main.mjs` on loopback `port` with `env` (DATABASE_URL or DATA_DIR, ...);
 * its log lines go to `logFile` (written as they would be to a terminal or a journal).
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  logFile: string,
  readyWithinMs = 120_000,
): Promise<ServerProcess> {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['apps/server/dist/main.mjs'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent',
      BACKUP_AT: 'off',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`, readyWithinMs, () => child.exitCode === null);
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
