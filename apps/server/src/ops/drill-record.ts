import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';

/**
 * The last drill or restore that succeeded, kept in the database so the Backend Service Status page shows it:
 * a backup never restored is a hope (GitLab, 2017). Written by `npm run drill` (into DATABASE_URL's database)
 * and by `npm run restore` (into the database restored).
 */
export interface DrillRecord {
  at: string;
  kind: 'failover' | 'pitr' | 'restore';
  /** One line of figures, as the command printed them. */
  summary: string;
}

const KEY = 'last_drill';

export async function readDrillRecord(db: Db): Promise<DrillRecord | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  return row ? (JSON.parse(row.value) as DrillRecord) : null;
}

export async function recordDrill(db: Db, kind: DrillRecord['kind'], summary: string, at = new Date()): Promise<void> {
  const value = JSON.stringify({ at: at.toISOString(), kind, summary } satisfies DrillRecord);
  await db
    .insert(appSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
}
