import { and, asc, eq } from 'drizzle-orm';
import {
  FEE_MESSAGES,
  type LateFeeRule,
  type LateFeeRuleParsed,
  type LateFeeWaiver,
  type LateFeeWaiverBody,
} from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { feeLateFeeWaivers, feeLateRules, schoolClasses } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { accountNames } from '../accounts/index.ts';
import { findClass } from '../classes/index.ts';
import { duesInPaise, lockStudentFees } from './dues.ts';

type RuleRow = typeof feeLateRules.$inferSelect;

const toRule = (row: RuleRow, className: string): LateFeeRule => ({
  _id: row.id,
  classId: row.classId,
  className,
  kind: row.kind,
  amount: row.amountPaise / 100,
  graceDays: row.graceDays,
  cap: row.capPaise === null ? null : row.capPaise / 100,
  scope: row.scope,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listLateFeeRules(db: DbOrTx, institute: Institute): Promise<LateFeeRule[]> {
  const rows = scoped(db, institute);
  const found = await db
    .select({ rule: feeLateRules, className: schoolClasses.name })
    .from(feeLateRules)
    .innerJoin(schoolClasses, eq(schoolClasses.id, feeLateRules.classId))
    .where(and(rows.where(feeLateRules), rows.where(schoolClasses)))
    .orderBy(asc(schoolClasses.position), asc(schoolClasses.name));
  return found.map((f) => toRule(f.rule, f.className));
}

/** Sets a class's one rule, made or replaced; a rule changed later counts for late fees not yet paid. */
export async function setLateFeeRule(db: Db, institute: Institute, body: LateFeeRuleParsed): Promise<LateFeeRule> {
  const schoolClass = await findClass(db, institute, body.classId).catch(() => {
    throw badRequest(FEE_MESSAGES.classNotFound, { classId: FEE_MESSAGES.classNotFound });
  });
  const values = {
    kind: body.kind,
    amountPaise: body.amount * 100,
    graceDays: body.graceDays,
    // A fixed late fee is its own cap for an instalment; per student and year it may have one for the year.
    capPaise: (body.kind === 'perDay' || body.scope === 'year') && typeof body.cap === 'number' ? body.cap * 100 : null,
    scope: body.scope,
  };
  const rows = scoped(db, institute);
  const change = async () => (await rows.update(feeLateRules, values, eq(feeLateRules.classId, schoolClass.id)))[0];
  let row = await change();
  if (!row) {
    try {
      row = await rows.insert(feeLateRules, { classId: schoolClass.id, ...values });
    } catch (err) {
      // Two admins saving the class's first rule at once: the second one's values win, as a save would.
      if (!isUniqueViolation(err, 'fee_late_rules_class_key')) throw err;
      row = (await change())!;
    }
  }
  return toRule(row, schoolClass.name);
}

export async function removeLateFeeRule(db: DbOrTx, institute: Institute, ruleId: string) {
  const [removed] = await scoped(db, institute).delete(feeLateRules, eq(feeLateRules.id, ruleId));
  if (!removed) throw notFound(FEE_MESSAGES.ruleNotFound);
  return { message: FEE_MESSAGES.ruleRemoved };
}

/** Lets a student off an instalment's late fee (the admin's call, with the reason): what was paid stays paid, nothing more is asked. */
export async function waiveLateFee(
  db: Db,
  institute: Institute,
  adminId: string,
  studentId: string,
  body: LateFeeWaiverBody,
): Promise<LateFeeWaiver> {
  try {
    // Under the student's lock: a late fee being collected at the counter is either paid or waived, never both.
    const row = await db.transaction(async (tx) => {
      await lockStudentFees(tx, studentId);
      const { lines } = await duesInPaise(tx, institute, studentId);
      const line = lines.find((l) => l.instalment._id === body.instalmentId);
      if (!line) throw badRequest(FEE_MESSAGES.notInStudentDues, { instalmentId: FEE_MESSAGES.notInStudentDues });
      if (line.late.waived) throw conflict(FEE_MESSAGES.alreadyWaived);
      if (line.late.due <= 0) throw conflict(FEE_MESSAGES.noLateFee);
      return scoped(tx, institute).insert(feeLateFeeWaivers, {
        studentId,
        instalmentId: body.instalmentId,
        reason: body.reason,
        waivedBy: adminId,
      });
    });
    const names = await accountNames(db, [adminId]);
    return {
      _id: row.id,
      instalmentId: row.instalmentId,
      reason: row.reason,
      waivedBy: names.get(adminId) ?? '',
      createdAt: row.createdAt.toISOString(),
    };
  } catch (err) {
    if (isUniqueViolation(err, 'fee_late_fee_waivers_student_instalment_key'))
      throw conflict(FEE_MESSAGES.alreadyWaived);
    throw err;
  }
}
