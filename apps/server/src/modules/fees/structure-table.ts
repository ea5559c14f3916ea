import { eq, inArray } from 'drizzle-orm';
import { FEE_MESSAGES, instalmentPlan, type FeeInstalment, type StructureTable } from '@school-portal/contract';
import type { Db } from '../../db/client.ts';
import { holdUntilCommit } from '../../db/locks.ts';
import { feeHeads, feeInstalments } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { AppError, badRequest } from '../../errors.ts';
import { findClass, findYear } from '../classes/index.ts';
import { dueDate, instalmentsOfClass, removeUnpaid, type InstalmentRow } from './setup.ts';

type Wanted = Pick<InstalmentRow, 'headId' | 'frequency' | 'label' | 'dueDate' | 'amountPaise'>;
const sameInstalments = (a: Wanted[], b: Wanted[]) => {
  const key = (i: Wanted) => `${i.frequency}|${i.label}|${i.dueDate}|${i.amountPaise}`;
  return a.map(key).sort().join('\n') === b.map(key).sort().join('\n');
};

/**
 * Replaces a class's whole structure for its year (the Fee Manager's table) in one transaction: each row
 * is a head's instalments, a cell of 0 leaves that instalment out, a head left out of the table is removed.
 * A head whose instalments are unchanged is left alone, so a table with some fees collected still saves;
 * one changed or removed after fees of it were collected refuses the whole table (409), naming its row.
 */
export async function setStructureTable(db: Db, institute: Institute, body: StructureTable): Promise<FeeInstalment[]> {
  return db.transaction(async (tx) => {
    const rows = scoped(tx, institute);
    const schoolClass = await findClass(tx, institute, body.classId).catch(() => {
      throw badRequest(FEE_MESSAGES.classNotFound, { classId: FEE_MESSAGES.classNotFound });
    });
    const known = new Set(
      (
        await rows.select(
          feeHeads,
          inArray(
            feeHeads.id,
            body.rows.map((r) => r.headId),
          ),
        )
      ).map((h) => h.id),
    );
    const unknown = body.rows.findIndex((r) => !known.has(r.headId));
    if (unknown >= 0)
      throw badRequest(FEE_MESSAGES.headNotFound, { [`rows.${unknown}.headId`]: FEE_MESSAGES.headNotFound });
    const year = await findYear(tx, institute, schoolClass.academicYearId);
    const old = await rows.select(feeInstalments, eq(feeInstalments.classId, schoolClass.id));
    const heads = [...new Set([...old.map((i) => i.headId), ...body.rows.map((r) => r.headId)])].sort();
    // The same locks as setting one head or copying, taken in one order: concurrent saves queue, never deadlock.
    for (const headId of heads) await holdUntilCommit(tx, `fee-structure:${schoolClass.id}:${headId}`);
    for (const headId of heads) {
      const index = body.rows.findIndex((r) => r.headId === headId);
      const row = body.rows[index];
      const wanted: Wanted[] = row
        ? instalmentPlan(row.frequency, year.startMonth).flatMap((p, cell) =>
            row.amounts[cell]! > 0
              ? [
                  {
                    headId,
                    frequency: row.frequency,
                    label: p.label,
                    dueDate: dueDate(year.startYear, year.startMonth, p.monthIndex, row.dueDay),
                    amountPaise: row.amounts[cell]! * 100,
                  },
                ]
              : [],
          )
        : [];
      const had = old.filter((i) => i.headId === headId);
      if (sameInstalments(had, wanted)) continue;
      try {
        await removeUnpaid(tx, rows, had);
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 409 && row)
          throw new AppError(409, err.message, { [`rows.${index}.headId`]: err.message });
        throw err;
      }
      if (wanted.length)
        await rows.insertMany(
          feeInstalments,
          wanted.map((w) => ({ ...w, academicYearId: year.id, classId: schoolClass.id })),
        );
    }
    return instalmentsOfClass(tx, institute, schoolClass.id);
  });
}
