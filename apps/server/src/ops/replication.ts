/**
 * What PostgreSQL says of its standbys and its WAL archive, for the Backend Service Status page and the drills.
 * Read through any query function (the portal's pool, or a drill's own connection) so both see the same figures.
 */
export interface StandbyLag {
  name: string;
  /** streaming, catchup, startup, backup. */
  state: string;
  /** sync, potential, async, quorum. */
  sync: string;
  /** WAL the standby has not yet replayed. */
  bytes: number;
  /** How far behind in time its replay is; 0 when it has everything. */
  seconds: number | null;
}

export interface ReplicationFigures {
  role: 'primary' | 'standby';
  /** On a primary: each standby connected to it. */
  standbys: StandbyLag[];
  /** On a standby: how far behind the primary its replay is. */
  replaySeconds: number | null;
  archive: {
    mode: string;
    lastWal: string | null;
    lastAt: string | null;
    failed: number;
    lastFailedAt: string | null;
  };
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

const str = (v: unknown, otherwise = '') => (typeof v === 'string' ? v : otherwise);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/**
 * One standby's lag from a pg_stat_replication row. PostgreSQL leaves replay_lag at its last value, or null,
 * once a quiet standby has replayed everything: a standby with no WAL outstanding is 0 s behind, whatever
 * replay_lag still says.
 */
export function standbyLag(row: Record<string, unknown>): StandbyLag {
  const bytes = Math.max(0, num(row.bytes) ?? 0);
  const seconds = num(row.seconds);
  return {
    name: str(row.name),
    state: str(row.state),
    sync: str(row.sync),
    bytes,
    seconds: bytes === 0 ? 0 : seconds,
  };
}

export async function readReplication(query: Query): Promise<ReplicationFigures> {
  const [role] = await query('select pg_is_in_recovery() as standby');
  const standby = Boolean(role?.standby);
  const [archiver] = await query(
    `select current_setting('archive_mode') as mode, last_archived_wal, last_archived_time, failed_count, last_failed_time
     from pg_stat_archiver`,
  );
  const archive = {
    mode: str(archiver?.mode, 'off'),
    lastWal: (archiver?.last_archived_wal as string | null) ?? null,
    lastAt: iso(archiver?.last_archived_time),
    failed: Number(archiver?.failed_count ?? 0),
    lastFailedAt: iso(archiver?.last_failed_time),
  };
  if (standby) {
    const [row] = await query(
      `select case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
         else extract(epoch from now() - pg_last_xact_replay_timestamp()) end::float8 as seconds`,
    );
    return { role: 'standby', standbys: [], replaySeconds: num(row?.seconds), archive };
  }
  const rows = await query(
    `select application_name as name, state, sync_state as sync,
       pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::float8 as bytes, extract(epoch from replay_lag)::float8 as seconds
     from pg_stat_replication order by application_name`,
  );
  return { role: 'primary', standbys: rows.map(standbyLag), replaySeconds: null, archive };
}
