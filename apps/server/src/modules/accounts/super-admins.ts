import { and, eq } from 'drizzle-orm';
import type { Notice, UiLanguage } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notify } from '../notifications/index.ts';

/** The super admins who may act now: they are told when work arrives, each in their account's language. */
export async function activeSuperAdmins(
  db: DbOrTx,
): Promise<{ id: string; name: string; email: string; language: UiLanguage }[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'superAdmin'), eq(users.status, 'approved')));
}

/** Rings every super admin's bell, inside the transaction of the change it reports; each reads it in her language. */
export async function notifySuperAdmins(tx: DbOrTx, notice: Notice): Promise<void> {
  for (const admin of await activeSuperAdmins(tx)) await notify(tx, admin.id, notice);
}
