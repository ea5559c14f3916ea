import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { and, desc, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { SERVICE_LEVELS, type ServiceLevel, type ServicePart, type ServiceStatus } from '@school-portal/contract';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { translatorFor, type Translate } from '../../http/language.ts';
import type { MailWorker } from '../../mail/worker.ts';
import { MIGRATIONS_DIR } from '../../paths.ts';
import { APP_VERSION } from '../../version.ts';
import { onSameDisk } from '../../ops/backup/files.ts';
import { readBackupRecord, type BackupRecord } from '../../ops/backup/record.ts';
import { formatDuration, formatMb } from './format.ts';
import { checkReplication } from './replication-check.ts';

/** A check that hangs (a stuck connection) must not hang the page that is meant to reveal it. */
const CHECK_TIMEOUT_MS = 5_000;
/** A trivial query on a healthy local or same-region database answers in a few ms; 200 ms is felt on every page. */
const SLOW_DATABASE_MS = 200;
/** The worker's first four retries take 1 + 2 + 4 + 8 minutes; queued longer than that is stuck, not a blip. */
const STUCK_MAIL_MS = 15 * 60_000;
/** V8 throws out of memory at its heap limit; this leaves room to act. */
const HEAP_WARN_RATIO = 0.85;

const english = translatorFor('en');

type Outcome = Pick<ServicePart, 'level' | 'summary' | 'details'>;
type Detail = ServicePart['details'][number];

/** Checks every part; a part whose check fails or hangs is reported down, never thrown. Its texts are in the caller's language (`t`). */
export async function checkServiceStatus(
  deps: Deps,
  worker: MailWorker | null,
  t: Translate = english,
): Promise<ServiceStatus> {
  const now = new Date();
  // Alone and first: on PGlite's single connection, queries of the other checks would queue ahead of it and inflate its round trip.
  const database = await guarded('database', t(/*i18n*/ 'Database'), () => checkDatabase(deps, t), t);
  const others = await Promise.all([
    guarded('migrations', t(/*i18n*/ 'Migrations'), () => checkMigrations(deps.db, t), t),
    guarded('mail', t(/*i18n*/ 'Mail delivery'), () => checkMail(deps, t), t),
    guarded('worker', t(/*i18n*/ 'Background jobs'), async () => checkWorker(deps, worker, now, t), t),
    guarded('backups', t(/*i18n*/ 'Backups'), () => checkBackups(deps, now, t), t),
    guarded('replication', t(/*i18n*/ 'Replication and recovery'), () => checkReplication(deps, now, t), t),
    guarded('memory', t(/*i18n*/ 'Server process'), async () => checkProcess(deps, now, t), t),
  ]);
  const parts = [database, ...others];
  return {
    checkedAt: now.toISOString(),
    overall: worst(parts.map((p) => p.level)),
    // A database that cannot be read is already reported down above; the dashboard then has nothing more to say.
    warnings: await dashboardWarnings(deps, t).catch(() => []),
    appVersion: APP_VERSION,
    uptimeSeconds: Math.max(0, Math.floor((now.getTime() - deps.startedAt.getTime()) / 1000)),
    parts,
  };
}

async function guarded(
  key: ServicePart['key'],
  label: string,
  check: () => Promise<Outcome>,
  t: Translate,
): Promise<ServicePart> {
  try {
    return { key, label, ...(await withTimeout(check(), CHECK_TIMEOUT_MS)) };
  } catch (err) {
    return {
      key,
      label,
      level: 'down',
      summary: t(/*i18n*/ 'The check failed: {error}', { error: describeError(err) }),
      details: [],
    };
  }
}

async function checkDatabase(deps: Deps, t: Translate): Promise<Outcome> {
  const started = performance.now();
  await deps.db.execute(sql`select 1`);
  const roundTrip = performance.now() - started;
  const [row] = await rawRows<{ server_version: string }>(deps.db, sql`show server_version`);
  const engine = deps.dbKind === 'pglite' ? t(/*i18n*/ 'PGlite (embedded)') : 'PostgreSQL';
  const slow = roundTrip > SLOW_DATABASE_MS;
  return {
    level: slow ? 'warn' : 'ok',
    summary: slow
      ? t(/*i18n*/ '{engine} is slow: a trivial query took {took} (over {limit} ms).', {
          engine,
          took: formatMs(roundTrip),
          limit: SLOW_DATABASE_MS,
        })
      : t(/*i18n*/ '{engine} answered in {took}.', { engine, took: formatMs(roundTrip) }),
    details: [
      { label: t(/*i18n*/ 'Kind'), value: deps.dbKind },
      { label: t(/*i18n*/ 'Server version'), value: row?.server_version ?? t(/*i18n*/ 'unknown') },
      { label: t(/*i18n*/ 'Round trip'), value: formatMs(roundTrip) },
    ],
  };
}

interface Journal {
  entries: { when: number; tag: string }[];
}

async function checkMigrations(db: Db, t: Translate): Promise<Outcome> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Journal;
  const files = journal.entries;
  const [table] = await rawRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  // Drizzle records each migration's creation time from the journal, not when it ran, so that is what can be shown.
  const [applied] = table?.name
    ? await rawRows<{ count: number; latest: string | null }>(
        db,
        sql`select count(*)::int as count, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
      )
    : [{ count: 0, latest: null }];
  const count = applied?.count ?? 0;
  const latestWhen = applied?.latest ? Number(applied.latest) : null;
  // Drizzle applies only files newer than the newest row: a file dated earlier (a late merge) is skipped for good, hence the count check too.
  const pending = files.filter((f) => latestWhen === null || f.when > latestWhen).length;
  const latestTag =
    latestWhen === null
      ? t(/*i18n*/ 'None')
      : (files.find((f) => f.when === latestWhen)?.tag ?? t(/*i18n*/ 'Not in this version'));

  let level: ServiceLevel = 'ok';
  let summary = t(/*i18n*/ 'All {count, plural, one {# migration} other {# migrations}} applied.', {
    count: files.length,
  });
  if (pending > 0) {
    level = 'warn';
    summary = t(
      /*i18n*/ '{count, plural, one {# migration of this version is} other {# migrations of this version are}} not applied.',
      { count: pending },
    );
  } else if (count > files.length) {
    level = 'warn';
    summary = t(/*i18n*/ 'The database has migrations this version does not know; a newer version has run against it.');
  } else if (count < files.length) {
    level = 'warn';
    summary = t(/*i18n*/ 'Only {count} of {total} migrations are recorded; one was skipped.', {
      count,
      total: files.length,
    });
  }
  return {
    level,
    summary,
    details: [
      {
        label: t(/*i18n*/ '{context, select, migrations {Applied} other {Applied}}', { context: 'migrations' }),
        value: t(/*i18n*/ '{count} of {total}', { count, total: files.length }),
      },
      { label: t(/*i18n*/ 'Pending'), value: String(pending) },
      { label: t(/*i18n*/ 'Latest applied'), value: latestTag },
    ],
  };
}

async function checkMail(deps: Deps, t: Translate): Promise<Outcome> {
  const configured = Boolean(deps.config.SMTP_URL);
  const waiting = inArray(mailOutbox.status, ['queued', 'failed']);
  // Sent mail is never read here, so the (status, next_attempt_at) index keeps this cheap as the outbox grows.
  const [counts] = await deps.db
    .select({
      queued: sql<number>`count(*) filter (where ${mailOutbox.status} = 'queued')`.mapWith(Number),
      retrying:
        sql<number>`count(*) filter (where ${mailOutbox.status} = 'queued' and ${mailOutbox.attempts} > 0)`.mapWith(
          Number,
        ),
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')`.mapWith(Number),
      // The outbox keeps no failure time; a mail gives up about two hours after it is queued, so its queue time stands in.
      failedToday:
        sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed' and ${mailOutbox.createdAt} > now() - interval '24 hours')`.mapWith(
          Number,
        ),
      oldestQueuedSeconds: sql<
        number | null
      >`extract(epoch from now() - min(${mailOutbox.createdAt}) filter (where ${mailOutbox.status} = 'queued'))::float8`,
    })
    .from(mailOutbox)
    .where(waiting);
  // No time of the failure is kept either; each failure pushes next_attempt_at forward, so the latest one is near the top.
  const [last] = await deps.db
    .select({ error: mailOutbox.lastError })
    .from(mailOutbox)
    .where(and(waiting, isNotNull(mailOutbox.lastError)))
    .orderBy(desc(mailOutbox.nextAttemptAt))
    .limit(1);

  const queued = counts?.queued ?? 0;
  const retrying = counts?.retrying ?? 0;
  const failedToday = counts?.failedToday ?? 0;
  const oldestMs = counts?.oldestQueuedSeconds == null ? null : Number(counts.oldestQueuedSeconds) * 1000;

  // Down: a mail has given up, so someone missed a reset link or a decision and needs a person now.
  // Older failures stay in the counts but stop colouring the panel, as nothing can be done about them from here.
  // Attention: without SMTP nothing leaves the outbox; queued longer than the early retries means delivery is stuck;
  // and a refused attempt says the SMTP server is failing now, long before a mail runs out of attempts.
  let level: ServiceLevel = 'ok';
  let summary =
    queued === 0
      ? t(/*i18n*/ 'Nothing is waiting to be sent.')
      : t(/*i18n*/ '{count, plural, one {# mail} other {# mails}} on the way.', { count: queued });
  if (failedToday > 0) {
    level = 'down';
    summary = t(/*i18n*/ '{count, plural, one {# mail} other {# mails}} failed for good in the last 24 hours.', {
      count: failedToday,
    });
  } else if (!configured) {
    level = 'warn';
    summary =
      queued === 0
        ? t(/*i18n*/ 'SMTP is not configured: no mail can be sent. None is waiting yet.')
        : t(
            /*i18n*/ 'SMTP is not configured: no mail can be sent, and {count, plural, one {# mail waits} other {# mails wait}} in the outbox.',
            { count: queued },
          );
  } else if (oldestMs !== null && oldestMs > STUCK_MAIL_MS) {
    level = 'warn';
    summary = t(/*i18n*/ '{count, plural, one {# mail} other {# mails}} queued; the oldest has waited {wait}.', {
      count: queued,
      wait: formatDuration(oldestMs, t),
    });
  } else if (retrying > 0) {
    level = 'warn';
    summary = t(/*i18n*/ '{count, plural, one {# mail is} other {# mails are}} being retried after a delivery error.', {
      count: retrying,
    });
  }
  return {
    level,
    summary,
    details: [
      // Whether it is set, never the URL: it can carry the SMTP password.
      { label: t(/*i18n*/ 'SMTP'), value: configured ? t(/*i18n*/ 'Configured') : t(/*i18n*/ 'Not configured') },
      { label: t(/*i18n*/ 'Queued'), value: String(queued) },
      { label: t(/*i18n*/ 'Retrying after an error'), value: String(retrying) },
      {
        label: t(/*i18n*/ 'Oldest queued'),
        value: oldestMs === null ? t(/*i18n*/ 'None') : formatDuration(oldestMs, t),
      },
      { label: t(/*i18n*/ 'Failed (24 h)'), value: String(failedToday) },
      { label: t(/*i18n*/ 'Failed (all time)'), value: String(counts?.failed ?? 0) },
      { label: t(/*i18n*/ 'Last error'), value: last?.error ? clip(redact(last.error)) : t(/*i18n*/ 'None') },
    ],
  };
}

