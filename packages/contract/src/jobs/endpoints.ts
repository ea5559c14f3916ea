import { z } from 'zod';
import { MessageSchema, SuggestionSchema, UserIdParamSchema } from '../common.ts';
import { endpoints } from '../http/endpoint.ts';
import {
  JobAnswerSchema,
  JobAnyIdParamSchema,
  JobIdParamSchema,
  JobInputSchema,
  JobSchema,
  JobSearchQuerySchema,
  JobUpdateSchema,
  PostedJobsQuerySchema,
  PublicJobSchema,
} from './schemas.ts';

const staff = ['instituteAdmin', 'instituteUser'] as const;

/** Jobs: the school posts and manages them; everyone signed in searches and reads them. */
export const jobsApi = endpoints('jobs', {
  search: {
    method: 'GET',
    path: '/api/jobs',
    access: 'signedIn',
    summary:
      'Open jobs (not expired, not deleted), newest first, filtered; `after=<_id of the last job shown>` pages by keyset',
    query: JobSearchQuerySchema,
    answer: z.array(JobSchema),
    paged: true,
    errors: [400, 401],
  },
  suggestion: {
    method: 'GET',
    path: '/api/jobs/suggestion',
    access: 'signedIn',
    summary:
      'For a search that found nothing: the keyword with its misspelt words put right ("matsh" → "maths"), when that finds open jobs with the same filters',
    query: JobSearchQuerySchema,
    answer: SuggestionSchema,
    errors: [400, 401],
  },
  create: {
    method: 'POST',
    path: '/api/jobs',
    access: ['instituteAdmin'],
    summary: "Post a job; the institute's name and place come from its profile",
    body: JobInputSchema,
    status: 201,
    answer: JobAnswerSchema,
    errors: [400, 401, 403, 409],
  },
  postedBy: {
    method: 'GET',
    path: '/api/jobs/jobsPostedBy/:userId',
    access: staff,
    summary: "The caller's institute's jobs, newest first, each with its applicant count",
    params: UserIdParamSchema,
    query: PostedJobsQuerySchema,
    answer: z.array(JobSchema),
    paged: true,
    errors: [400, 401, 403],
  },
  get: {
    method: 'GET',
    path: '/api/jobs/:id',
    access: 'signedIn',
    summary: 'One job by `_id` or job ID',
    params: JobAnyIdParamSchema,
    answer: JobSchema,
    errors: [400, 401, 404],
  },
  shared: {
    method: 'GET',
    path: '/api/public/jobs/:id',
    // A shared link is opened by people who are not signed in; contact details stay out.
    access: 'public',
    summary: 'A job as a shared link shows it to a visitor',
    params: JobAnyIdParamSchema,
    answer: PublicJobSchema,
    errors: [400, 404],
  },
  update: {
    method: 'PUT',
    path: '/api/jobs/:jobId',
    access: staff,
    summary: "Change one of the institute's jobs (all fields, skills as a list, `expiryDate` for the last date)",
    params: JobIdParamSchema,
    body: JobUpdateSchema,
    answer: JobAnswerSchema,
    errors: [400, 401, 403, 404],
  },
  remove: {
    method: 'DELETE',
    path: '/api/jobs/:jobId',
    access: staff,
    summary: "Delete one of the institute's jobs; its applicants are told",
    params: JobIdParamSchema,
    answer: MessageSchema,
    errors: [400, 401, 403, 404],
  },
});
