import type { AccountAction, AccountEventAction } from './schemas.ts';

/** What a super admin is told after each decision: the spec's words where it gives them. */
export const ACCOUNT_ACTION_MESSAGES: Record<AccountAction, { ok: string; failed: string }> = {
  approve: { ok: /*i18n*/ 'User approved successfully!', failed: /*i18n*/ 'Failed to approve user' },
  reject: { ok: /*i18n*/ 'User rejected successfully!', failed: /*i18n*/ 'Failed to reject user' },
  revoke: { ok: /*i18n*/ 'User revoked successfully!', failed: /*i18n*/ 'Failed to revoke user' },
  reopen: { ok: /*i18n*/ 'User reopened successfully!', failed: /*i18n*/ 'Failed to reopen user' },
  suspend: { ok: /*i18n*/ 'User suspended successfully!', failed: /*i18n*/ 'Failed to suspend user' },
  unsuspend: { ok: /*i18n*/ 'User unsuspended successfully!', failed: /*i18n*/ 'Failed to unsuspend user' },
};

/** Errors of the admin lists, as the spec words them, and their empty states. */
export const ACCOUNT_LIST_MESSAGES = {
  pendingRegistrations: {
    empty: /*i18n*/ 'No pending registrations.',
    failed: /*i18n*/ 'Failed to fetch pending registrations',
  },
  approvedRegistrations: {
    empty: /*i18n*/ 'No approved users found.',
    failed: /*i18n*/ 'Failed to fetch approved users',
  },
  rejectedRegistrations: {
    empty: /*i18n*/ 'No rejected users found.',
    failed: /*i18n*/ 'Failed to fetch rejected users',
  },
  activeUsers: { empty: /*i18n*/ 'No active users found.', failed: /*i18n*/ 'Failed to load active users' },
  suspendedUsers: { empty: /*i18n*/ 'No suspended users found.', failed: /*i18n*/ 'Failed to load suspended users' },
} as const;

/** What the server answers about accounts themselves. */
export const ACCOUNT_MESSAGES = {
  notFound: /*i18n*/ 'No such account.',
  superAdminUnchangeable: /*i18n*/ 'Super administrator accounts cannot be changed here.',
  emailTaken: /*i18n*/ 'An account with this email already exists.',
  emailOrUserIdTaken: /*i18n*/ 'An account with this email or user ID already exists.',
  codeTaken: /*i18n*/ 'This institute code is already registered.',
  appealedOnce: /*i18n*/ 'This decision was appealed already; an appeal can be made once.',
  codeClaimedSince: /*i18n*/ 'Another registration now holds this institute code; reject or resolve it first.',
} as const;

/** The notification each decision leaves the account holder; a reason given is appended. */
export const ACCOUNT_NOTICES: Record<AccountEventAction, string> = {
  approve: /*i18n*/ 'Your account has been approved. Welcome to School Portal!',
  reject: /*i18n*/ 'Your registration was not approved.',
  revoke: /*i18n*/ 'Your account approval was revoked and is awaiting review again.',
  reopen: /*i18n*/ 'Your registration has been reopened for review.',
  suspend: /*i18n*/ 'Your account has been suspended.',
  unsuspend: /*i18n*/ 'Your account has been reactivated.',
  appeal: /*i18n*/ 'Your appeal was received; your registration is being reviewed again.',
};
