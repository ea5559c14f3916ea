import { eq } from 'drizzle-orm';
import type { AccountStatus, Role } from '@school-portal/contract';
import type { App } from '../src/app.ts';
import { institutes, users } from '../src/db/schema/index.ts';
import { createAccount, type AccountRow } from '../src/modules/accounts/service.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { TEST_SUPERADMIN } from './harness.ts';

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

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

/** Makes an account straight in the database, in any state; registration itself is tested through the API. */
export async function createUser(app: App, o: UserOverrides = {}): Promise<TestUser> {
  const role = o.role ?? 'jobseeker';
  const id = unique();
  const password = o.password ?? 'Passw0rd!';
  const instituteCode = role === 'instituteAdmin' || role === 'instituteUser' ? (o.instituteCode ?? `INST-${id}`.toUpperCase()) : null;
  const account = await app.deps.db.transaction(async (tx) => {
    // Institute users join an institute that their admin's registration made.
    if (role === 'instituteUser' && instituteCode) await tx.insert(institutes).values({ code: instituteCode }).onConflictDoNothing();
    const created = await createAccount(tx, {
      role,
      name: o.name ?? `Test ${role} ${id}`,
      email: o.email ?? `${role.toLowerCase()}-${id}@portal.test`,
      phone: '9876543210',
      passwordHash: await hashPassword(password),
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

export async function signIn(app: App, identifier: string, password: string, superUser = false) {
  const res = await app.inject({
    method: 'POST',
    url: superUser ? '/api/auth/superuser/login' : '/api/auth/login',
    payload: { identifier, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${identifier} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** A signed-in user of the given role, with the header to call the API as them. */
export async function signedIn(app: App, o: UserOverrides = {}) {
  const user = await createUser(app, o);
  const token = await signIn(app, user.account.email, user.password);
  return { ...user, token, headers: { authorization: `Bearer ${token}` } };
}

export async function signedInSuperAdmin(app: App) {
  const token = await signIn(app, TEST_SUPERADMIN.email, TEST_SUPERADMIN.password, true);
  return { token, headers: { authorization: `Bearer ${token}` } };
}
