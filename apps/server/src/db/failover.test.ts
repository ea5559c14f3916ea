import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createLocator, failoverClient, failoverPool, isConnectionLost, type Role } from './failover.ts';
import { parseDatabaseHosts } from './hosts.ts';

const URL2 = 'postgres://portal:secret@db-a:5432,db-b:6432/school?target_session_attrs=read-write&sslmode=disable';

describe('a multi-host DATABASE_URL', () => {
  it('splits into one address per server, keeping the user, database and other parameters', () => {
    expect(parseDatabaseHosts(URL2)).toEqual({
      urls: [
        'postgres://portal:secret@db-a:5432/school?sslmode=disable',
        'postgres://portal:secret@db-b:6432/school?sslmode=disable',
      ],
      target: 'read-write',
    });
    expect(parseDatabaseHosts('postgres://u@h/db')).toEqual({ urls: ['postgres://u@h/db'], target: 'any' });
  });

  it('refuses what is not a postgres:// address', () => {
    expect(parseDatabaseHosts('mysql://h/db')).toBeNull();
    expect(parseDatabaseHosts('postgres://a:5432,:5433/db')).toBeNull();
  });
});

describe('the locator after a failover', () => {
  const hosts = parseDatabaseHosts('postgres://u@a:5432,b:5432/db?target_session_attrs=read-write')!;

  it('keeps the first host while it takes writes, and moves to the promoted one when it is lost', async () => {
    const roles: Record<string, Role | 'down'> = { a: 'read-write', b: 'read-only' };
    const probe = (url: string) => {
      const role = roles[new URL(url).hostname]!;
      return role === 'down' ? Promise.reject(new Error('ECONNREFUSED')) : Promise.resolve(role);
    };
    const locator = createLocator(hosts, probe, () => undefined);
    expect(new URL(locator.current()).hostname).toBe('a');
    // The primary killed: the standby is still read-only, so nothing takes writes yet; the address stays.
    roles.a = 'down';
    locator.suspect();
    await locator.searching();
    expect(new URL(locator.current()).hostname).toBe('a');
    // Promoted: the next lost connection finds it.
    roles.b = 'read-write';
    locator.suspect();
    locator.suspect(); // one search at a time
    await locator.searching();
    expect(new URL(locator.current()).hostname).toBe('b');
  });

  it("a pool's connection that reaches a read-only server is refused and sets off a search", async () => {
    let searches = 0;
    const locator = {
      current: () => 'postgres://u@a/db',
      suspect: () => void searches++,
      searching: () => Promise.resolve(),
    };
    // A server that connects and answers that it is a standby.
    class Standby extends pg.Client {}
    Object.assign(Standby.prototype, {
      connect: () => Promise.resolve(),
      query: () => Promise.resolve({ rows: [{ read_only: true }] }),
      end: () => Promise.resolve(),
    });
    const Client = failoverClient(Standby, locator, 'read-write');
    const client = new Client();
    await expect(client.connect()).rejects.toThrow(/read-only/);
    expect(searches).toBe(1);
  });
});

describe('the pool during a failover', () => {
  const lost = () => Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:5432'), { code: 'ECONNREFUSED' });
  /** A pool whose next `failures` connections and statements fail as a killed server's do. */
  function flakyPool(failures: { connect: number; query: number }) {
    const calls = { connect: 0, query: [] as string[] };
    class Flaky extends pg.Pool {}
    Object.assign(Flaky.prototype, {
      connect() {
        calls.connect++;
        return failures.connect-- > 0 ? Promise.reject(lost()) : Promise.resolve({ release: () => undefined });
      },
      query(text: string) {
        calls.query.push(text);
        return failures.query-- > 0
          ? Promise.reject(new Error('Connection terminated unexpectedly'))
          : Promise.resolve({ rows: [] });
      },
    });
    return { Flaky, calls };
  }
  let searches = 0;
  const locator = {
    current: () => 'postgres://u@a/db',
    suspect: () => void searches++,
    searching: () => Promise.resolve(),
  };

  it('waits for a new connection (searching the servers) instead of failing the request', async () => {
    const { Flaky, calls } = flakyPool({ connect: 3, query: 0 });
    const pool = new (failoverPool(Flaky, locator, 5_000))();
    searches = 0;
    await expect(pool.connect()).resolves.toBeDefined();
    expect(calls.connect).toBe(4);
    expect(searches).toBe(3);
  });

  it('runs a read again when its connection dropped under it, but never a write', async () => {
    const read = flakyPool({ connect: 0, query: 2 });
    const pool = new (failoverPool(read.Flaky, locator, 5_000))();
    await expect(pool.query('select id from fee_receipts where id = $1', ['r1'])).resolves.toEqual({ rows: [] });
    expect(read.calls.query).toHaveLength(3);

    const write = flakyPool({ connect: 0, query: 1 });
    const writer = new (failoverPool(write.Flaky, locator, 5_000))();
    await expect(writer.query({ text: 'insert into fee_receipts (id) values ($1)', values: ['r2'] })).rejects.toThrow(
      /terminated/,
    );
    expect(write.calls.query).toHaveLength(1);
    // A CTE that writes is a write.
    const cte = flakyPool({ connect: 0, query: 1 });
    const ctePool = new (failoverPool(cte.Flaky, locator, 5_000))();
    await expect(
      ctePool.query('with n as (update counters set v = v + 1 returning v) select v from n'),
    ).rejects.toThrow();
    expect(cte.calls.query).toHaveLength(1);
  });

  it('gives up after the wait, with the error the error handler answers 503 for', async () => {
    const { Flaky } = flakyPool({ connect: 1_000, query: 0 });
    const pool = new (failoverPool(Flaky, locator, 600))();
    const began = Date.now();
    const err = await pool.connect().catch((e: unknown) => e);
    expect(isConnectionLost(err)).toBe(true);
    expect(Date.now() - began).toBeGreaterThanOrEqual(600);
    expect(Date.now() - began).toBeLessThan(3_000);
    // A statement's own fault is not a lost connection.
    expect(isConnectionLost(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionLost(Object.assign(new Error('Failed query: select 1'), { cause: lost() }))).toBe(true);
    // A transaction's rollback on the client whose server was killed under it.
    const rollback = new Error('Client has encountered a connection error and is not queryable');
    expect(isConnectionLost(Object.assign(new Error('Failed query: rollback'), { cause: rollback }))).toBe(true);
  });
});
