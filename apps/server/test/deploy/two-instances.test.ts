import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { feesApi, type Receipt } from '@school-portal/contract';
import { SESSION_MAX_AGE_MS } from '../../src/modules/auth/index.ts';
import { indianToday } from '../../src/modules/fees/index.ts';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { enqueueMail } from '../../src/mail/outbox.ts';
import { MIGRATIONS_DIR } from '../../src/paths.ts';
import { createInstitute, createStudentWithFees, createUser } from '../factories.ts';
import { startMailCatcher } from '../mail-catcher.ts';
import { createDatabase, dropDatabase } from '../postgres.ts';
import { nginxAvailable, startInstance, startNginx, type Instance } from './cluster.ts';

/**
 * Two real instances on one PostgreSQL database behind nginx with the shipped config (deploy/), on
 * loopback ports 3351-3353. Runs with the PostgreSQL API tests (TEST_DATABASE_URL) where nginx is
 * installed (.ci/run installs it); about a minute, most of it starting the two processes.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const PORTS = { a: 3351, b: 3352, proxy: 3353 };
const JWT_SECRET = randomBytes(32).toString('hex');
const name = `portal_two_${randomBytes(4).toString('hex')}`;

let a: Instance, b: Instance, proxy: { url: string; stop(): Promise<void> };
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let database: Database;
let local: App;

const post = (base: string, url: string, body: unknown, token?: string) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const me = (base: string, token: string) =>
  fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);

describe.skipIf(!serverUrl || !nginxAvailable())('two instances on one PostgreSQL behind nginx', () => {
  beforeAll(async () => {
    const url = await createDatabase(serverUrl!, name);
    catcher = await startMailCatcher();
    const env = {
      DATABASE_URL: url,
      JWT_SECRET,
      SMTP_URL: catcher.url,
      MAIL_POLL_MS: '200',
      TRUST_PROXY: 'true',
      DATA_DIR: '/nonexistent',
    };
    // Both at once, on an empty database: the migrations race.
    const [first, second] = [startInstance(PORTS.a, env), startInstance(PORTS.b, env)];
    [a, b] = [first, second];
    await Promise.all([first.ready, second.ready]);
    proxy = await startNginx(PORTS.proxy, [PORTS.a, PORTS.b]);
    // This process makes the test data straight in the same database (no mail worker of its own).
    database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    local = await buildApp(
      loadConfig({
        DATABASE_URL: url,
        JWT_SECRET,
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        RATE_LIMIT_MULTIPLIER: '1000',
      }),
      {
        database,
        logger: false,
        mailWorker: false,
      },
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), proxy?.stop()]);
    await local?.close();
    await database?.close();
    await catcher?.close();
    await dropDatabase(serverUrl!, name);
  }, 60_000);

  it('both starting at once migrated once', async () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const result: unknown = await database.db.execute(
      sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
    );
    const [row] = (result as { rows: unknown[] }).rows;
    expect(row).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
  });

  /*
   * The promise: refused at once by the instance that answered the logout (it waits to hear its own notice), and by
   * the other as soon as its listening connection delivers the notice: milliseconds, later under load (this test once
   * read 200 there right after the logout), and if the notice is lost, once the session cache's bound has passed.
   */
  it(
    'a sign-in logged out on one instance is refused there at once, and on the other within the bound',
    async () => {
      const { account, password } = await createUser(local, { role: 'jobseeker' });
      const { token } = (await (
        await post(a.url, '/api/auth/login', { identifier: account.email, password })
      ).json()) as { token: string };
      expect([await me(a.url, token), await me(b.url, token)]).toEqual([200, 200]);
      expect((await post(b.url, '/api/auth/logout', {}, token)).status).toBeLessThan(300);
      expect(await me(b.url, token)).toBe(401);
      await expect.poll(() => me(a.url, token), { timeout: SESSION_MAX_AGE_MS, interval: 50 }).toBe(401);
    },
    SESSION_MAX_AGE_MS + 10_000,
  );

  it('sign-in limits count across both instances', async () => {
    const { account } = await createUser(local, { role: 'jobseeker' });
    const statuses: number[] = [];
    // Ten wrong passwords is the limit for one account from one address; alternate the instances.
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await post(i % 2 ? b.url : a.url, '/api/auth/login', { identifier: account.email, password: `wrong-${i}` }))
          .status,
      );
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
  });

  it('through nginx, a made-up X-Forwarded-For (or Forwarded, X-Real-IP) does not make a new address (issue 45)', async () => {
    const { account } = await createUser(local, { role: 'jobseeker' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${proxy.url}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${i + 1}`,
          'x-real-ip': `198.51.100.${i + 1}`,
          forwarded: `for=192.0.2.${i + 1}`,
        },
        body: JSON.stringify({ identifier: account.email, password: `wrong-${i}` }),
      });
      statuses.push(res.status);
    }
    // Every guess comes from nginx's one visitor: ten, then the pair's limit.
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
  });

  it('each queued e-mail is sent exactly once while both workers run', async () => {
    const subjects = Array.from({ length: 30 }, (_, i) => `Once ${i}`);
    for (const subject of subjects)
      await enqueueMail(local.deps.db, { to: 'office@school.test', subject, text: 'Body' });
    const until = Date.now() + 20_000;
    while (catcher.messages.filter((m) => m.subject.startsWith('Once ')).length < 30 && Date.now() < until)
      await new Promise((r) => setTimeout(r, 100));
    // A little longer, for a second delivery that should not come.
    await new Promise((r) => setTimeout(r, 1_000));
    const sent = catcher.messages.filter((m) => m.subject.startsWith('Once ')).map((m) => m.subject);
    expect(sent.sort()).toEqual([...subjects].sort());
    expect(await local.deps.db.$count(mailOutbox, sql`${mailOutbox.status} <> 'sent'`)).toBe(0);
  });

  it('a fee-collection storm through nginx keeps receipt numbers gapless and unique', async () => {
    const school = await createInstitute(local);
    const { student, instalment } = await createStudentWithFees(local, school.code, 100_000);
    const collect = (i: number) =>
      fetch(`${proxy.url}${feesApi.collect.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...school.staff.headers },
        body: JSON.stringify({
          studentId: student.id,
          idempotencyKey: `storm-key-${i}`,
          paidOn: indianToday(new Date()),
          mode: 'cash',
          allocations: [{ instalmentId: instalment.id, amount: 10 }],
        }),
      });
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => collect(i)));
    expect(answers.map((r) => r.status)).toEqual(Array<number>(60).fill(201));
    const numbers = (await Promise.all(answers.map((r) => r.json() as Promise<Receipt>)))
      .map((r) => r.number)
      .sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 60 }, (_, i) => numbers[0]! + i));
  });

  // Last: it stops one of the two.
  it('an instance stopped with SIGTERM exits cleanly while nginx keeps answering from the other', async () => {
    const stopping = b.stop();
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) answers.push((await fetch(`${proxy.url}/readyz`)).status);
    expect(await stopping).toBe(0);
    expect(answers).toEqual(Array<number>(20).fill(200));
  });
});
