import { applicationsApi, jobsApi, savedJobsApi } from '@school-portal/contract';

/**
 * Every view that shows jobs: Browse Jobs, a job, the school's posted jobs and their applicants, the
 * teacher's applied and saved jobs, and the counts on both dashboards. Posting, editing or deleting a
 * job, applying, withdrawing, saving or moving an applicant can change any of them.
 */
export const JOB_VIEWS = [...Object.values(jobsApi), ...Object.values(applicationsApi), savedJobsApi.list];
