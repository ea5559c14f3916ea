import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

const BATCH = 10;
const MAX_ATTEMPTS = 8;
const CLAIM_MS = 2 * 60_000;
/** Sent mail is kept a month for questions ("did the approval e-mail go out?"), then removed. */
const KEEP_SENT_DAYS = 30;
const PRUNE_EVERY_MS = 60 * 60_000;

export interface MailWorkerState {
  running: boolean;
  lastRunAt: Date | null;
  lastError: string | null;
}

export interface MailWorker {
  state: MailWorkerState;
  /** Delivers what is due now; used by the timer and by tests. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** Backoff after the n-th failed attempt: 1, 2, 4 ... minutes, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));

export function createMailWorker(opts: {
  db: Db;
  smtpUrl: string;
  from: string;
  pollMs: number;
  log: FastifyBaseLogger;
}): MailWorker {
  const transport = nodemailer.createTransport(opts.smtpUrl);
  const state: MailWorkerState = { running: true, lastRunAt: null, lastError: null };
  let inFlight: Promise<number> | null = null;
  let prunedAt = 0;

  async function pruneSent() {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await opts.db
      .delete(mailOutbox)
      .where(
        and(eq(mailOutbox.status, 'sent'), lte(mailOutbox.sentAt, sql`now() - ${`${KEEP_SENT_DAYS} days`}::interval`)),
      );
  }

  async function claimDue() {
    // The database's clock, not this process's: rows are stamped by it, to the microsecond.
    const now = sql`now()`;
    // A short statement, not a long transaction: PGlite has one connection, and SMTP can be slow.
    const due = opts.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'queued'),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return opts.db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() + ${`${CLAIM_MS} milliseconds`}::interval` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function release(ids: string[]) {
    await opts.db.update(mailOutbox).set({ lockedUntil: null }).where(inArray(mailOutbox.id, ids));
  }

  async function deliver(): Promise<number> {
    await pruneSent();
    const rows = await claimDue();
    let failed = false;
    for (const [i, row] of rows.entries()) {
      // Stopping (a shutdown): the message being sent finishes, the rest of the batch goes back to the queue at once.
      if (!state.running) {
        await release(rows.slice(i).map((r) => r.id));
        break;
      }
      try {
        await transport.sendMail({
          from: opts.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          ...(row.headers ? { headers: row.headers } : {}),
          ...(row.replyTo ? { replyTo: row.replyTo } : {}),
          ...(row.attachments?.length ? { attachments: row.attachments } : {}),
        });
        await opts.db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, lockedUntil: null, lastError: null })
          .where(eq(mailOutbox.id, row.id));
      } catch (err) {
        failed = true;
        const attempts = row.attempts + 1;
        const message = err instanceof Error ? err.message : String(err);
        state.lastError = message;
        opts.log.warn({ mailId: row.id, attempts, err: message }, 'mail delivery failed');
        await opts.db
          .update(mailOutbox)
          .set({
            attempts,
            lastError: message,
            lockedUntil: null,
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
            nextAttemptAt: sql`now() + ${`${retryDelayMs(attempts)} milliseconds`}::interval`,
          })
          .where(eq(mailOutbox.id, row.id));
      }
    }
    state.lastRunAt = new Date();
    // A run that delivered what it took clears the last error; the outbox keeps each mail's own.
    if (rows.length > 0 && !failed) state.lastError = null;
    return rows.length;
  }

  function runOnce() {
    inFlight ??= deliver().finally(() => (inFlight = null));
    return inFlight;
  }

  const timer = setInterval(() => {
    runOnce().catch((err: unknown) => {
      state.lastError = err instanceof Error ? err.message : String(err);
      opts.log.error({ err }, 'mail worker run failed');
    });
  }, opts.pollMs);
  timer.unref();

  return {
    state,
    runOnce,
    async stop() {
      clearInterval(timer);
      state.running = false;
      await inFlight?.catch(() => undefined);
      transport.close();
    },
  };
}
