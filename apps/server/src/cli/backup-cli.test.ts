import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The commands as an operator runs them (npm run backup / restore run these files with tsx). */
const run = (file: string, args: string[], env: Record<string, string>) => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, file), ...args], {
    cwd: path.resolve(import.meta.dirname, '../../../..'),
    env: { HOME: process.env.HOME, PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
};

const dir = mkdtempSync(path.join(tmpdir(), 'portal-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run backup and npm run restore', () => {
  it('backup on PostgreSQL says when pg_dump is not installed', () => {
    // A PATH with node alone on it.
    const bin = path.join(dir, 'bin');
    mkdirSync(bin);
    symlinkSync(process.execPath, path.join(bin, 'node'));
    const result = run('backup.ts', [], {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      BACKUP_DIR: dir,
      PATH: bin,
    });
    expect(result.code).toBe(1);
    expect(result.out).toContain('pg_dump is not installed');
  });

  it('restore refuses a data folder that holds data unless told, and says how', () => {
    const data = path.join(dir, 'data');
    const backup = path.join(dir, 'school-portal-pglite-2026-11-25T203000Z.tar.gz');
    writeFileSync(backup, 'not read before the refusal');
    rmSync(data, { recursive: true, force: true });
    mkdirSync(data);
    writeFileSync(path.join(data, 'PG_VERSION'), '17');
    const result = run('restore.ts', [backup], { DATA_DIR: data, BACKUP_DIR: dir });
    expect(result.code).toBe(1);
    expect(result.out).toContain('is not empty');
    expect(result.out).toContain('--force');
  });

  it('restore names what it needs', () => {
    expect(run('restore.ts', [], {}).out).toContain('Usage: npm run restore -- FILE [--force]');
    const dump = path.join(dir, 'x.dump');
    writeFileSync(dump, '');
    expect(run('restore.ts', [dump], { DATA_DIR: path.join(dir, 'd') }).out).toContain('set DATABASE_URL');
  });
});
