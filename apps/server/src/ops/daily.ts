import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { todayInIndia } from '@school-portal/contract';
import type { Db } from '../db/client.ts';
import { dailyRuns } from '../db/schema/index.ts';

/*
 * Work done once a day across every instance (alert e-mails, digests). Register a task by name:
 *
 *   app.daily.register('job-alerts', ({ day }) => sendJobAlerts(db, day));
 *
 * Each tick (a minute), for each task not yet done today (the date in India, where the schools are),
 * the runner inserts the row (task, day) into `daily_runs`; only the instance whose insert lands runs
 * the task, so two instances never both run it. A task that throws is logged and its row removed: the
 * next tick (on any instance) tries again. A claim left by a crashed instance lapses after
 * STALE_CLAIM_MS. A task must therefore be safe to run again after a failure part way (mark what it
 * sent in its own transactions).
 */

export interface DailyContext {
  /** The Indian day the run is for (YYYY-MM-DD). */
  day: string;
  now: Date;
  log: FastifyBaseLogger;
}

export type DailyTask = (ctx: DailyContext) => Promise<void>;

export interface DailyRunner {
  /** Adds a task; names are unique (they are the claim's key). Register before start(). */
  register(name: string, task: DailyTask): void;
  /** Runs the tasks due at `now` that this instance claims; answers their names. The timer and tests call it. */
  tick(now?: Date): Promise<string[]>;
  /** Ticks every `pollMs` (main.ts only: tests and scripts tick by hand). */
  start(): void;
  /** Stops the timer and waits for a tick under way (the shutdown). */
  stop(): Promise<void>;
}

/** A claim not finished after this long belongs to an instance that died: another may run the task. */
const STALE_CLAIM_MS = 30 * 60_000;

/** The date in India (00:00 IST is 18:30 UTC the day before), under the name the tasks' tests know. */
export { todayInIndia as indianDay };

export interface DailyRunnerOptions {
  pollMs?: number;
  /** The period a run is for; the Indian day unless the end-to-end suite makes days seconds long. */
  dayOf?: (now: Date) => string;
}

/** Days of DAILY_PERIOD_SECONDS (a test run's), each looked for three times; none when the setting is left out. */
export function shortDays(config: { DAILY_PERIOD_SECONDS?: number | undefined }): DailyRunnerOptions {
  const seconds = config.DAILY_PERIOD_SECONDS;
  if (!seconds) return {};
  return { pollMs: (seconds * 1000) / 3, dayOf: (now) => `period-${Math.floor(now.getTime() / (seconds * 1000))}` };
}

export function createDailyRunner(opts: { db: Db; log: FastifyBaseLogger } & DailyRunnerOptions): DailyRunner {
  const { db, log } = opts;
  const tasks = new Map<string, DailyTask>();
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<string[]> | null = null;

  /** Inserts (task, day), or takes over a stale claim; true when this instance now owns the run. */
  async function claim(task: string, day: string): Promise<boolean> {
    const rows = await db
      .insert(dailyRuns)
      .values({ task, day })
      .onConflictDoUpdate({
        target: [dailyRuns.task, dailyRuns.day],
        set: { startedAt: sql`now()` },
        setWhere: and(
          isNull(dailyRuns.finishedAt),
          lt(dailyRuns.startedAt, sql`now() - ${`${STALE_CLAIM_MS} milliseconds`}::interval`),
        ),
      })
      .returning({ task: dailyRuns.task });
    return rows.length > 0;
  }

  async function runDue(now: Date): Promise<string[]> {
    const day = (opts.dayOf ?? todayInIndia)(now);
    const ran: string[] = [];
    for (const [name, task] of tasks) {
      const where = and(eq(dailyRuns.task, name), eq(dailyRuns.day, day));
      try {
        if (!(await claim(name, day))) continue;
      } catch (err) {
        log.error({ err, task: name }, 'daily task could not be claimed');
        continue;
      }
      try {
        await task({ day, now, log });
        await db
          .update(dailyRuns)
          .set({ finishedAt: sql`now()` })
          .where(where);
        ran.push(name);
        log.info({ task: name, day }, 'daily task done');
      } catch (err) {
        log.error({ err, task: name, day }, 'daily task failed; it is retried at the next tick');
        await db
          .delete(dailyRuns)
          .where(where)
          .catch((e: unknown) => log.error({ err: e, task: name }, 'daily task claim could not be released'));
      }
    }
    return ran;
  }

  function tick(now = new Date()) {
    // One tick at a time in this instance; a timer firing during a long run waits for the next.
    inFlight ??= runDue(now).finally(() => (inFlight = null));
    return inFlight;
  }

  return {
    register(name, task) {
      if (tasks.has(name)) throw new Error(`daily task "${name}" is registered twice`);
      tasks.set(name, task);
    },
    tick,
    start() {
      if (timer) return;
      timer = setInterval(
        () => void tick().catch((err: unknown) => log.error({ err }, 'daily tick failed')),
        opts.pollMs ?? 60_000,
      );
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await inFlight?.catch(() => undefined);
    },
  };
}
