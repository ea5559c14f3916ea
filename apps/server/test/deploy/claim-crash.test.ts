import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { guardianFeesApi, fillPath } from '@school-portal/contract';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { feeReceipts, upiClaims } from '../../src/db/schema/index.ts';
import { createFamilyWithFees, createInstitute, createInstituteUser } from '../factories.ts';
import { createDatabase, dropDatabase } from '../postgres.ts';
import { startInstance, type Instance } from './cluster.ts';

/**
 * kill -9 in the middle of confirming a UPI claim (issue 45: the claim was left "confirmed" with no receipt,
 * or a receipt not linked to it). A real server process on PostgreSQL; the test holds the lock the
 * collection takes on the student, so the confirmation is caught half way, then the process is killed.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const PORT = 3121;
const JWT_SECRET = randomBytes(32).toString('hex');
const name = `portal_crash_${randomBytes(4).toString('hex')}`;

let server: Instance & { ready: Promise<void> };
let database: Database;
let holder: Database;
let local: App;
let url: string;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe.skipIf(!serverUrl)('a confirmation cut by kill -9', () => {
  beforeAll(async () => {
    url = await createDatabase(serverUrl!, name);
    // The instance migrates the empty database.
    server = startInstance(PORT, { DATABASE_URL: url, JWT_SECRET, RATE_LIMIT_MULTIPLIER: '1000' });
    await server.ready;
    database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    holder = await openDatabase({ databaseUrl: url, poolSize: 1 });
    local = await buildApp(
      loadConfig({ DATABASE_URL: url, JWT_SECRET, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
      { database, logger: false, mailWorker: false },
    );
    await local.ready();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await local?.close();
    await holder?.close();
    await dropDatabase(serverUrl!, name);
  }, 60_000);

  it('leaves the claim waiting with no receipt, and it is confirmed once afterwards', async () => {
    const school = await createInstitute(local);
    const family = await createFamilyWithFees(local, school.code);
    const clerk = await createInstituteUser(local, school.code);
    const sent = await local.inject({
      method: 'POST',
      url: `/api/public/fee-pages/${family.token}/claims`,
      payload: { amount: 2000, utr: String(400_000_000_000 + Math.floor(Math.random() * 1e9)) },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const claimId = sent.json<{ _id: string }>()._id;
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: clerk.account.email, password: clerk.password }),
    });
    const { token } = (await login.json()) as { token: string };

    // The student's lock, as a second clerk collecting at the counter holds it.
    await holder.db.execute(sql`select pg_advisory_lock(hashtextextended(${family.student.id}, 0))`);
    const confirming = fetch(`${server.url}${fillPath(guardianFeesApi.confirmClaim.path, { claimId })}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => null);
    // Until the server's confirmation waits for that lock, half done.
    for (let i = 0; ; i++) {
      const waiting = rowsOf(
        await holder.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event = 'advisory'`,
        ),
      );
      if (Number(waiting[0]!.n) > 0) break;
      if (i > 300) throw new Error('the confirmation never reached the collection');
      await new Promise((r) => setTimeout(r, 100));
    }
    server.process.kill('SIGKILL');
    await server.stop();
    await confirming;
    await holder.db.execute(sql`select pg_advisory_unlock(hashtextextended(${family.student.id}, 0))`);

    const [claim] = await database.db.select().from(upiClaims).where(eq(upiClaims.id, claimId));
    const receipts = await database.db
      .select()
      .from(feeReceipts)
      .where(eq(feeReceipts.idempotencyKey, `upi-claim:${claimId}`));
    expect([claim!.status, claim!.receiptId, receipts.length]).toEqual(['pending', null, 0]);

    // The office confirms it again: one receipt, linked.
    const again = await local.inject({
      method: 'POST',
      url: fillPath(guardianFeesApi.confirmClaim.path, { claimId }),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode, again.body).toBe(200);
    const [after] = await database.db.select().from(upiClaims).where(eq(upiClaims.id, claimId));
    expect([after!.status, after!.receiptId]).toEqual(['confirmed', again.json<{ _id: string }>()._id]);
  }, 180_000);
});
