import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from './passwords.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { createAccount } from './service.ts';

const DEFAULT_EMAIL = 'superadmin@school-portal.local';

/** First start: make the super administrator, from the environment or with a password printed once. */
export async function ensureSuperAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'superAdmin')).limit(1);
  if (existing) return;
  const email = config.SUPERADMIN_EMAIL ?? DEFAULT_EMAIL;
  const password = config.SUPERADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  try {
    const account = await db.transaction(async (tx) =>
      createAccount(tx, {
        role: 'superAdmin',
        name: /*i18n*/ 'Super Admin',
        email,
        phone: null,
        passwordHash: await hashPassword(password),
        status: 'approved',
      }),
    );
    if (config.SUPERADMIN_PASSWORD) {
      log.info(
        { email, userId: account.userId },
        'super administrator created from SUPERADMIN_EMAIL/SUPERADMIN_PASSWORD',
      );
    } else {
      // Printed once, on purpose: there is no other way to learn it.
      console.log(
        `\n  Super administrator created.\n  Sign in at /superuserlogin with ${email} (user ID ${account.userId})\n  and password ${password}\n  This password is shown only now; change it after signing in.\n`,
      );
    }
  } catch (err) {
    // Another instance starting at the same moment made it first.
    if (!isUniqueViolation(err) && !(err instanceof Error && err.message.includes('already exists'))) throw err;
  }
}
