import type { AccountAction } from './schemas.ts';

/** What a super admin is told after each decision: the spec's words where it gives them. */
export const ACCOUNT_ACTION_MESSAGES: Record<AccountAction, { ok: string; failed: string }> = {
  approve: { ok: 'User approved successfully!', failed: 'Failed to approve user' },
  reject: { ok: 'User rejected successfully!', failed: 'Failed to reject user' },
  revoke: { ok: 'User revoked successfully!', failed: 'Failed to revoke user' },
  reopen: { ok: 'User reopened successfully!', failed: 'Failed to reopen user' },
  suspend: { ok: 'User suspended successfully!', failed: 'Failed to suspend user' },
  unsuspend: { ok: 'User unsuspended successfully!', failed: 'Failed to unsuspend user' },
};

/** Errors of the admin lists, as the spec words them, and their empty states. */
export const ACCOUNT_LIST_MESSAGES = {
  pendingRegistrations: { empty: 'No pending registrations.', failed: 'Failed to fetch pending registrations' },
  approvedRegistrations: { empty: 'No approved users found.', failed: 'Failed to fetch approved users' },
  rejectedRegistrations: { empty: 'No rejected users found.', failed: 'Failed to fetch rejected users' },
  activeUsers: { empty: 'No active users found.', failed: 'Failed to load active users' },
  suspendedUsers: { empty: 'No suspended users found.', failed: 'Failed to load suspended users' },
} as const;

/** What the server answers about accounts themselves. */
export const ACCOUNT_MESSAGES = {
  notFound: 'No such account.',
  superAdminUnchangeable: 'Super administrator accounts cannot be changed here.',
  emailTaken: 'An account with this email already exists.',
  emailOrUserIdTaken: 'An account with this email or user ID already exists.',
  codeTaken: 'This institute code is already registered.',
  codeClaimedSince: 'Another registration now holds this institute code; reject or resolve it first.',
} as const;
