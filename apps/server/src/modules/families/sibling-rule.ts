import { eq } from 'drizzle-orm';
import { FAMILY_MESSAGES as M, type SiblingRule, type SiblingRuleBody } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { feeHeads, siblingConcessionRules } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { badRequest } from '../../errors.ts';

/** The school's sibling concession, as the Fee Manager shows it: rupees off each instalment, or the percent. */
export async function siblingRule(db: DbOrTx, at: Institute): Promise<SiblingRule> {
  const within = scoped(db, at).where;
  const [row] = await db
    .select({ rule: siblingConcessionRules, headName: feeHeads.name })
    .from(siblingConcessionRules)
    .innerJoin(feeHeads, eq(feeHeads.id, siblingConcessionRules.headId))
    .where(within(siblingConcessionRules, within(feeHeads)));
  if (!row) return { rule: null };
  const { headId, mode, value } = row.rule;
  return { rule: { headId, headName: row.headName, mode, value: value / 100 } };
}

/**
 * One rule per school, replaced in one statement. Stored as a concession is (paise, or hundredths of a percent),
 * so the fee rule takes it off each instalment of the head the same way; a trigger (migration 0053) has the stored
 * lines placed again, so every report shows it.
 */
export async function setSiblingRule(
  db: DbOrTx,
  at: Institute,
  by: string,
  body: { headId: string; mode: SiblingRuleBody['mode']; value: number },
): Promise<SiblingRule> {
  if (!(await scoped(db, at).find(feeHeads, body.headId))) throw badRequest(M.headNotFound, { headId: M.headNotFound });
  const values = {
    headId: body.headId,
    mode: body.mode,
    value: Math.round(body.value * 100),
    updatedBy: by,
    updatedAt: new Date(),
  };
  await db
    .insert(siblingConcessionRules)
    .values({ ...values, instituteCode: at })
    .onConflictDoUpdate({ target: siblingConcessionRules.instituteCode, set: values });
  return siblingRule(db, at);
}

export async function removeSiblingRule(db: DbOrTx, at: Institute): Promise<void> {
  await scoped(db, at).delete(siblingConcessionRules, eq(siblingConcessionRules.instituteCode, at));
}
