import { applicationsApi, jobsApi, savedJobsApi } from '@school-portal/contract';
import { endpointCall } from '../../../lib/endpoint-query';

/**
 * Every view that shows jobs: Browse Jobs, a job, the school's posted jobs and their applicants, the
 * teacher's applied and saved jobs, and the counts on both dashboards. Posting, editing or deleting a
 * job, applying, withdrawing, saving or moving an applicant can change any of them.
 */
export const JOB_VIEWS = [...Object.values(jobsApi), ...Object.values(applicationsApi), savedJobsApi.list];

/** A job's page: its screen asks it first (app/first-calls.ts). */
export const jobCall = (id: string) => endpointCall(jobsApi.get, { params: { id } });
