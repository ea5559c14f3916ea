import { and, eq } from 'drizzle-orm';
import type { UiLanguage } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { translatorFor, type Translate } from '../../http/language.ts';
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

/** Rings every super admin's bell, inside the transaction of the change it reports; `message` writes it in a language. */
export async function notifySuperAdmins(tx: DbOrTx, message: (t: Translate) => string): Promise<void> {
  for (const admin of await activeSuperAdmins(tx)) await notify(tx, admin.id, message(translatorFor(admin.language)));
}
