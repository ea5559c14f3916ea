// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const savedJobsApi = clientEndpoints<typeof contract.savedJobsApi>({
  list: { method: 'GET', path: '/api/saved-jobs', access: ['jobseeker'], paged: true },
  save: { method: 'PUT', path: '/api/saved-jobs/:id', access: ['jobseeker'] },
  unsave: { method: 'DELETE', path: '/api/saved-jobs/:id', access: ['jobseeker'] },
});
