import { index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
  (t) => [uniqueIndex('saved_jobs_user_job_key').on(t.userId, t.jobId), index('saved_jobs_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst())],
);
