import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../columns.ts';
import { users } from './accounts.ts';
import { jobs } from './jobs.ts';

/**
 * Jobs a job seeker saved: her own data (read by `user_id`), not the institute's, so not an institute
 * table. One row per seeker and job. A removed job keeps its row (jobs are soft-deleted) so her list says so.
 */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_jobs_user_job_key').on(t.userId, t.jobId),
    index('saved_jobs_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * A job seeker's alert: Browse Jobs' filters (the parsed search, as JSON) and how far it has looked.
 * The daily task sends jobs posted after `checkedAt`, then moves it on. `token` is the unsubscribe
 * link's secret (random, never shown in the app), so the link works without signing in.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    criteria: jsonb('criteria').$type<Record<string, string | number | boolean>>().notNull(),
    token: text('token').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    /** The Indian day of the last e-mail of this alert's owner that included it: one a day at most. */
    mailedDay: text('mailed_day'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('job_alerts_token_key').on(t.token),
    index('job_alerts_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);