function checkWorker(deps: Deps, worker: MailWorker | null, now: Date, t: Translate): Outcome {
  const pollMs = deps.config.MAIL_POLL_MS;
  if (!deps.config.SMTP_URL) {
    return {
      level: 'ok',
      summary: t(/*i18n*/ 'Not needed: mail delivery is not configured.'),
      details: [{ label: t(/*i18n*/ 'Mail worker'), value: t(/*i18n*/ 'Not started') }],
    };
  }
  const interval: Detail = { label: t(/*i18n*/ 'Runs every'), value: formatDuration(pollMs, t) };
  if (!worker?.state.running) {
    return {
      level: 'warn',
      summary: t(/*i18n*/ 'The mail worker is not running: queued mail is not being sent.'),
      details: [
        { label: t(/*i18n*/ 'Mail worker'), value: worker ? t(/*i18n*/ 'Stopped') : t(/*i18n*/ 'Not started') },
        interval,
      ],
    };
  }
  const { lastRunAt, lastError } = worker.state;
  // Before the first run completes, time since start is what counts.
  const idleMs = now.getTime() - (lastRunAt ?? deps.startedAt).getTime();
  // One slow SMTP batch can skip a tick; three in a row means the loop is stuck or failing every time.
  const stale = idleMs > 3 * pollMs;
  const lastRun = lastRunAt
    ? t(/*i18n*/ '{time} ago', { time: formatDuration(now.getTime() - lastRunAt.getTime(), t) })
    : t(/*i18n*/ 'Not yet');
  return {
    level: stale ? 'warn' : 'ok',
    summary: stale
      ? t(/*i18n*/ 'The mail worker has not completed a run for {idle}; it should every {interval}.', {
          idle: formatDuration(idleMs, t),
          interval: formatDuration(pollMs, t),
        })
      : lastRunAt
        ? t(/*i18n*/ 'The mail worker is running; its last run was {lastRun}.', { lastRun })
        : t(/*i18n*/ 'The mail worker is running; its first run is due.'),
    details: [
      { label: t(/*i18n*/ 'Mail worker'), value: t(/*i18n*/ 'Running') },
      interval,
      { label: t(/*i18n*/ 'Last run'), value: lastRun },
      // The worker keeps its latest error even after later runs succeed, so this is history, not a verdict.
      { label: t(/*i18n*/ 'Last error since start'), value: lastError ? clip(redact(lastError)) : t(/*i18n*/ 'None') },
    ],
  };
}

