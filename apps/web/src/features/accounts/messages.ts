import type { AccountAction } from '@school-portal/contract';

/** Toasts of each decision: the spec's words where it gives them. */
export const ACTION_TOASTS: Record<AccountAction, { ok: string; failed: string }> = {
  approve: { ok: 'User approved successfully!', failed: 'Failed to approve user' },
  reject: { ok: 'User rejected successfully!', failed: 'Failed to reject user' },
  revoke: { ok: 'User revoked successfully!', failed: 'Failed to revoke user' },
  reopen: { ok: 'User reopened successfully!', failed: 'Failed to reopen user' },
  suspend: { ok: 'User suspended successfully!', failed: 'Failed to suspend user' },
  unsuspend: { ok: 'User unsuspended successfully!', failed: 'Failed to unsuspend user' },
};
