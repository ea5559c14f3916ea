import { sql } from 'drizzle-orm';
import type { ServiceLevel, ServicePart } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import type { Translate } from '../../http/language.ts';
import { readDrillRecord, type DrillRecord } from '../../ops/drill-record.ts';
import { readReplication, type ReplicationFigures } from '../../ops/replication.ts';
import { formatDuration, formatMb } from './format.ts';

type Outcome = Pick<ServicePart, 'level' | 'summary' | 'details'>;

/** A standby further behind than this would lose that much on a failover if it were asynchronous: worth a look. */
const LAG_WARN_SECONDS = 30;

/**
 * The standby, the WAL archive and the last drill (issue 50). On PGlite there is neither standby nor archive:
 * only the last restore is shown. On PostgreSQL the figures are PostgreSQL's own (ops/replication.ts).
 */
export async function checkReplication(deps: Deps, now: Date, t: Translate): Promise<Outcome> {
  const drill = await readDrillRecord(deps.db);
  const drillDetail = { label: t(/*i18n*/ 'Last drill or restore'), value: describeDrill(drill, now, t) };
  if (deps.dbKind === 'pglite')
    return {
      level: 'ok',
      summary: t(/*i18n*/ 'The embedded database has no standby: it is recovered from its backups.'),
      details: [drillDetail],
    };
  const figures = await readReplication(async (text) => {
    const result: unknown = await deps.db.execute(sql.raw(text));
    return (result as { rows: Record<string, unknown>[] }).rows;
  });
  return { ...judge(figures, now, t), details: [...replicationDetails(figures, now, t), drillDetail] };
}

function judge(f: ReplicationFigures, now: Date, t: Translate): Pick<Outcome, 'level' | 'summary'> {
  const warn = (summary: string): { level: ServiceLevel; summary: string } => ({ level: 'warn', summary });
  if (f.role === 'standby')
    return warn(
      t(/*i18n*/ 'The portal is connected to a standby, {lag} behind its primary: it cannot write.', {
        lag: formatDuration((f.replaySeconds ?? 0) * 1000, t),
      }),
    );
  if (
    f.archive.failed > 0 &&
    f.archive.lastFailedAt &&
    (!f.archive.lastAt || f.archive.lastFailedAt > f.archive.lastAt)
  )
    return {
      level: 'down',
      summary: t(/*i18n*/ 'WAL archiving is failing: the last attempt failed {time} ago.', {
        time: formatDuration(now.getTime() - new Date(f.archive.lastFailedAt).getTime(), t),
      }),
    };
  const standby = f.standbys[0];
  if (!standby)
    return warn(
      t(/*i18n*/ 'No standby is connected: if the database server fails, every school stops until it is repaired.'),
    );
  if (standby.state !== 'streaming')
    return warn(
      t(/*i18n*/ 'The standby {name} is not streaming ({state}).', { name: standby.name, state: standby.state }),
    );
  if ((standby.seconds ?? 0) > LAG_WARN_SECONDS)
    return warn(
      t(/*i18n*/ 'The standby {name} is {lag} behind.', {
        name: standby.name,
        lag: formatDuration((standby.seconds ?? 0) * 1000, t),
      }),
    );
  if (f.archive.mode === 'off')
    return warn(t(/*i18n*/ 'WAL is not archived (archive_mode is off): no point-in-time recovery.'));
  return {
    level: 'ok',
    summary: t(/*i18n*/ 'The standby {name} is in step ({sync}), {lag} behind.', {
      name: standby.name,
      sync: standby.sync,
      lag: formatLag(standby.seconds, t),
    }),
  };
}

function replicationDetails(f: ReplicationFigures, now: Date, t: Translate): ServicePart['details'] {
  const standbys = f.standbys.map((s) => ({
    label: t(/*i18n*/ 'Standby {name}', { name: s.name }),
    value: t(/*i18n*/ '{state}, {sync}, {lag} behind ({size})', {
      state: s.state,
      sync: s.sync,
      lag: formatLag(s.seconds, t),
      size: formatMb(s.bytes),
    }),
  }));
  const archived = f.archive.lastWal
    ? t(/*i18n*/ '{wal}, {time} ago', {
        wal: f.archive.lastWal,
        time: formatDuration(now.getTime() - new Date(f.archive.lastAt!).getTime(), t),
      })
    : t(/*i18n*/ 'None');
  return [
    { label: t(/*i18n*/ 'Role'), value: f.role === 'primary' ? t(/*i18n*/ 'Primary') : t(/*i18n*/ 'Standby') },
    ...(f.role === 'primary' && standbys.length === 0
      ? [{ label: t(/*i18n*/ 'Standbys'), value: t(/*i18n*/ 'None') }]
      : standbys),
    { label: t(/*i18n*/ 'Last archived WAL'), value: f.archive.mode === 'off' ? t(/*i18n*/ 'Off') : archived },
    { label: t(/*i18n*/ 'Archive failures'), value: String(f.archive.failed) },
  ];
}

const formatLag = (seconds: number | null, t: Translate) =>
  seconds === null ? t(/*i18n*/ 'unknown') : formatDuration(seconds * 1000, t);

function describeDrill(drill: DrillRecord | null, now: Date, t: Translate): string {
  if (!drill) return t(/*i18n*/ 'None');
  const kind = {
    failover: t(/*i18n*/ 'Failover drill'),
    pitr: t(/*i18n*/ 'Point-in-time restore drill'),
    restore: t(/*i18n*/ 'Restore'),
  }[drill.kind];
  return t(/*i18n*/ '{kind}, {time} ago: {summary}', {
    kind,
    time: formatDuration(now.getTime() - new Date(drill.at).getTime(), t),
    summary: drill.summary,
  });
}
