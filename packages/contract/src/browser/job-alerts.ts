// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const jobAlertsApi = clientEndpoints<typeof contract.jobAlertsApi>({
  list: { method: 'GET', path: '/api/job-alerts', access: ['jobseeker'], paged: true },
  create: { method: 'POST', path: '/api/job-alerts', access: ['jobseeker'] },
  remove: { method: 'DELETE', path: '/api/job-alerts/:id', access: ['jobseeker'] },
  unsubscribeInfo: { method: 'GET', path: '/api/public/job-alerts/unsubscribe/:token', access: 'public' },
  unsubscribe: { method: 'POST', path: '/api/public/job-alerts/unsubscribe/:token', access: 'public' },
});
