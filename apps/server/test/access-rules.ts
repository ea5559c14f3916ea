import type { Access } from '../src/plugins/access.ts';

/**
 * Who may call each API route. The access-matrix test fails when a route is missing here,
 * when a row names a route that no longer exists, and when the server disagrees.
 * A new route adds its row; a new domain adds its block.
 */
export const ACCESS_RULES: Record<string, Access> = {
  // policies
  'GET /docs/terms.txt': 'public',
  'GET /docs/privacy.txt': 'public',
  'GET /docs/guidelines.txt': 'public',
  'GET /api/docs': 'public',
  // auth
  'POST /api/auth/login': 'public',
  'POST /api/auth/superuser/login': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'PUT /api/auth/change-password/:userId': 'signedIn',
  'GET /api/auth/me': 'signedIn',
  'POST /api/auth/logout': 'signedIn',
  // notifications
  'GET /api/notifications': 'signedIn',
  'PATCH /api/notifications/:id/read': 'signedIn',
  // accounts
  'GET /api/admin/summary': ['superAdmin'],
  'GET /api/admin/pending-registrations': ['superAdmin'],
  'GET /api/admin/approved-registrations': ['superAdmin'],
  'GET /api/admin/rejected-registrations': ['superAdmin'],
  'GET /api/admin/active-users': ['superAdmin'],
  'GET /api/admin/suspended-users': ['superAdmin'],
  'GET /api/admin/accounts/:userId/history': ['superAdmin'],
  'GET /api/admin/accounts/:userId/code-claims': ['superAdmin'],
  'PATCH /api/admin/approve-user/:userId': ['superAdmin'],
  'PATCH /api/admin/reject/:userId': ['superAdmin'],
  'PATCH /api/admin/revoke/:userId': ['superAdmin'],
  'PATCH /api/admin/reopen/:userId': ['superAdmin'],
  'PATCH /api/admin/suspend/:userId': ['superAdmin'],
  'PATCH /api/admin/unsuspend/:userId': ['superAdmin'],
  // status
  'GET /api/status': ['superAdmin'],
  // profiles
  'GET /api/superadmin-profile/:userId': ['superAdmin'],
  'PUT /api/superadmin-profile/:userId': ['superAdmin'],
};
