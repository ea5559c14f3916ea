import { existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * How `npm run backup` finds the server that holds the embedded database: its pid, address and the token
 * of POST /ops/backup, in a file only this user can read, removed at shutdown.
 */
export interface ServerFile {
  pid: number;
  url: string;
  token: string;
}

const fileIn = (backupDir: string) => path.join(backupDir, '.server.json');

export function writeServerFile(backupDir: string, info: ServerFile): void {
  mkdirSync(backupDir, { recursive: true });
  writeFileSync(fileIn(backupDir), JSON.stringify(info), { mode: 0o600 });
}

export function removeServerFile(backupDir: string): void {
  rmSync(fileIn(backupDir), { force: true });
}

/** The running server's file, or null when none is (a file left by a crash names a dead pid). */
export function runningServer(backupDir: string): ServerFile | null {
  if (!existsSync(fileIn(backupDir))) return null;
  const info = JSON.parse(readFileSync(fileIn(backupDir), 'utf8')) as ServerFile;
  try {
    process.kill(info.pid, 0);
    return info;
  } catch {
    return null;
  }
}
