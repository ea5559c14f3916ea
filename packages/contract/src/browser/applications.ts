// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const applicationsApi = clientEndpoints<typeof contract.applicationsApi>({
  apply: { method: 'POST', path: '/api/jobs/:id/apply', access: ['jobseeker'] },
  applyAlias: { method: 'POST', path: '/api/jobs/apply/:id', access: ['jobseeker'] },
  appliedJobs: { method: 'GET', path: '/api/applications/applied-jobs', access: ['jobseeker'], paged: true },
  withdraw: { method: 'DELETE', path: '/api/applications/withdraw/:jobId', access: ['jobseeker'] },
  summary: { method: 'GET', path: '/api/applications/summary', access: ['jobseeker'] },
  applicants: { method: 'GET', path: '/api/jobs/:jobId/applicants', access: ['instituteAdmin', 'instituteUser'], paged: true },
  moveApplicant: { method: 'PATCH', path: '/api/jobs/:jobId/applicants/:applicationId', access: ['instituteAdmin', 'instituteUser'] },
  hiring: { method: 'GET', path: '/api/applications/institute-summary', access: ['instituteAdmin'] },
});
