import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  FEE_MESSAGES,
  instalmentPlan,
  sessionMonth,
  type FeeHead,
  type FeeHeadBody,
  type FeeInstalment,
  type FeeStructureParsed,
} from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { holdUntilCommit } from '../../db/locks.ts';
import { feeAllocations, feeHeads, feeInstalments } from '../../db/schema/index.ts';
import { scoped, type Institute, type Scoped } from '../../db/scoped.ts';
import { badRequest, conflict } from '../../errors.ts';
import { findClass, findYear } from '../classes/index.ts';

type HeadRow = typeof feeHeads.$inferSelect;
export type InstalmentRow = typeof feeInstalments.$inferSelect;

const toHead = (row: HeadRow): FeeHead => ({
  _id: row.id,
  name: row.name,
  refundable: row.refundable,
  isTuition: row.isTuition,
  chargedBeforeAdmission: row.chargedBeforeAdmission,
  forChosenStudents: row.forChosenStudents,
  createdAt: row.createdAt.toISOString(),
});

export async function listHeads(db: DbOrTx, institute: Institute): Promise<FeeHead[]> {
  const rows = await scoped(db, institute).select(feeHeads);
  return rows.sort((a, b) => a.name.localeCompare(b.name)).map(toHead);
}

export async function addHead(
  db: DbOrTx,
  institute: Institute,
  body: FeeHeadBody & {
    refundable: boolean;
    isTuition: boolean;
    chargedBeforeAdmission: boolean;
    forChosenStudents: boolean;
  },
): Promise<FeeHead> {
  try {
    return toHead(
      await scoped(db, institute).insert(feeHeads, {
        name: body.name,
        refundable: body.refundable,
        isTuition: body.isTuition,
        chargedBeforeAdmission: body.chargedBeforeAdmission,
        forChosenStudents: body.forChosenStudents,
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err, 'fee_heads_institute_name_key'))
      throw conflict(FEE_MESSAGES.headExists, { name: FEE_MESSAGES.headExists });
    throw err;
  }
}

export function dueDate(startYear: number, startMonth: number, monthIndex: number, day: number): string {
  const { year, month } = sessionMonth(startYear, startMonth, monthIndex);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export async function instalmentsOfClass(db: DbOrTx, institute: Institute, classId: string): Promise<FeeInstalment[]> {
  const rows = scoped(db, institute);
  const found = await db
    .select({ row: feeInstalments, headName: feeHeads.name })
    .from(feeInstalments)
    .innerJoin(feeHeads, eq(feeHeads.id, feeInstalments.headId))
    .where(and(rows.where(feeInstalments, eq(feeInstalments.classId, classId)), rows.where(feeHeads)))
    .orderBy(asc(feeInstalments.dueDate), asc(feeHeads.name));
  return found.map(({ row, headName }) => ({
    _id: row.id,
    classId: row.classId,
    headId: row.headId,
    headName,
    label: row.label,
    dueDate: row.dueDate,
    amount: row.amountPaise / 100,
  }));
}

export async function structureOfClass(db: DbOrTx, institute: Institute, classId: string): Promise<FeeInstalment[]> {
  await findClass(db, institute, classId);
  return instalmentsOfClass(db, institute, classId);
}

/** Removes instalments about to be set anew; refused whole once any of them was paid, so no receipt loses what it settled. */
export async function removeUnpaid(tx: DbOrTx, rows: Scoped, instalments: InstalmentRow[]) {
  if (instalments.length === 0) return;
  const ids = instalments.map((i) => i.id);
  const [paid] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(feeAllocations)
    .where(rows.where(feeAllocations, inArray(feeAllocations.instalmentId, ids)));
  if ((paid?.n ?? 0) > 0) throw conflict(FEE_MESSAGES.structureHasPayments);
  await rows.delete(feeInstalments, inArray(feeInstalments.id, ids));
}

/** Sets one head of a class anew; refused once any of its instalments has been paid, so no receipt loses what it settled. */
export async function setStructure(db: Db, institute: Institute, body: FeeStructureParsed): Promise<FeeInstalment[]> {
  return db.transaction(async (tx) => {
    // The same structure sent again at once waits here, then replaces what the first wrote.
    await holdUntilCommit(tx, `fee-structure:${body.classId}:${body.headId}`);
    const rows = scoped(tx, institute);
    const schoolClass = await findClass(tx, institute, body.classId).catch(() => {
      throw badRequest(FEE_MESSAGES.classNotFound, { classId: FEE_MESSAGES.classNotFound });
    });
    if (!(await rows.find(feeHeads, body.headId)))
      throw badRequest(FEE_MESSAGES.headNotFound, { headId: FEE_MESSAGES.headNotFound });
    const year = await findYear(tx, institute, schoolClass.academicYearId);
    const old = await rows.select(
      feeInstalments,
      and(eq(feeInstalments.classId, schoolClass.id), eq(feeInstalments.headId, body.headId)),
    );
    await removeUnpaid(tx, rows, old);
    await rows.insertMany(
      feeInstalments,
      instalmentPlan(body.frequency, year.startMonth).map((p) => ({
        academicYearId: year.id,
        classId: schoolClass.id,
        headId: body.headId,
        frequency: body.frequency,
        label: p.label,
        dueDate: dueDate(year.startYear, year.startMonth, p.monthIndex, body.dueDay),
        amountPaise: body.amount * 100,
      })),
    );
    return instalmentsOfClass(tx, institute, schoolClass.id);
  });
}
