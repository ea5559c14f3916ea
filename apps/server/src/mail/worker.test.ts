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
    const worker = createMailWorker({ db: app.deps.db, smtpUrl: catcher.url, from: 'portal@test', pollMs: 60_000, log: silent });
    try {
      await enqueueMail(app.deps.db, { to: 'head@school.test', subject: 'Hello', text: 'A line\nand a long line '.repeat(10) });
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

  it('keeps mail queued with a later retry when the server is unreachable', async () => {
    await app.deps.db.delete(mailOutbox);
    const worker = createMailWorker({ db: app.deps.db, smtpUrl: 'smtp://127.0.0.1:9', from: 'portal@test', pollMs: 60_000, log: silent });
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

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 3_600_000]);
  });
});
