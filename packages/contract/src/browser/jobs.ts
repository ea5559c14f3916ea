// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const jobsApi = clientEndpoints<typeof contract.jobsApi>({
  search: { method: 'GET', path: '/api/jobs', access: 'signedIn', paged: true },
  suggestion: { method: 'GET', path: '/api/jobs/suggestion', access: 'signedIn' },
  create: { method: 'POST', path: '/api/jobs', access: ['instituteAdmin'] },
  postedBy: { method: 'GET', path: '/api/jobs/jobsPostedBy/:userId', access: ['instituteAdmin', 'instituteUser'], paged: true },
  get: { method: 'GET', path: '/api/jobs/:id', access: 'signedIn' },
  shared: { method: 'GET', path: '/api/public/jobs/:id', access: 'public' },
  update: { method: 'PUT', path: '/api/jobs/:jobId', access: ['instituteAdmin', 'instituteUser'] },
  remove: { method: 'DELETE', path: '/api/jobs/:jobId', access: ['instituteAdmin', 'instituteUser'] },
});
