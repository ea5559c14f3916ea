import { describe, expect, it } from 'vitest';
import { readReplication, standbyLag } from './replication.ts';

describe('the standby lag figure', () => {
  it('is the WAL not yet replayed, and the time PostgreSQL measured for it', () => {
    expect(standbyLag({ name: '15/standby', state: 'streaming', sync: 'sync', bytes: 8192, seconds: 0.25 })).toEqual({
      name: '15/standby',
      state: 'streaming',
      sync: 'sync',
      bytes: 8192,
      seconds: 0.25,
    });
  });

  it('is 0 s for a standby that has replayed everything, whatever stale replay_lag PostgreSQL still shows', () => {
    expect(standbyLag({ name: 's', state: 'streaming', sync: 'sync', bytes: 0, seconds: 42 }).seconds).toBe(0);
    expect(standbyLag({ name: 's', state: 'streaming', sync: 'async', bytes: '0', seconds: null }).seconds).toBe(0);
  });

  it('is unknown, not 0, when WAL is outstanding but no time was measured yet', () => {
    expect(standbyLag({ name: 's', state: 'catchup', sync: 'async', bytes: '1048576', seconds: null })).toMatchObject({
      bytes: 1_048_576,
      seconds: null,
    });
  });
});

describe('reading replication from PostgreSQL', () => {
  it('reads a primary with its standbys and its archive', async () => {
    const answers: Record<string, Record<string, unknown>[]> = {
      recovery: [{ standby: false }],
      archiver: [
        {
          mode: 'on',
          last_archived_wal: '000000010000000000000003',
          last_archived_time: '2026-11-28T10:00:00Z',
          failed_count: '0',
          last_failed_time: null,
        },
      ],
      replication: [{ name: 'standby', state: 'streaming', sync: 'sync', bytes: 0, seconds: null }],
    };
    const query = (text: string) =>
      Promise.resolve(
        text.includes('pg_is_in_recovery() as')
          ? answers.recovery!
          : text.includes('pg_stat_archiver')
            ? answers.archiver!
            : answers.replication!,
      );
    const figures = await readReplication(query);
    expect(figures.role).toBe('primary');
    expect(figures.standbys).toEqual([{ name: 'standby', state: 'streaming', sync: 'sync', bytes: 0, seconds: 0 }]);
    expect(figures.archive).toEqual({
      mode: 'on',
      lastWal: '000000010000000000000003',
      lastAt: '2026-11-28T10:00:00.000Z',
      failed: 0,
      lastFailedAt: null,
    });
  });
});
