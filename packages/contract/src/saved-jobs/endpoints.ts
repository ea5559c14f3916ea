import { z } from 'zod';
import { endpoints } from '../http/endpoint.ts';
import { JobAnyIdParamSchema } from '../jobs/schemas.ts';
import { SavedJobAnswerSchema, SavedJobSchema, SavedJobsQuerySchema } from './schemas.ts';

const jobseeker = ['jobseeker'] as const;

/** Saved jobs: a job seeker keeps jobs to come back to; only she sees her list. */
export const savedJobsApi = endpoints('saved-jobs', {
  list: {
    method: 'GET',
    path: '/api/saved-jobs',
    access: jobseeker,
    summary: "The caller's saved jobs, newest saved first; closed and removed jobs stay, marked",
    query: SavedJobsQuerySchema,
    answer: z.array(SavedJobSchema),
    paged: true,
    errors: [400, 401, 403],
  },
  save: {
    method: 'PUT',
    path: '/api/saved-jobs/:id',
    access: jobseeker,
    summary: 'Save a live job (by `_id` or job ID); saving it again changes nothing',
    params: JobAnyIdParamSchema,
    answer: SavedJobAnswerSchema,
    errors: [400, 401, 403, 404],
  },
  unsave: {
    method: 'DELETE',
    path: '/api/saved-jobs/:id',
    access: jobseeker,
    summary: "Remove a job from the caller's saved jobs (by `_id` or job ID), even a removed job",
    params: JobAnyIdParamSchema,
    answer: SavedJobAnswerSchema,
    errors: [400, 401, 403, 404],
  },
});