/** A nightly backup older than a day and a couple of hours missed its night. */
const STALE_BACKUP_MS = 26 * 3600_000;

async function checkBackups(deps: Deps, now: Date, t: Translate): Promise<Outcome> {
  const { config } = deps;
  const record = await readBackupRecord(deps.db);
  const last = record?.lastSuccess;
  const age = last ? formatDuration(now.getTime() - new Date(last.at).getTime(), t) : null;
  const details: Detail[] = [
    { label: t(/*i18n*/ 'Last backup'), value: age ? t(/*i18n*/ '{time} ago', { time: age }) : t(/*i18n*/ 'None') },
    { label: t(/*i18n*/ 'Size'), value: last ? formatMb(last.sizeBytes) : t(/*i18n*/ 'None') },
    { label: t(/*i18n*/ 'Took'), value: last ? formatDuration(last.ms, t) : t(/*i18n*/ 'None') },
    {
      label: t(/*i18n*/ 'Last failure'),
      value: record?.lastError ? clip(redact(record.lastError)) : t(/*i18n*/ 'None'),
    },
  ];
  if (deps.dbKind === 'postgresql') {
    // Several instances share PostgreSQL: none of them schedules its backup; the operator does (npm run backup, or the provider's).
    return {
      level: 'ok',
      summary: t(
        /*i18n*/ 'PostgreSQL is backed up from outside the portal: npm run backup (pg_dump) or your provider.',
      ),
      details,
    };
  }
  const schedule =
    config.BACKUP_AT === 'off'
      ? t(/*i18n*/ 'Off')
      : t(/*i18n*/ 'Every night at {time} Indian time, {keep} kept', {
          time: config.BACKUP_AT,
          keep: config.BACKUP_KEEP,
        });
  const sameDisk = onSameDisk(config.DATA_DIR, config.backupDir);
  const copy = offDiskCopy(deps, record, now, t);
  details.push(
    { label: t(/*i18n*/ 'Schedule'), value: schedule },
    {
      label: t(/*i18n*/ 'Between nights'),
      value: config.BACKUP_EVERY_HOURS
        ? t(/*i18n*/ 'Every {hours} h, the last 24 kept', { hours: config.BACKUP_EVERY_HOURS })
        : t(/*i18n*/ 'Off'),
    },
    { label: t(/*i18n*/ 'Folder'), value: config.backupDir },
    { label: t(/*i18n*/ 'Same disk as the data'), value: sameDisk ? t(/*i18n*/ 'Yes') : t(/*i18n*/ 'No') },
    { label: t(/*i18n*/ 'Copy off the disk'), value: copy.detail },
  );
  if (record?.lastError)
    return {
      level: 'down',
      summary: t(/*i18n*/ 'The last backup failed: {error}', { error: clip(redact(record.lastError)) }),
      details,
    };
  if (!last)
    return {
      level: 'warn',
      summary:
        config.BACKUP_AT === 'off'
          ? t(/*i18n*/ 'No backup yet, and nightly backups are off (BACKUP_AT).')
          : t(/*i18n*/ 'No backup yet.'),
      details,
    };
  if (config.BACKUP_AT !== 'off' && now.getTime() - new Date(last.at).getTime() > STALE_BACKUP_MS) {
    return {
      level: 'warn',
      summary: t(/*i18n*/ 'The last backup is {age} old: a night was missed.', { age: age ?? '' }),
      details,
    };
  }
  if (sameDisk && !config.BACKUP_COPY_DIR) {
    return {
      level: 'warn',
      summary: t(
        /*i18n*/ 'Backups are on the same disk as the data: a failed disk loses both. Copy them elsewhere or set BACKUP_DIR to another disk.',
      ),
      details,
    };
  }
  if (copy.warning) return { level: 'warn', summary: copy.warning, details };
  return { level: 'ok', summary: t(/*i18n*/ 'Last backed up {time} ago.', { time: age ?? '' }), details };
}

