import { aliasedTable, and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_LISTS,
  ACCOUNT_MESSAGES,
  SELF_REGISTER_ROLES,
  type Account,
  type AccountEvent,
  type AccountListName,
  type AdminSummary,
  type AccountListInput,
} from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { findPage, mapPage, type Page } from '../../db/paging.ts';
import { accountEvents, users } from '../../db/schema/index.ts';
import { contains, searchText } from '../../db/search.ts';
import { notFound } from '../../errors.ts';
import { findAccountByAnyId, toAccount } from './service.ts';

/** What the admin lists' search matches: exactly the expression of the trigram index of migration 0003. */
export const ACCOUNT_SEARCH_TEXT = searchText(users.name, users.email, users.userId, users.instituteCode);

/** One page of an admin list and the count of all that match. */
export async function listAccounts(db: DbOrTx, list: AccountListName, input: AccountListInput): Promise<Page<Account>> {
  const spec = ACCOUNT_LISTS[list];
  const filters: (SQL | undefined)[] = [eq(users.status, spec.status), ne(users.role, 'superAdmin')];
  if (spec.selfRegisteredOnly) filters.push(inArray(users.role, [...SELF_REGISTER_ROLES]));
  if (input.role) filters.push(eq(users.role, input.role));
  filters.push(contains(ACCOUNT_SEARCH_TEXT, input.q));
  // The approval queue is served first come, first served; other lists show the latest change first.
  const orderBy = spec.status === 'pending' ? [asc(users.createdAt), asc(users.id)] : [desc(users.updatedAt), desc(users.id)];
  return mapPage(await findPage(db, users, { where: and(...filters), orderBy, page: input }), toAccount);
}

/** How many bus ads wait for the super admin: the vehicles module counts them (app.ts hands it in), as vehicles itself reads accounts. */
export type CountPendingAds = (db: DbOrTx) => Promise<number>;

export async function adminSummary(db: DbOrTx, countPendingAds: CountPendingAds): Promise<AdminSummary> {
  const rows = await db
    .select({ status: users.status, role: users.role, n: count() })
    .from(users)
    .where(ne(users.role, 'superAdmin'))
    .groupBy(users.status, users.role);
  const sum = (pick: (r: (typeof rows)[number]) => boolean) => rows.filter(pick).reduce((acc, r) => acc + r.n, 0);
  return {
    pendingApprovals: sum((r) => r.status === 'pending'),
    schoolsRegistered: sum((r) => r.status === 'approved' && r.role === 'instituteAdmin'),
    instituteUser: sum((r) => r.status === 'approved' && r.role === 'instituteUser'),
    jobseekerRegistered: sum((r) => r.status === 'approved' && r.role === 'jobseeker'),
    pendingAds: await countPendingAds(db),
  };
}

export async function accountHistory(db: DbOrTx, idOrUserId: string): Promise<AccountEvent[]> {
  const account = await findAccountByAnyId(db, idOrUserId);
  if (!account || account.role === 'superAdmin') throw notFound(ACCOUNT_MESSAGES.notFound);
  const actor = aliasedTable(users, 'actor');
  const rows = await db
    .select({ event: accountEvents, actorName: actor.name })
    .from(accountEvents)
    .leftJoin(actor, eq(actor.id, accountEvents.actorId))
    .where(eq(accountEvents.accountId, account.id))
    .orderBy(desc(accountEvents.createdAt));
  return rows.map(({ event, actorName }) => ({
    _id: event.id,
    action: event.action,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    reason: event.reason,
    actorName,
    createdAt: event.createdAt.toISOString(),
  }));
}

/** Other institute registrations with the same code, so the super admin can tell the real school from a squatter. */
export async function codeClaims(db: DbOrTx, idOrUserId: string): Promise<Account[]> {
  const account = await findAccountByAnyId(db, idOrUserId);
  if (!account || account.role === 'superAdmin') throw notFound(ACCOUNT_MESSAGES.notFound);
  if (account.role !== 'instituteAdmin' || !account.instituteCode) return [];
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.instituteCode, account.instituteCode), eq(users.role, 'instituteAdmin'), ne(users.id, account.id)))
    .orderBy(asc(users.createdAt))
    .limit(100);
  return rows.map(toAccount);
}
