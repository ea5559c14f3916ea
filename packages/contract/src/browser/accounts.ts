// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const ACCOUNT_ACTION_ENDPOINTS = clientEndpoints<typeof contract.ACCOUNT_ACTION_ENDPOINTS>({
  approve: { method: 'PATCH', path: '/api/admin/approve-user/:userId', access: ['superAdmin'] },
  reject: { method: 'PATCH', path: '/api/admin/reject/:userId', access: ['superAdmin'] },
  revoke: { method: 'PATCH', path: '/api/admin/revoke/:userId', access: ['superAdmin'] },
  reopen: { method: 'PATCH', path: '/api/admin/reopen/:userId', access: ['superAdmin'] },
  suspend: { method: 'PATCH', path: '/api/admin/suspend/:userId', access: ['superAdmin'] },
  unsuspend: { method: 'PATCH', path: '/api/admin/unsuspend/:userId', access: ['superAdmin'] },
});

export const accountsApi = clientEndpoints<typeof contract.accountsApi>({
  summary: { method: 'GET', path: '/api/admin/summary', access: ['superAdmin'] },
  pendingRegistrations: { method: 'GET', path: '/api/admin/pending-registrations', access: ['superAdmin'], paged: true },
  approvedRegistrations: { method: 'GET', path: '/api/admin/approved-registrations', access: ['superAdmin'], paged: true },
  rejectedRegistrations: { method: 'GET', path: '/api/admin/rejected-registrations', access: ['superAdmin'], paged: true },
  activeUsers: { method: 'GET', path: '/api/admin/active-users', access: ['superAdmin'], paged: true },
  suspendedUsers: { method: 'GET', path: '/api/admin/suspended-users', access: ['superAdmin'], paged: true },
  history: { method: 'GET', path: '/api/admin/accounts/:userId/history', access: ['superAdmin'] },
  codeClaims: { method: 'GET', path: '/api/admin/accounts/:userId/code-claims', access: ['superAdmin'] },
  approveUser: { method: 'PATCH', path: '/api/admin/approve-user/:userId', access: ['superAdmin'] },
  reject: { method: 'PATCH', path: '/api/admin/reject/:userId', access: ['superAdmin'] },
  revoke: { method: 'PATCH', path: '/api/admin/revoke/:userId', access: ['superAdmin'] },
  reopen: { method: 'PATCH', path: '/api/admin/reopen/:userId', access: ['superAdmin'] },
  suspend: { method: 'PATCH', path: '/api/admin/suspend/:userId', access: ['superAdmin'] },
  unsuspend: { method: 'PATCH', path: '/api/admin/unsuspend/:userId', access: ['superAdmin'] },
});
