import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Account, AccountStatus, Role, SessionUser, UiLanguage } from '@school-portal/contract';
import { ACCOUNT_MESSAGES, icu, SIGN_IN_REFUSALS } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { institutes, users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, type ErrorText } from '../../errors.ts';

export type AccountRow = typeof users.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Generated user IDs start with a role prefix; institute users get the ID their admin chooses. */
const USER_ID_PREFIX: Record<Role, string> = {
  superAdmin: 'SA',
  instituteAdmin: 'IA',
  instituteUser: 'IU',
  jobseeker: 'JS',
};

export async function findAccountById(db: DbOrTx, id: string): Promise<AccountRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Finds an account by its `_id` or its user ID, as paths in the spec use either. */
export async function findAccountByAnyId(db: DbOrTx, idOrUserId: string): Promise<AccountRow | undefined> {
  const byUserId = sql`lower(${users.userId}) = lower(${idOrUserId})`;
  const [row] = await db
    .select()
    .from(users)
    .where(UUID.test(idOrUserId) ? or(eq(users.id, idOrUserId), byUserId) : byUserId);
  return row;
}

/** Sign-in accepts the e-mail or the user ID. */
export async function findAccountByIdentifier(db: DbOrTx, identifier: string): Promise<AccountRow | undefined> {
  const value = identifier.trim();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, value.toLowerCase()), sql`lower(${users.userId}) = lower(${value})`));
  return row;
}

export async function findAccountByEmail(db: DbOrTx, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

/** Why this account may not use the portal now, or null when it may. */
export function refusalFor(account: Pick<AccountRow, 'status' | 'rejectionReason'>): ErrorText | null {
  switch (account.status) {
    case 'approved':
      return null;
    case 'pending':
      return SIGN_IN_REFUSALS.pending;
    case 'suspended':
      return SIGN_IN_REFUSALS.suspended;
    case 'rejected':
      return account.rejectionReason
        ? icu(SIGN_IN_REFUSALS.rejectedWithReason, { reason: account.rejectionReason })
        : SIGN_IN_REFUSALS.rejected;
  }
}

export interface NewAccount {
  role: Role;
  name: string;
  email: string;
  phone: string | null;
  passwordHash: string;
  status: AccountStatus;
  instituteCode?: string | null;
  /** Institute users are given an ID by their admin; everyone else gets a generated one. */
  userId?: string;
  /** The language the person registered in; their e-mails are written in it. */
  language?: UiLanguage;
}

/** The live registration holding an institute code (pending, approved or suspended); a rejected one holds none. */
export async function instituteCodeHolder(db: DbOrTx, code: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.instituteCode, code), eq(users.role, 'instituteAdmin'), ne(users.status, 'rejected')));
  return row;
}

/** Creates an account; an institute admin's registration also claims its institute code. */
export async function createAccount(tx: DbOrTx, input: NewAccount): Promise<AccountRow> {
  if (await findAccountByEmail(tx, input.email)) {
    throw conflict(ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
  }
  if (input.role === 'instituteAdmin' && input.instituteCode) {
    if (await instituteCodeHolder(tx, input.instituteCode))
      throw conflict(ACCOUNT_MESSAGES.codeTaken, { instituteCode: ACCOUNT_MESSAGES.codeTaken });
    // The institute may be known already, from a registration that was rejected.
    await tx.insert(institutes).values({ code: input.instituteCode }).onConflictDoNothing();
  }
  const userId = input.userId ?? (await reserveUserId(tx, input.role));
  try {
    const [row] = await tx
      .insert(users)
      .values({ ...input, userId, instituteCode: input.instituteCode ?? null })
      .returning();
    return row!;
  } catch (err) {
    // Two registrations can pass the checks above together; the unique indexes decide.
    if (isUniqueViolation(err, 'users_institute_admin_code_key'))
      throw conflict(ACCOUNT_MESSAGES.codeTaken, { instituteCode: ACCOUNT_MESSAGES.codeTaken });
    if (isUniqueViolation(err)) throw conflict(ACCOUNT_MESSAGES.emailOrUserIdTaken);
    throw err;
  }
}

/** A fresh user ID for a role; also answered, unused, to a registration whose e-mail is taken, so both answers look alike. */
export async function reserveUserId(tx: DbOrTx, role: Role): Promise<string> {
  // Both drivers answer raw SQL with { rows }; the shared Db type cannot say so.
  const result: unknown = await tx.execute(sql`select nextval('user_number_seq')::text as n`);
  const { rows } = result as { rows: { n: string }[] };
  return `${USER_ID_PREFIX[role]}${rows[0]!.n}`;
}

/** The person's own choice of language; not a change the admin lists order by, so updatedAt stays. */
export async function setLanguage(
  db: DbOrTx,
  accountId: string,
  language: UiLanguage,
): Promise<AccountRow | undefined> {
  const [row] = await db.update(users).set({ language }).where(eq(users.id, accountId)).returning();
  return row;
}

export async function setPassword(tx: DbOrTx, accountId: string, passwordHash: string): Promise<AccountRow> {
  const [row] = await tx
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, accountId))
    .returning();
  return row!;
}

