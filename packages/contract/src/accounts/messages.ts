import type { AccountAction, AccountEventAction } from './schemas.ts';

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
  appealedOnce: 'This decision was appealed already; an appeal can be made once.',
  codeClaimedSince: 'Another registration now holds this institute code; reject or resolve it first.',
} as const;

/** The notification each decision leaves the account holder; a reason given is appended. */
export const ACCOUNT_NOTICES: Record<AccountEventAction, string> = {
  approve: 'Your account has been approved. Welcome to School Portal!',
  reject: 'Your registration was not approved.',
  revoke: 'Your account approval was revoked and is awaiting review again.',
  reopen: 'Your registration has been reopened for review.',
  suspend: 'Your account has been suspended.',
  unsuspend: 'Your account has been reactivated.',
  appeal: 'Your appeal was received; your registration is being reviewed again.',
};
