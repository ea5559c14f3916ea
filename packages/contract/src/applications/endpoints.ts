import { z } from 'zod';
import { MessageSchema } from '../common.ts';
import { endpoints } from '../http/endpoint.ts';
import { JobAnyIdParamSchema, JobIdParamSchema } from '../jobs/schemas.ts';
import {
  ApplicantAnswerSchema,
  ApplicantSchema,
  ApplicantsQuerySchema,
  ApplicationAnswerSchema,
  ApplicationParamsSchema,
  ApplyBodySchema,
  AppliedJobSchema,
  AppliedJobsQuerySchema,
  InstituteHiringSchema,
  SeekerSummarySchema,
  StageChangeSchema,
} from './schemas.ts';

const jobseeker = ['jobseeker'] as const;
const staff = ['instituteAdmin', 'instituteUser'] as const;

const apply = (path: string) =>
  ({
    method: 'POST',
    path,
    access: jobseeker,
    summary: 'Apply to an open job, once',
    params: JobAnyIdParamSchema,
    body: ApplyBodySchema,
    status: 201,
    answer: ApplicationAnswerSchema,
    errors: [400, 401, 403, 404, 409],
  }) as const;

/** Applications: a job seeker applies and withdraws; the school moves each applicant through its stages. */
export const applicationsApi = endpoints('applications', {
  apply: apply('/api/jobs/:id/apply'),
  applyAlias: apply('/api/jobs/apply/:id'),
  appliedJobs: {
    method: 'GET',
    path: '/api/applications/applied-jobs',
    access: jobseeker,
    summary: "The caller's applications, newest first, with their stage",
    query: AppliedJobsQuerySchema,
    answer: z.array(AppliedJobSchema),
    paged: true,
    errors: [400, 401, 403],
  },
  withdraw: {
    method: 'DELETE',
    path: '/api/applications/withdraw/:jobId',
    access: jobseeker,
    summary: "Withdraw the caller's application to a job (by the job's `_id` or job ID)",
    params: JobIdParamSchema,
    answer: MessageSchema,
    errors: [400, 401, 403, 404],
  },
  summary: {
    method: 'GET',
    path: '/api/applications/summary',
    access: jobseeker,
    summary: 'The job seeker dashboard: applications by stage and the newest open jobs matching the profile',
    answer: SeekerSummarySchema,
    errors: [401, 403],
  },
  applicants: {
    method: 'GET',
    path: '/api/jobs/:jobId/applicants',
    access: staff,
    summary: "Applicants to one of the institute's jobs, newest first",
    params: JobIdParamSchema,
    query: ApplicantsQuerySchema,
    answer: z.array(ApplicantSchema),
    paged: true,
    errors: [400, 401, 403, 404],
  },
  moveApplicant: {
    method: 'PATCH',
    path: '/api/jobs/:jobId/applicants/:applicationId',
    access: staff,
    summary: 'Move an applicant to another stage, with an optional note; the job seeker is told',
    params: ApplicationParamsSchema,
    body: StageChangeSchema,
    answer: ApplicantAnswerSchema,
    errors: [400, 401, 403, 404],
  },
  hiring: {
    method: 'GET',
    path: '/api/applications/institute-summary',
    access: ['instituteAdmin'],
    summary: 'The institute dashboard: open jobs and the newest applicants',
    answer: InstituteHiringSchema,
    errors: [401, 403],
  },
});
