import { z } from 'zod';
import { UserIdParamSchema } from '../common.ts';
import { endpoints } from '../http/endpoint.ts';
import {
  AccountActionAnswerSchema,
  AccountEventSchema,
  AccountListQuerySchema,
  AccountSchema,
  AdminSummarySchema,
  ReasonBodySchema,
  type AccountAction,
} from './schemas.ts';

const superAdmin = ['superAdmin'] as const;

const list = (path: string, summary: string) =>
  ({
    method: 'GET',
    path,
    access: superAdmin,
    summary,
    query: AccountListQuerySchema,
    answer: z.array(AccountSchema),
    paged: true,
    errors: [400, 401, 403],
  }) as const;

const decision = (path: string, summary: string) =>
  ({
    method: 'PATCH',
    path,
    access: superAdmin,
    summary,
    params: UserIdParamSchema,
    body: ReasonBodySchema,
    answer: AccountActionAnswerSchema,
    errors: [400, 401, 403, 404, 409],
  }) as const;

/** The super admin's work on accounts: lists, counts, history and decisions. */
export const accountsApi = endpoints('accounts', {
  summary: {
    method: 'GET',
    path: '/api/admin/summary',
    access: superAdmin,
    summary: 'Counts for the super admin dashboard',
    answer: AdminSummarySchema,
    errors: [401, 403],
  },
  pendingRegistrations: list('/api/admin/pending-registrations', 'Registrations awaiting a decision, oldest first'),
  approvedRegistrations: list('/api/admin/approved-registrations', 'Approved registrations, latest change first'),
  rejectedRegistrations: list('/api/admin/rejected-registrations', 'Rejected registrations with their reason'),
  activeUsers: list('/api/admin/active-users', 'Every approved account, institute users included'),
  suspendedUsers: list('/api/admin/suspended-users', 'Suspended accounts'),
  history: {
    method: 'GET',
    path: '/api/admin/accounts/:userId/history',
    access: superAdmin,
    summary: "An account's audit trail, newest first",
    params: UserIdParamSchema,
    answer: z.array(AccountEventSchema),
    errors: [400, 401, 403, 404],
  },
  codeClaims: {
    method: 'GET',
    path: '/api/admin/accounts/:userId/code-claims',
    access: superAdmin,
    summary: 'Other registrations that claim the same institute code, in any state',
    params: UserIdParamSchema,
    answer: z.array(AccountSchema),
    errors: [400, 401, 403, 404],
  },
  approveUser: decision('/api/admin/approve-user/:userId', 'Approve a pending registration'),
  reject: decision('/api/admin/reject/:userId', 'Reject a pending registration, with an optional reason'),
  revoke: decision('/api/admin/revoke/:userId', 'Send an approved account back to pending'),
  reopen: decision('/api/admin/reopen/:userId', 'Send a rejected registration back to pending'),
  suspend: decision('/api/admin/suspend/:userId', 'Suspend an active account, with an optional reason'),
  unsuspend: decision('/api/admin/unsuspend/:userId', 'Lift a suspension'),
});

/** The endpoint of each decision. */
export const ACCOUNT_ACTION_ENDPOINTS = {
  approve: accountsApi.approveUser,
  reject: accountsApi.reject,
  revoke: accountsApi.revoke,
  reopen: accountsApi.reopen,
  suspend: accountsApi.suspend,
  unsuspend: accountsApi.unsuspend,
} as const satisfies Record<AccountAction, unknown>;
