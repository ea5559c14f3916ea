// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const jobseekersApi = clientEndpoints<typeof contract.jobseekersApi>({
  list: { method: 'GET', path: '/api/jobseekers', access: ['instituteAdmin'], paged: true },
  suggestion: { method: 'GET', path: '/api/jobseekers/suggestion', access: ['instituteAdmin'] },
});
