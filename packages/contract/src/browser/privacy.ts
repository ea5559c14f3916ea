// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const privacyApi = clientEndpoints<typeof contract.privacyApi>({
  myData: { method: 'GET', path: '/api/privacy/my-data', access: ['jobseeker'] },
  deleteAccount: { method: 'POST', path: '/api/privacy/delete-account', access: ['jobseeker'] },
  closeInstitute: { method: 'POST', path: '/api/privacy/close-institute', access: ['instituteAdmin'] },
  requests: { method: 'GET', path: '/api/privacy/requests', access: ['superAdmin'], paged: true },
});
