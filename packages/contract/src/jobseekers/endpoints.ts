import { z } from 'zod';
import { SuggestionSchema } from '../common.ts';
import { endpoints } from '../http/endpoint.ts';
import { JobseekerCardSchema, JobseekerSearchQuerySchema } from './schemas.ts';

/** Find Employee: job seekers whose Looking for Job switch is on. */
export const jobseekersApi = endpoints('jobseekers', {
  list: {
    method: 'GET',
    path: '/api/jobseekers',
    access: ['instituteAdmin'],
    summary:
      "Job seekers looking for a job, most recently updated first (`after=<_id of the last seeker shown>` pages by keyset), or ranked by fit to one of the institute's jobs (`forJob`)",
    query: JobseekerSearchQuerySchema,
    answer: z.array(JobseekerCardSchema),
    paged: true,
    errors: [400, 401, 403, 404],
  },
  suggestion: {
    method: 'GET',
    path: '/api/jobseekers/suggestion',
    access: ['instituteAdmin'],
    summary:
      'For a search that found nobody: the keyword with its misspelt words put right ("matsh" → "maths"), when that finds job seekers with the same filters',
    query: JobseekerSearchQuerySchema,
    answer: SuggestionSchema,
    errors: [400, 401, 403, 404],
  },
});