/** Name and phone as a profile screen edits them. Undefined: no such account. */
export async function updateContact(
  tx: DbOrTx,
  accountId: string,
  changes: { name?: string | undefined; phone?: string | null | undefined },
): Promise<AccountRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.phone === undefined ? {} : { phone: changes.phone }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, accountId))
    .returning();
  return row;
}

/** The profile holds what the role's profile screen requires: sign-in now goes to the dashboard. */
export async function markProfileCompleted(tx: DbOrTx, accountId: string): Promise<AccountRow> {
  const [row] = await tx
    .update(users)
    .set({ profileCompleted: true, updatedAt: new Date() })
    .where(eq(users.id, accountId))
    .returning();
  return row!;
}

/** The institute's name as its profile gives it (shown in the top bar and sign-in answers). */
export async function setInstituteName(tx: DbOrTx, code: string, name: string): Promise<void> {
  await tx.update(institutes).set({ name }).where(eq(institutes.code, code));
}

/**
 * What an institute's registration tells of it: its name and UDISE code. A code let go by a rejected
 * registration is claimed afresh, so the new applicant's details replace the old ones.
 */
export async function describeInstitute(
  tx: DbOrTx,
  code: string,
  details: { name: string; udiseCode: string | undefined },
): Promise<void> {
  await tx
    .update(institutes)
    .set({ name: details.name || null, udiseCode: details.udiseCode ?? null })
    .where(eq(institutes.code, code));
}

/** The names and UDISE codes of the institutes of some accounts, by code (the super admin's lists show them). */
export async function institutesOf(
  db: DbOrTx,
  codes: (string | null)[],
): Promise<Map<string, { name: string | null; udiseCode: string | null }>> {
  const wanted = [...new Set(codes.filter((c): c is string => !!c))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(institutes).where(inArray(institutes.code, wanted));
  return new Map(rows.map((r) => [r.code, { name: r.name, udiseCode: r.udiseCode }]));
}

/** Accounts of a role that may use the portal now and have completed their profile, as a subquery of ids. */
export function activeProfileCompleteIds(db: DbOrTx, role: Role) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, role), eq(users.status, 'approved'), eq(users.profileCompleted, true)));
}

export async function instituteNameOf(db: DbOrTx, code: string | null): Promise<string | null> {
  if (!code) return null;
  const [row] = await db.select({ name: institutes.name }).from(institutes).where(eq(institutes.code, code));
  return row?.name ?? null;
}

export function toSessionUser(row: AccountRow, instituteName: string | null): SessionUser {
  return {
    _id: row.id,
    userId: row.userId,
    name: row.name,
    instituteName,
    instituteCode: row.instituteCode,
    role: row.role,
    isProfileCompleted: row.profileCompleted,
    language: row.language,
  };
}

export function toAccount(row: AccountRow): Account {
  return {
    _id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    instituteCode: row.instituteCode,
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
  };
}