/** The copy off the data's disk is meant to follow every backup; older than a day, a lost disk loses a day. */
const STALE_COPY_MS = 24 * 3600_000;

/**
 * Whether the last backup also reached BACKUP_COPY_DIR (issue 50): the copy must be the last backup's (not an
 * older one), still there with its size, and under a day old. Its warning also goes on the super admin's dashboard.
 */
function offDiskCopy(
  deps: Deps,
  record: BackupRecord | null,
  now: Date,
  t: Translate,
): { detail: string; warning: string | null } {
  const dir = deps.config.BACKUP_COPY_DIR;
  if (!dir) return { detail: t(/*i18n*/ 'Not set (BACKUP_COPY_DIR)'), warning: null };
  const copy = record?.lastCopy;
  if (record?.copyError)
    return {
      detail: t(/*i18n*/ 'Failed'),
      warning: t(/*i18n*/ 'The last backup could not be copied off the disk: {error}', {
        error: clip(redact(record.copyError)),
      }),
    };
  if (!copy)
    return { detail: t(/*i18n*/ 'None'), warning: t(/*i18n*/ "No backup has been copied off the data's disk yet.") };
  const ageMs = now.getTime() - new Date(copy.at).getTime();
  const there = existsSync(copy.file) && statSync(copy.file).size === copy.sizeBytes;
  const age = formatDuration(ageMs, t);
  if (!there)
    return {
      detail: t(/*i18n*/ 'Missing'),
      warning: t(/*i18n*/ 'The last copy off the disk is no longer in {dir}.', { dir }),
    };
  if (ageMs > STALE_COPY_MS)
    return {
      detail: t(/*i18n*/ '{time} ago', { time: age }),
      warning: t(/*i18n*/ "The last copy off the data's disk is {age} old.", { age }),
    };
  return { detail: t(/*i18n*/ '{time} ago', { time: age }), warning: null };
}

