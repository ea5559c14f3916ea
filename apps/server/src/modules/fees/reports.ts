import { toCsv } from '../../http/csv.ts';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Defaulter, DefaultersQuery } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { pageWindow, type Page } from '../../db/paging.ts';
import { feeAllocations, feeReceipts, feeInstalments } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { activeStudentsOfClass } from '../students/index.ts';
import { concessionsOfStudents, feeStudent } from './dues.ts';
import { concessionPaise, daysBetween, indianToday } from './fee-math.ts';

export { indianToday };

/**
 * A class's students with instalments past their due date still unpaid, the largest sum first. A class is
 * bounded (a few hundred students, a few dozen instalments), so its dues are summed here in paise and paged.
 */
async function allDefaulters(db: DbOrTx, institute: Institute, classId: string, now: Date): Promise<Defaulter[]> {
  const today = indianToday(now);
  const query = { classId };
  const rows = scoped(db, institute);
  const instalments = await rows.select(feeInstalments, and(eq(feeInstalments.classId, query.classId), lt(feeInstalments.dueDate, today)));
  if (instalments.length === 0) return [];
  const students = await activeStudentsOfClass(db, institute, query.classId);
  if (students.length === 0) return [];
  const paid = await db
    .select({ studentId: feeAllocations.studentId, instalmentId: feeAllocations.instalmentId, paise: sql<string>`sum(${feeAllocations.amountPaise})` })
    .from(feeAllocations)
    .innerJoin(feeReceipts, eq(feeReceipts.id, feeAllocations.receiptId))
    .where(
      and(
        rows.where(feeAllocations, and(inArray(feeAllocations.instalmentId, instalments.map((i) => i.id)), eq(feeAllocations.kind, 'fee'))),
        rows.where(feeReceipts, eq(feeReceipts.status, 'active')),
      ),
    )
    .groupBy(feeAllocations.studentId, feeAllocations.instalmentId);
  const paidOf = new Map(paid.map((p) => [`${p.studentId}:${p.instalmentId}`, Number(p.paise)]));
  const concessions = await concessionsOfStudents(db, institute, instalments[0]!.academicYearId, students.map((s) => s._id));

  const defaulters = students.flatMap((student) => {
    let overduePaise = 0;
    let oldest: string | undefined;
    for (const i of instalments) {
      const net = i.amountPaise - concessionPaise(i.amountPaise, i.headId, concessions.get(student._id) ?? []);
      const unpaid = net - (paidOf.get(`${student._id}:${i.id}`) ?? 0);
      if (unpaid <= 0) continue;
      overduePaise += unpaid;
      if (!oldest || i.dueDate < oldest) oldest = i.dueDate;
    }
    if (!oldest) return [];
    const entry: Defaulter = {
      student: feeStudent(student),
      overdue: overduePaise / 100,
      oldestDueDate: oldest,
      daysOverdue: daysBetween(oldest, today),
    };
    return [entry];
  });
  defaulters.sort((a, b) => b.overdue - a.overdue || a.student.name.localeCompare(b.student.name) || a.student._id.localeCompare(b.student._id));
  return defaulters;
}

export async function defaultersOfClass(db: DbOrTx, institute: Institute, query: DefaultersQuery & { page: number; limit: number }, now = new Date()): Promise<Page<Defaulter>> {
  const defaulters = await allDefaulters(db, institute, query.classId, now);
  const { limit, offset } = pageWindow(query);
  return { items: defaulters.slice(offset, offset + limit), total: defaulters.length };
}

/** The whole defaulters list of a class as CSV, for the office to call or write to guardians. */
export async function defaultersCsv(db: DbOrTx, institute: Institute, classId: string, now = new Date()): Promise<string> {
  const rows = (await allDefaulters(db, institute, classId, now)).map((d) => [
    d.student.name,
    d.student.admissionNumber,
    `${d.student.className} ${d.student.sectionName}`,
    d.student.guardianName,
    d.student.guardianPhone,
    d.overdue,
    d.oldestDueDate,
    d.daysOverdue,
  ]);
  return toCsv(['Student', 'Admission No.', 'Class', 'Guardian', 'Guardian Phone', 'Overdue (Rs.)', 'Due Since', 'Days Overdue'], rows);
}
