import { applicationsApi } from '@school-portal/contract';
import { endpointCall } from '../../../lib/endpoint-query';

export const PAGE_SIZE = 20;

/** A page of the teacher's applications (Your Applied Jobs); the first is asked first (app/first-calls.ts). */
export const appliedJobsCall = (page: number) =>
  endpointCall(applicationsApi.appliedJobs, { query: { page, limit: PAGE_SIZE } });
