import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';

/*
 * Find Employee's keywords read each seeker's search_text (decision 038), made by a trigger on every write of
 * her profile (migration 0053). Profiles saved before that migration have none (null): making them all in the
 * migration held the table's locks, before the port opened, for as long as every row took (a minute or more at
 * a million seekers). They are made here instead, after the start, BATCH to a statement, each its own short
 * transaction. Rows a request writes meanwhile are made by the trigger and leave the batches. Nothing records
 * where the fill is: the rows still null are what is left, so a fill cut short by a crash or a stop goes on
 * from there at the next start; two instances filling at once skip each other's locked rows.
 *
 * Until her row's turn, a seeker is found by every filter but not by a keyword word (`null LIKE …` is not
 * true), and her "last active" reads as the moment of the migration.
 */

/** Profiles made per transaction: each statement's locks last tens of milliseconds (decision 038, addendum). */
export const FILL_BATCH = 2_000;

/**
 * Makes the text of up to `batch` profiles that have none, in one statement (its own transaction); answers how
 * many. The update touches only last_active_at, which the trigger then makes with the text: the later of her
 * last save, sign-in and CV upload, as the migration once did (no update since has set it, or her text would
 * not be null). updated_at is left alone: Find Employee orders by it.
 */
export async function fillSearchTexts(db: Db, batch = FILL_BATCH): Promise<number> {
  // The batch is chosen in a CTE, which runs once: as an IN (subquery) the planner may run its LIMIT again.
  const result = await db.execute(sql`
    with batch as (
      select user_id from jobseeker_profiles where search_text is null limit ${batch} for update skip locked)
    update jobseeker_profiles p set last_active_at = greatest(p.updated_at,
      (select max(s.created_at) from sessions s where s.user_id = p.user_id),
      (select c.uploaded_at from jobseeker_cvs c where c.user_id = p.user_id))
    from batch where p.user_id = batch.user_id
    returning p.user_id`);
  return (result as { rows: unknown[] }).rows.length;
}

export interface SearchTextFill {
  /** Fills batch after batch until none is left or stop() is called; answers the profiles made. */
  run(): Promise<number>;
  /** Runs in the background (main.ts, after the port opens); a failure is logged and left to the next start. */
  start(): void;
  /** Lets the batch under way finish and starts no other (the shutdown). */
  stop(): Promise<void>;
}

export function createSearchTextFill(opts: { db: Db; log: FastifyBaseLogger; batch?: number }): SearchTextFill {
  let stopping = false;
  let running: Promise<number> | undefined;

  async function fill(): Promise<number> {
    let made = 0;
    const started = performance.now();
    while (!stopping) {
      const n = await fillSearchTexts(opts.db, opts.batch);
      if (n === 0) break;
      made += n;
    }
    if (made > 0) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      opts.log.info({ profiles: made, seconds }, `search text made for ${made} profiles saved before migration 0053`);
    }
    return made;
  }

  const run = () => (running ??= fill().finally(() => (running = undefined)));
  return {
    run,
    start() {
      void run().catch((err: unknown) => opts.log.error({ err }, 'search text fill failed; the next start goes on'));
    },
    async stop() {
      stopping = true;
      await running?.catch(() => undefined);
    },
  };
}
