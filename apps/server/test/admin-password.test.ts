import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { buildServer } from './built-server.ts';
import { createDatabase, dropDatabase } from './postgres.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-password-'));
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'a-secret-long-enough-for-the-admin-password-test',
  WEB_DIST: '/nonexistent',
};
// On PostgreSQL (the API suite's second run) the portal and the command use a database of their own there, as a
// school running PostgreSQL would: the run on PGlite has checked the embedded database already.
const serverUrl = process.env.TEST_DATABASE_URL;
const database = `school_portal_admin_password_${process.pid}`;
beforeAll(async () => {
  if (serverUrl) env.DATABASE_URL = await createDatabase(serverUrl, database, { template: inject('template') });
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl) await dropDatabase(serverUrl, database);
});
const open = () =>
  buildApp(loadConfig({ ...env, SUPERADMIN_EMAIL: 'owner@school.test', SUPERADMIN_PASSWORD: 'Lost@Pass123' }), {
    mailWorker: false,
    logger: false,
  });
// The command as `npm run admin:password` runs it: the built apps/server/dist/admin-password.mjs (built first when
// its sources changed), so a file the bundle misses fails here and not on the night the password is lost.
buildServer();
const cli = (args: string[], input: string) =>
  spawnSync(process.execPath, [path.resolve(import.meta.dirname, '../dist/admin-password.mjs'), ...args], {
    input,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    cwd: path.resolve(import.meta.dirname, '../../..'),
  });
const signIn = async (password: string, times = 1) => {
  const app = await open();
  try {
    let status = 0;
    for (let i = 0; i < times; i++) {
      status = (
        await app.inject({
          method: 'POST',
          url: '/api/auth/superuser/login',
          payload: { identifier: 'owner@school.test', password },
        })
      ).statusCode;
    }
    return status;
  } finally {
    await app.close();
  }
};

describe('npm run admin:password', () => {
  it('a super admin who lost the password sets a new one from the terminal and signs in with it', async () => {
    expect(await signIn('Lost@Pass123')).toBe(200);
    // The owner, guessing at the lost password, has this address held back.
    expect(await signIn('Guess@Pass000', 11)).toBe(429);
    const weak = cli(['owner@school.test'], 'weak\n');
    expect(weak.status).toBe(1);
    expect(weak.stderr).toMatch(/at least 8 characters/);
    const unknown = cli(['nobody@school.test'], 'Found@Pass456\n');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/No account has the e-mail nobody@school.test/);
    const ok = cli(['owner@school.test'], 'Found@Pass456\n');
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/Password changed for owner@school.test/);
    expect(await signIn('Lost@Pass123')).toBe(401);
    expect(await signIn('Found@Pass456')).toBe(200);
  }, 120_000);
});
