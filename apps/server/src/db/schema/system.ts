import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../columns.ts';

/** Values generated once and shared by every instance (the token signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Counters of the rate limiter, shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

/** A file sent with a mail: text content as it is (a calendar's .ics), `method` for a calendar's iTIP method. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

/** Transactional outbox: mail is written with the change that causes it and sent by the worker. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The same mail as HTML with a button into the portal (mail/layout.ts); null for a text-only mail. */
    html: text('html'),
    /** Extra headers (List-Unsubscribe of an alert e-mail); null for most mail. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Where the recipient's "Reply" goes when it is not the portal (an enquiry: the asking school). */
    replyTo: text('reply_to'),
    /** Files sent with it (an interview's calendar invitation); null for most mail. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    status: text('status').$type<(typeof MAIL_STATUSES)[number]>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claimed the row owns it until then; a crashed worker's claim lapses. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * One row per daily task and Indian day (ops/daily.ts): the instance that inserts it runs the task, so
 * two instances never both do. `finishedAt` stays null while it runs; a claim left by a crashed
 * instance lapses after a while, and a failed run's row is removed so the next tick retries it.
 */
export const dailyRuns = pgTable(
  'daily_runs',
  {
    task: text('task').notNull(),
    /** The date in India (YYYY-MM-DD) the run is for. */
    day: text('day').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.task, t.day] })],
);
