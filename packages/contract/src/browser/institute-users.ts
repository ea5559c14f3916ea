// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const instituteUsersApi = clientEndpoints<typeof contract.instituteUsersApi>({
  add: { method: 'POST', path: '/api/instituteAdmin/user', access: ['instituteAdmin'] },
  list: { method: 'GET', path: '/instituteAdmin/users/:instituteCode', access: ['instituteAdmin'], paged: true },
  approve: { method: 'PATCH', path: '/instituteAdmin/user/approve/:userId', access: ['instituteAdmin'] },
  suspend: { method: 'PATCH', path: '/instituteAdmin/user/suspend/:userId', access: ['instituteAdmin'] },
});
