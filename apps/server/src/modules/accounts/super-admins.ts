import { and, eq } from 'drizzle-orm';
import type { UiLanguage } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notify } from '../notifications/index.ts';

/** The super admins who may act now: they are told when work arrives. */
export async function activeSuperAdmins(db: DbOrTx): Promise<{ id: string; name: string; email: string; language: UiLanguage }[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'superAdmin'), eq(users.status, 'approved')));
}

/**
 * Rings every super admin's bell, inside the transaction of the change it reports; a message given as a
 * function of the language is written in each one's account language.
 */
export async function notifySuperAdmins(tx: DbOrTx, message: string | ((language: UiLanguage) => string)): Promise<void> {
  for (const admin of await activeSuperAdmins(tx)) await notify(tx, admin.id, typeof message === 'string' ? message : message(admin.language));
}
