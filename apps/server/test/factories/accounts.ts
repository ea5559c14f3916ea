import { eq } from 'drizzle-orm';
import type { AccountStatus, LoginAnswer, Role } from '@school-portal/contract';
import type { App } from '../../src/app.ts';
import { institutes, users } from '../../src/db/schema/index.ts';
import { createAccount, type AccountRow } from '../../src/modules/accounts/index.ts';
import { hashPassword } from '../../src/modules/accounts/index.ts';
import { TEST_SUPERADMIN, type Caller } from '../harness.ts';

let n = 0;
/** Unique within a run: accounts of every test file share one template, never one database. */
export const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

export interface UserOverrides {
  role?: Role;
  status?: AccountStatus;
  name?: string;
  email?: string;
  password?: string;
  instituteCode?: string;
  profileCompleted?: boolean;
}

export interface TestUser {
  account: AccountRow;
  password: string;
}

export type SignedInUser = TestUser & Caller & { token: string };

/**
 * One argon2 hash per password a worker's tests use: hashing is 12-20 ms of CPU and 19 MiB of fresh memory, and the
 * tests make thousands of accounts with the same few passwords. Each sign-in still verifies against it.
 */
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hashed = hashes.get(password);
  if (!hashed) hashes.set(password, (hashed = hashPassword(password)));
  return hashed;
};

/** Makes an account straight in the database, in any state; registration itself is tested through the API. */
export async function createUser(app: App, o: UserOverrides = {}): Promise<TestUser> {
  const role = o.role ?? 'jobseeker';
  const id = unique();
  const password = o.password ?? 'Passw0rd!';
  const instituteCode =
    role === 'instituteAdmin' || role === 'instituteUser' ? (o.instituteCode ?? `INST-${id}`.toUpperCase()) : null;
  const account = await app.deps.db.transaction(async (tx) => {
    // Institute users join an institute that their admin's registration made.
    if (role === 'instituteUser' && instituteCode)
      await tx.insert(institutes).values({ code: instituteCode }).onConflictDoNothing();
    const created = await createAccount(tx, {
      role,
      name: o.name ?? `Test ${role} ${id}`,
      email: o.email ?? `${role.toLowerCase()}-${id}@portal.test`,
      phone: '9876543210',
      passwordHash: await hashOf(password),
      status: o.status ?? 'approved',
      instituteCode,
    });
    const [row] = await tx
      .update(users)
      .set({ profileCompleted: o.profileCompleted ?? false })
      .where(eq(users.id, created.id))
      .returning();
    return row!;
  });
  return { account, password };
}

/** Signs in through the API and answers the token; any other answer than 200 fails the test. */
export async function signIn(app: App, identifier: string, password: string, superUser = false): Promise<string> {
  return (await login(app, identifier, password, superUser)).token;
}

async function login(app: App, identifier: string, password: string, superUser: boolean): Promise<LoginAnswer> {
  const res = await app.inject({
    method: 'POST',
    url: superUser ? '/api/auth/superuser/login' : '/api/auth/login',
    payload: { identifier, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${identifier} failed: ${res.statusCode} ${res.body}`);
  return res.json<LoginAnswer>();
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A signed-in user of the given role, with the header to call the API as them. */
export async function signedIn(app: App, o: UserOverrides = {}): Promise<SignedInUser> {
  const user = await createUser(app, o);
  const token = await signIn(app, user.account.email, user.password);
  return { ...user, token, headers: bearer(token) };
}

/** The super administrator every test database starts with (the harness's SUPERADMIN_* settings). */
export async function signedInSuperAdmin(app: App): Promise<Caller & { token: string; id: string; userId: string }> {
  const answer = await login(app, TEST_SUPERADMIN.email, TEST_SUPERADMIN.password, true);
  return { token: answer.token, headers: bearer(answer.token), id: answer._id, userId: answer.userId };
}
