import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer, waitFor } from '../built-server.ts';

/**
 * Real server processes and a real nginx on loopback, for the two-instance test and `npm run bench -- --ops`.
 * Instances run the bundle `npm start` runs (built first when its sources changed), not the sources through tsx: a
 * file the bundle misses fails here, and an instance starts on a quarter of the CPU (no TypeScript to transform).
 * nginx runs the shipped deploy/nginx/school-portal.conf with its ports rewritten.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface Instance {
  url: string;
  process: ChildProcess;
  /** SIGTERM, then the exit code once the process is gone. */
  stop(): Promise<number | null>;
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

let built = false;

/** Starts the server bundle on `port` with `env` (on top of a quiet, loopback-only base), as `npm start` does. */
export function startInstance(port: number, env: Record<string, string>): Instance & { ready: Promise<void> } {
  if (!built) buildServer();
  built = true;
  const child = spawn(process.execPath, ['apps/server/dist/main.mjs'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      BACKUP_AT: 'off',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    process: child,
    ready: waitFor(`${url}/readyz`, 90_000, () => child.exitCode === null),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited(child);
    },
  };
}

export const nginxAvailable = () => !spawnSync('nginx', ['-v'], { stdio: 'ignore' }).error;

/**
 * nginx on `listenPort` in front of `upstreams`, with the shipped site config; with `tlsPort`, its HTTPS and
 * HTTP/2 listener too, on a certificate made for the run (a browser told to accept it: bench/phone.ts).
 */
export async function startNginx(
  listenPort: number,
  upstreams: number[],
  { tlsPort }: { tlsPort?: number } = {},
): Promise<{ url: string; tlsUrl?: string; stop(): Promise<void> }> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
  mkdirSync(path.join(prefix, 'logs'));
  let site = readFileSync(path.join(ROOT, 'deploy/nginx/school-portal.conf'), 'utf8')
    .replace(/^\s*server 127\.0\.0\.1:\d+.*$/gm, '')
    .replace(
      'upstream school_portal {',
      `upstream school_portal {\n${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=5s;`).join('\n')}`,
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${listenPort};`);
  if (tlsPort) {
    const [cert, key] = [path.join(prefix, 'cert.pem'), path.join(prefix, 'key.pem')];
    const made = spawnSync('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-keyout', key, '-out', cert],
    ]);
    if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr.toString()}`);
    site = site
      .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${tlsPort} ssl http2;`)
      .replace(/ssl_certificate .*;/, `ssl_certificate ${cert};`)
      .replace(/ssl_certificate_key .*;/, `ssl_certificate_key ${key};`);
  } else site = site.replace(/^\s*(listen 443|ssl_certificate).*$/gm, '');
  writeFileSync(path.join(prefix, 'site.conf'), site);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log warn;\nevents { worker_connections 1024; }\n` +
      `http {\n  access_log off;\n  client_body_temp_path ${prefix}/body;\n  proxy_temp_path ${prefix}/proxy;\n  include ${prefix}/site.conf;\n}\n`,
  );
  const child = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${listenPort}`;
  await waitFor(`${url}/healthz`, 15_000, () => child.exitCode === null);
  return {
    url,
    tlsUrl: tlsPort ? `https://127.0.0.1:${tlsPort}` : undefined,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited(child);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
