import { z } from 'zod';
import { IsoDateSchema, PageQuerySchema } from '../common.ts';
import { JobSchema } from '../jobs/schemas.ts';

/**
 * A job the seeker saved, newest saved first. The job stays in the list when it closes (`job.closed`)
 * or the institute removes it (`removed`), so she learns what became of it instead of it vanishing.
 */
export const SavedJobSchema = z.object({
  _id: z.string(),
  savedAt: IsoDateSchema,
  removed: z.boolean(),
  job: JobSchema,
});
export type SavedJob = z.infer<typeof SavedJobSchema>;

export const SavedJobsQuerySchema = PageQuerySchema;

export const SavedJobAnswerSchema = z.object({ message: z.string(), saved: z.boolean() });
