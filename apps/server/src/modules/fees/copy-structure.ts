import { and, eq, inArray } from 'drizzle-orm';
import { FEE_MESSAGES, type CopyStructureBody } from '@school-portal/contract';
import type { Db } from '../../db/client.ts';
import { holdUntilCommit } from '../../db/locks.ts';
import { feeInstalments, schoolClasses } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { badRequest } from '../../errors.ts';
import { removeUnpaid } from './setup.ts';

/**
 * Copies every head's instalments of one class to other classes of the same year (15 classes × 4
 * heads is one action, not 60 saves), in one transaction: a target's instalments of the heads copied
 * are replaced, its other heads kept. A target with fees of a copied head collected is refused whole,
 * as setting that head would be (decision 012), so no receipt loses what it settled.
 */
export async function copyStructure(db: Db, institute: Institute, body: CopyStructureBody) {
  const targets = [...new Set(body.toClassIds)];
  if (targets.includes(body.fromClassId))
    throw badRequest(FEE_MESSAGES.copyToItself, { toClassIds: FEE_MESSAGES.copyToItself });
  return db.transaction(async (tx) => {
    const rows = scoped(tx, institute);
    const classes = await rows.select(schoolClasses, inArray(schoolClasses.id, [body.fromClassId, ...targets]));
    const from = classes.find((c) => c.id === body.fromClassId);
    if (!from) throw badRequest(FEE_MESSAGES.classNotFound, { fromClassId: FEE_MESSAGES.classNotFound });
    if (classes.length !== targets.length + 1)
      throw badRequest(FEE_MESSAGES.classNotFound, { toClassIds: FEE_MESSAGES.classNotFound });
    if (classes.some((c) => c.academicYearId !== from.academicYearId))
      throw badRequest(FEE_MESSAGES.copyOtherYear, { toClassIds: FEE_MESSAGES.copyOtherYear });
    const source = await rows.select(feeInstalments, eq(feeInstalments.classId, from.id));
    const headIds = [...new Set(source.map((i) => i.headId))];
    if (headIds.length === 0) throw badRequest(FEE_MESSAGES.noStructure, { fromClassId: FEE_MESSAGES.noStructure });
    // The same locks as setting one head (setup.ts), taken in one order so two copies cannot deadlock.
    const keys = targets.flatMap((classId) => headIds.map((headId) => `fee-structure:${classId}:${headId}`)).sort();
    for (const key of keys) await holdUntilCommit(tx, key);
    await removeUnpaid(
      tx,
      rows,
      await rows.select(
        feeInstalments,
        and(inArray(feeInstalments.classId, targets), inArray(feeInstalments.headId, headIds)),
      ),
    );
    const copies = targets.flatMap((classId) =>
      source.map((i) => ({
        academicYearId: i.academicYearId,
        classId,
        headId: i.headId,
        frequency: i.frequency,
        label: i.label,
        dueDate: i.dueDate,
        amountPaise: i.amountPaise,
      })),
    );
    await rows.insertMany(feeInstalments, copies);
    return targets.map((classId) => ({
      classId,
      className: classes.find((c) => c.id === classId)!.name,
      instalments: source.length,
    }));
  });
}
