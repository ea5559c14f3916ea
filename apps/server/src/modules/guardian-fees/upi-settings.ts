import type { UpiSettings, UpiSettingsBody } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { upiSettings } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';

export async function readUpiSettings(db: DbOrTx, at: Institute): Promise<UpiSettings> {
  const [row] = await scoped(db, at).select(upiSettings);
  return { vpa: row?.vpa ?? null, payeeName: row?.payeeName ?? null };
}

/** One row per school: written over, never a second one (the unique index on the institute). */
export async function saveUpiSettings(
  db: DbOrTx,
  at: Institute,
  body: Required<UpiSettingsBody>,
): Promise<UpiSettings> {
  await db
    .insert(upiSettings)
    .values({ instituteCode: at, vpa: body.vpa, payeeName: body.payeeName })
    .onConflictDoUpdate({
      target: upiSettings.instituteCode,
      set: { vpa: body.vpa, payeeName: body.payeeName, updatedAt: new Date() },
    });
  return readUpiSettings(db, at);
}