/** What the super admin's dashboard warns of (issue 50): on the embedded database, a copy off the disk older than a day. */
export async function dashboardWarnings(deps: Deps, t: Translate = english): Promise<string[]> {
  if (deps.dbKind !== 'pglite') return [];
  const record = await readBackupRecord(deps.db);
  if (!deps.config.BACKUP_COPY_DIR)
    return [t(/*i18n*/ "Backups are not copied off the data's disk: set BACKUP_COPY_DIR to a folder on another disk.")];
  const { warning } = offDiskCopy(deps, record, new Date(), t);
  return warning ? [warning] : [];
}

function checkProcess(deps: Deps, now: Date, t: Translate): Outcome {
  const memory = process.memoryUsage();
  const heapLimit = getHeapStatistics().heap_size_limit;
  const heapShare = memory.heapUsed / heapLimit;
  const uptime = formatDuration(now.getTime() - deps.startedAt.getTime(), t);
  const high = heapShare > HEAP_WARN_RATIO;
  return {
    level: high ? 'warn' : 'ok',
    summary: high
      ? t(/*i18n*/ 'The heap is at {percent}% of its {limit} limit.', {
          percent: Math.round(heapShare * 100),
          limit: formatMb(heapLimit),
        })
      : t(/*i18n*/ 'Up {uptime}, using {memory} of memory.', { uptime, memory: formatMb(memory.rss) }),
    details: [
      { label: t(/*i18n*/ 'Uptime'), value: uptime },
      { label: t(/*i18n*/ 'Memory (RSS)'), value: formatMb(memory.rss) },
      {
        label: t(/*i18n*/ 'Heap used'),
        value: t(/*i18n*/ '{count} of {total}', { count: formatMb(memory.heapUsed), total: formatMb(heapLimit) }),
      },
      { label: t(/*i18n*/ 'Node.js'), value: process.version },
      { label: t(/*i18n*/ 'App version'), value: APP_VERSION },
    ],
  };
}

/** Both drivers answer raw SQL with { rows }; the shared Db type cannot say so. */
async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${formatDuration(ms)}`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const worst = (levels: ServiceLevel[]): ServiceLevel =>
  levels.reduce<ServiceLevel>((a, b) => (SERVICE_LEVELS.indexOf(b) > SERVICE_LEVELS.indexOf(a) ? b : a), 'ok');

/** Drizzle wraps driver errors in one that repeats the SQL; the driver's own message is the useful one. */
function describeError(err: unknown): string {
  let e = err;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return clip(redact(e instanceof Error ? e.message : String(e))) || 'unknown error';
}

/** Connection strings can carry passwords, and driver and SMTP errors sometimes repeat them. */
const redact = (text: string) => text.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '[address hidden]');
const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 299)}…` : text);

const formatMs = (ms: number) => (ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`);
