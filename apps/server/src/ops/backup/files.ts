import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseKind } from '../../db/client.ts';

/**
 * Backups are files named by kind and UTC time (`school-portal-pglite-2026-11-25T203000Z.tar.gz`), each with
 * a `.json` manifest beside it: when, which version, and every table's row count at that moment, which a
 * restore checks. The default folder is `backups` beside DATA_DIR, not inside it: PGlite's backup is a dump
 * of its whole folder, so backups inside it would each contain all the earlier ones.
 */
export interface Manifest {
  kind: DatabaseKind;
  createdAt: string;
  appVersion: string;
  /** `schema.table` → rows, counted in the same snapshot as the dump. */
  counts: Record<string, number>;
}

const PREFIX = 'school-portal-';
const EXTENSION: Record<DatabaseKind, string> = { pglite: '.tar.gz', postgresql: '.dump' };

export function backupFileName(kind: DatabaseKind, at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replace(/:/g, '');
  return `${PREFIX}${kind}-${stamp}Z${EXTENSION[kind]}`;
}

export const manifestPath = (file: string) => `${file}.json`;

/** Written under a temporary name and renamed, so a half-written backup never looks like a backup. */
export async function writeBackup(dir: string, name: string, data: Uint8Array, manifest: Manifest): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  await writeFile(`${file}.partial`, data);
  await rename(`${file}.partial`, file);
  await writeFile(manifestPath(file), JSON.stringify(manifest, null, 2));
  return file;
}

/** Backups of `kind` in `dir`, newest first. */
export async function listBackups(dir: string, kind: DatabaseKind): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter((n) => n.startsWith(`${PREFIX}${kind}-`) && n.endsWith(EXTENSION[kind]));
  return names
    .sort()
    .reverse()
    .map((n) => path.join(dir, n));
}

/** Keeps the newest `keep` backups (and their manifests); answers how many were removed. */
export async function pruneBackups(dir: string, kind: DatabaseKind, keep: number): Promise<number> {
  const old = (await listBackups(dir, kind)).slice(keep);
  for (const file of old) {
    await rm(file, { force: true });
    await rm(manifestPath(file), { force: true });
  }
  return old.length;
}

/**
 * Copies a backup and its manifest into `dir` (another disk, a mounted share), under a temporary name renamed
 * when whole, and prunes that folder as the first; answers the copy's path.
 */
export async function copyOffDisk(file: string, dir: string, keep: number): Promise<string> {
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, path.basename(file));
  await copyFile(file, `${target}.partial`);
  await rename(`${target}.partial`, target);
  await copyFile(manifestPath(file), manifestPath(target));
  await pruneBackups(dir, 'pglite', keep);
  return target;
}

export const fileSize = async (file: string) => (await stat(file)).size;

/** A disk that fails takes the backups with it when they sit on the same device as the data. */
export function onSameDisk(dataDir: string, backupDir: string): boolean {
  const nearest = (p: string): string => (existsSync(p) ? p : nearest(path.dirname(p)));
  return statSync(nearest(path.resolve(dataDir))).dev === statSync(nearest(path.resolve(backupDir))).dev;
}
