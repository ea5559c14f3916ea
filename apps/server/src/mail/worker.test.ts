import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { createTestApp, outbox } from '../../test/harness.ts';
import { startMailCatcher } from '../../test/mail-catcher.ts';
import { createMailWorker, retryDelayMs } from './worker.ts';
import { enqueueMail } from './outbox.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const silent = { warn() {}, error() {} } as never;

describe('mail delivery', () => {
  it('delivers queued mail once and marks it sent', async () => {
    const catcher = await startMailCatcher();
    const worker = createMailWorker({
      db: app.deps.db,
      smtpUrl: catcher.url,
      from: 'portal@test',
      pollMs: 60_000,
      log: silent,
    });
    try {
      await enqueueMail(app.deps.db, {
        to: 'head@school.test',
        subject: 'Hello',
        text: 'A line\nand a long line '.repeat(10),
      });
      expect(await worker.runOnce()).toBe(1);
      expect(await worker.runOnce()).toBe(0);
      expect(catcher.messages).toHaveLength(1);
      expect(catcher.messages[0]).toMatchObject({ to: ['head@school.test'], subject: 'Hello' });
      expect(catcher.messages[0]!.text).toContain('and a long line');
      const [row] = await outbox(app, 'head@school.test');
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    } finally {
      await worker.stop();
      await catcher.close();
    }
  });

  it('stopping (a shutdown) finishes the message being sent and hands the rest of its batch back', async () => {
    await app.deps.db.delete(mailOutbox);
    let stopping: Promise<void> | undefined;
    // Stops while the first message is being accepted by the SMTP server.
    const catcher = await startMailCatcher(() => {
      stopping ??= worker.stop();
    });
    const worker = createMailWorker({
      db: app.deps.db,
      smtpUrl: catcher.url,
      from: 'portal@test',
      pollMs: 60_000,
      log: silent,
    });
    try {
      for (const n of [1, 2, 3])
        await enqueueMail(app.deps.db, { to: `n${n}@school.test`, subject: `Mail ${n}`, text: 'Body' });
      await worker.runOnce();
      await stopping;
      expect(catcher.messages).toHaveLength(1);
      const rows = await outbox(app);
      expect(rows.map((r) => r.status).sort()).toEqual(['queued', 'queued', 'sent']);
      // Handed back unlocked: another instance's worker may send them now, not after the claim expires.
      expect(rows.filter((r) => r.status === 'queued').every((r) => r.lockedUntil === null)).toBe(true);
    } finally {
      await catcher.close();
    }
  });

  it('keeps mail queued with a later retry when the server is unreachable', async () => {
    await app.deps.db.delete(mailOutbox);
    const worker = createMailWorker({
      db: app.deps.db,
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'portal@test',
      pollMs: 60_000,
      log: silent,
    });
    try {
      await enqueueMail(app.deps.db, { to: 'office@school.test', subject: 'Retry me', text: 'Body' });
      await worker.runOnce();
      const [row] = await outbox(app);
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row!.lastError).toBeTruthy();
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
      // Not due yet: a second run leaves it alone.
      expect(await worker.runOnce()).toBe(0);
      expect(worker.state.lastError).toBeTruthy();
    } finally {
      await worker.stop();
    }
  });

  it('removes sent mail after 30 days and keeps the rest', async () => {
    await app.deps.db.delete(mailOutbox);
    const day = 86_400_000;
    await app.deps.db.insert(mailOutbox).values([
      { to: 'old@school.test', subject: 'Old', text: 'x', status: 'sent', sentAt: new Date(Date.now() - 31 * day) },
      {
        to: 'recent@school.test',
        subject: 'Recent',
        text: 'x',
        status: 'sent',
        sentAt: new Date(Date.now() - 2 * day),
      },
      {
        to: 'failed@school.test',
        subject: 'Failed',
        text: 'x',
        status: 'failed',
        createdAt: new Date(Date.now() - 90 * day),
      },
    ]);
    const worker = createMailWorker({
      db: app.deps.db,
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'portal@test',
      pollMs: 60_000,
      log: silent,
    });
    try {
      await worker.runOnce();
      expect((await outbox(app)).map((r) => r.to).sort()).toEqual(['failed@school.test', 'recent@school.test']);
    } finally {
      await worker.stop();
    }
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 3_600_000]);
  });
});
