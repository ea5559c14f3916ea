import { and, eq, inArray, sql } from 'drizzle-orm';
import { raisedPaise, type FeeRounding } from '@school-portal/contract';
import type { Tx } from '../../db/client.ts';
import { feeConcessions, feeInstalments, feeLateRules } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { ensureLinesPlaced } from './ledger-store.ts';
import { sqlRows } from './report-helpers.ts';

/** The same day a year later (29 February becomes the 28th): next year's instalment falls due as this year's did. */
export const aYearLater = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  return `${y + 1}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
};

export interface FeeCopy {
  /** Each class of the year closed and its copy in the new year. */
  copyOf: Map<string, { id: string }>;
  toYearId: string;
  increasePercent: number;
  roundTo: FeeRounding;
}

/**
 * The fee structure and late fee rules of every class copied to its next year's copy (the year end, decision 036),
 * each instalment a year later and raised by the percent (contract `raisedPaise`), in the caller's transaction.
 */
export async function copyFeesToYear(tx: Tx, institute: Institute, copy: FeeCopy): Promise<number> {
  const rows = scoped(tx, institute);
  const classIds = [...copy.copyOf.keys()];
  if (classIds.length === 0) return 0;
  const instalments = await rows.select(feeInstalments, inArray(feeInstalments.classId, classIds));
  await rows.insertMany(
    feeInstalments,
    instalments.map((i) => ({
      academicYearId: copy.toYearId,
      classId: copy.copyOf.get(i.classId)!.id,
      headId: i.headId,
      frequency: i.frequency,
      label: i.label,
      dueDate: aYearLater(i.dueDate),
      amountPaise: raisedPaise(i.amountPaise, copy.increasePercent, copy.roundTo),
    })),
  );
  const rules = await rows.select(feeLateRules, inArray(feeLateRules.classId, classIds));
  await rows.insertMany(
    feeLateRules,
    rules.map((r) => ({
      classId: copy.copyOf.get(r.classId)!.id,
      kind: r.kind,
      amountPaise: r.amountPaise,
      graceDays: r.graceDays,
      capPaise: r.capPaise,
      scope: r.scope,
    })),
  );
  return instalments.length;
}

/** One student's whole year of a class, in paise, now and raised: what the preview shows per class. */
export async function yearFeeOfClasses(tx: Tx, institute: Institute, classIds: string[]) {
  if (classIds.length === 0) return new Map<string, number[]>();
  const rows = await scoped(tx, institute).select(feeInstalments, inArray(feeInstalments.classId, classIds));
  const byClass = new Map<string, number[]>();
  for (const r of rows) byClass.set(r.classId, [...(byClass.get(r.classId) ?? []), r.amountPaise]);
  return byClass;
}

/** The concessions kept on, copied into the new year unchanged (the admin's decision, kept as given). */
export async function carryConcessions(
  tx: Tx,
  institute: Institute,
  actorId: string,
  input: { fromYearId: string; toYearId: string; concessionIds: string[] },
): Promise<number> {
  if (input.concessionIds.length === 0) return 0;
  const rows = scoped(tx, institute);
  const kept = await rows.select(
    feeConcessions,
    and(eq(feeConcessions.academicYearId, input.fromYearId), inArray(feeConcessions.id, input.concessionIds)),
  );
  await rows.insertMany(
    feeConcessions,
    kept.map((c) => ({
      studentId: c.studentId,
      academicYearId: input.toYearId,
      headId: c.headId,
      type: c.type,
      name: c.name,
      mode: c.mode,
      value: c.value,
      reason: c.reason,
      createdBy: actorId,
    })),
  );
  return kept.length;
}

/**
 * What each student still owes of every year of the school, in paise, fees only (late fees are counted on the day
 * asked): from the stored lines, each year placed first, so the preview says what goes with them into the new year.
 */
export async function owedByStudent(tx: Tx, institute: Institute, yearIds: string[]): Promise<Map<string, number>> {
  for (const yearId of yearIds) await ensureLinesPlaced(tx, institute, yearId);
  const rows = await sqlRows<{ student_id: string; owed: string }>(
    tx,
    sql`select student_id, sum(greatest(net_paise - fee_paise, 0))::text as owed from fee_lines
      where institute_code = ${institute} and charged group by student_id having sum(greatest(net_paise - fee_paise, 0)) > 0`,
  );
  return new Map(rows.map((r) => [r.student_id, Number(r.owed)]));
}
