import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createLocator, failoverClient, type Role } from './failover.ts';
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
