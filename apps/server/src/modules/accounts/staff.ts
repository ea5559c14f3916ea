import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { findPage, type Page, type PageInput } from '../../db/paging.ts';
import { users } from '../../db/schema/index.ts';
import { contains } from '../../db/search.ts';
import { ACCOUNT_SEARCH_TEXT } from './queries.ts';
import type { AccountRow } from './service.ts';

/**
 * An institute's own staff accounts (institute users), for its admin's screens. The accounts table is
 * not institute data in the sense of decision 006 (super admins and job seekers live there too), so the
 * institute is a condition here, given by the caller's institute.
 */
export async function listInstituteStaff(
  db: DbOrTx,
  instituteCode: string,
  input: PageInput & { q?: string | undefined },
): Promise<Page<AccountRow>> {
  const where: SQL = and(
    eq(users.instituteCode, instituteCode),
    eq(users.role, 'instituteUser'),
    contains(ACCOUNT_SEARCH_TEXT, input.q),
  )!;
  return findPage(db, users, { where, orderBy: [desc(users.createdAt), desc(users.id)], page: input });
}

/** Whether an account is a staff member of this institute (the admin may act on no one else). */
export const isStaffOf = (instituteCode: string) => (account: AccountRow) =>
  account.role === 'instituteUser' && account.instituteCode === instituteCode;

/** Names of accounts by id, for "done by" columns of other domains' histories. */
export async function accountNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, userId: users.userId })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.name || r.userId]));
}
