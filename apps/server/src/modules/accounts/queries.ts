import { aliasedTable, and, asc, count, desc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_LISTS,
  ACCOUNT_MESSAGES,
  SELF_REGISTER_ROLES,
  type Account,
  type AccountEvent,
  type AccountListName,
  type AdminSummary,
  type AccountListInput,
  type QueueItem,
} from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { findPage, type Page } from '../../db/paging.ts';
import { accountEvents, institutes, users } from '../../db/schema/index.ts';
import type { Translate } from '../../http/language.ts';
import { contains, searchText } from '../../db/search.ts';
import { notFound } from '../../errors.ts';
import { findAccountByAnyId, institutesOf, toAccount, type AccountRow } from './service.ts';

/** What the admin lists' search matches: exactly the expression of the trigram index of migration 0003. */
export const ACCOUNT_SEARCH_TEXT = searchText(users.name, users.email, users.userId, users.instituteCode);

/** An institute's name as the lists search it: the expression of `institutes_name_trgm_idx`. */
export const INSTITUTE_SEARCH_TEXT = searchText(institutes.name);

/**
 * The admin lists' search: the account's own name, e-mail, user ID or institute code, or the name of
 * its institute (a school is known by name; its admin and its staff are found by it).
 */
function accountSearch(db: DbOrTx, q: string | undefined): SQL | undefined {
  const own = contains(ACCOUNT_SEARCH_TEXT, q);
  const named = contains(INSTITUTE_SEARCH_TEXT, q);
  if (!own || !named) return undefined;
  return or(own, inArray(users.instituteCode, db.select({ code: institutes.code }).from(institutes).where(named)));
}

/** One page of an admin list and the count of all that match. */
export async function listAccounts(db: DbOrTx, list: AccountListName, input: AccountListInput): Promise<Page<Account>> {
  const spec = ACCOUNT_LISTS[list];
  // An erased account (emptied at its holder's request) is no one's to approve, suspend or unsuspend.
  const filters: (SQL | undefined)[] = [
    eq(users.status, spec.status),
    ne(users.role, 'superAdmin'),
    isNull(users.erasedAt),
  ];
  if (spec.selfRegisteredOnly) filters.push(inArray(users.role, [...SELF_REGISTER_ROLES]));
  if (input.role) filters.push(eq(users.role, input.role));
  filters.push(accountSearch(db, input.q));
  // The approval queue is served first come, first served; other lists show the latest change first.
  const orderBy =
    spec.status === 'pending' ? [asc(users.createdAt), asc(users.id)] : [desc(users.updatedAt), desc(users.id)];
  const page = await findPage(db, users, { where: and(...filters), orderBy, page: input });
  return { items: await withInstitutes(db, page.items), total: page.total };
}

/** Accounts with their institute's name and UDISE code, so a school is known by name in every list. */
export async function withInstitutes(db: DbOrTx, rows: AccountRow[]): Promise<Account[]> {
  const known = await institutesOf(
    db,
    rows.map((r) => (r.role === 'instituteAdmin' ? r.instituteCode : null)),
  );
  return rows.map((row) => {
    const institute = row.instituteCode ? known.get(row.instituteCode) : undefined;
    return {
      ...toAccount(row),
      ...(institute ? { instituteName: institute.name, udiseCode: institute.udiseCode } : {}),
    };
  });
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
    .where(
      and(eq(users.instituteCode, account.instituteCode), eq(users.role, 'instituteAdmin'), ne(users.id, account.id)),
    )
    .orderBy(asc(users.createdAt))
    .limit(100);
  return rows.map(toAccount);
}

/** A registration as the moderation queue lists it: the institute's or person's name first (its wait a Date until the queue merges the kinds). */
export type WaitingRegistration = Omit<QueueItem, 'kind' | 'waitingSince'> & { waitingSince: Date };

/** The role as the queue's second line names it, in the reader's language. */
const roleWord = (role: string, t: Translate) =>
  role === 'instituteAdmin' ? t(/*i18n*/ 'Institute') : role === 'jobseeker' ? t(/*i18n*/ 'Job seeker') : role;

/**
 * The oldest `limit` self-registrations waiting for a decision, and how many wait in all, for the
 * moderation queue. They wait since they last became pending (registered, revoked or reopened).
 */
export async function waitingRegistrations(
  db: DbOrTx,
  limit: number,
  t: Translate,
): Promise<{ items: WaitingRegistration[]; total: number }> {
  const where = and(eq(users.status, 'pending'), inArray(users.role, [...SELF_REGISTER_ROLES]));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ account: users, instituteName: institutes.name })
      .from(users)
      .leftJoin(institutes, eq(institutes.code, users.instituteCode))
      .where(where)
      .orderBy(asc(users.updatedAt), asc(users.id))
      .limit(limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const events = await eventsOf(
    db,
    rows.map((r) => r.account.id),
  );
  const items = rows.map(({ account, instituteName }) => {
    const history = events.get(account.id) ?? [];
    const last = history.at(-1);
    const code = account.instituteCode ? ` · ${t(/*i18n*/ 'code {code}', { code: account.instituteCode })}` : '';
    return {
      id: account.id,
      reference: account.userId,
      title:
        (account.role === 'instituteAdmin' ? instituteName : null) ||
        account.name ||
        account.instituteCode ||
        account.userId,
      detail: `${roleWord(account.role, t)} · ${account.email}${code}`,
      waitingSince: account.updatedAt,
      // Back after a rejection: the applicant's appeal is the last word in its history.
      appeal: last?.action === 'appeal' ? last.reason : null,
      history,
    };
  });
  return { items, total: counted?.n ?? 0 };
}

/** The audit trails of some accounts, oldest first, by account. */
async function eventsOf(db: DbOrTx, ids: string[]): Promise<Map<string, WaitingRegistration['history']>> {
  const byAccount = new Map<string, WaitingRegistration['history']>();
  if (ids.length === 0) return byAccount;
  const rows = await db
    .select()
    .from(accountEvents)
    .where(inArray(accountEvents.accountId, ids))
    .orderBy(asc(accountEvents.createdAt), asc(accountEvents.id));
  for (const e of rows) {
    const list = byAccount.get(e.accountId) ?? [];
    list.push({ action: e.action, reason: e.reason, at: e.createdAt.toISOString() });
    byAccount.set(e.accountId, list);
  }
  return byAccount;
}
