import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  academicYearName,
  CONCESSION_TYPE_LABELS,
  FEE_MESSAGES,
  type Concession,
  type ConcessionParsed,
  type ConcessionsQuery,
} from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { pageWindow, type Page } from '../../db/paging.ts';
import { academicYears, feeConcessions, feeHeads, students } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { badRequest, notFound } from '../../errors.ts';
import { getStudent } from '../students/index.ts';

type ConcessionRow = typeof feeConcessions.$inferSelect;

interface Named {
  row: ConcessionRow;
  studentName: string;
  admissionNumber: string;
  startYear: number;
  headName: string | null;
}

const toConcession = ({ row, studentName, admissionNumber, startYear, headName }: Named): Concession => ({
  _id: row.id,
  studentId: row.studentId,
  studentName,
  admissionNumber,
  academicYear: academicYearName(startYear),
  type: row.type,
  name: row.name ?? CONCESSION_TYPE_LABELS[row.type],
  mode: row.mode,
  // Paise to rupees, or hundredths of a percent to a percent.
  value: row.value / 100,
  headId: row.headId,
  headName,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

async function named(
  db: DbOrTx,
  institute: Institute,
  where: SQL | undefined,
  window?: { limit: number; offset: number },
): Promise<Named[]> {
  const rows = scoped(db, institute);
  const query = db
    .select({
      row: feeConcessions,
      studentName: students.name,
      admissionNumber: students.admissionNumber,
      startYear: academicYears.startYear,
      headName: feeHeads.name,
    })
    .from(feeConcessions)
    .innerJoin(students, eq(students.id, feeConcessions.studentId))
    .innerJoin(academicYears, eq(academicYears.id, feeConcessions.academicYearId))
    .leftJoin(feeHeads, eq(feeHeads.id, feeConcessions.headId))
    .where(and(rows.where(feeConcessions, where), rows.where(students), rows.where(academicYears)))
    .orderBy(desc(feeConcessions.seq));
  return window ? query.limit(window.limit).offset(window.offset) : query;
}

/** Concessions given, the newest first; of one student when asked. */
export async function listConcessions(
  db: DbOrTx,
  institute: Institute,
  query: ConcessionsQuery & { page: number; limit: number },
): Promise<Page<Concession>> {
  const where = query.studentId ? eq(feeConcessions.studentId, query.studentId) : undefined;
  const [items, [total]] = await Promise.all([
    named(db, institute, where, pageWindow(query)),
    db.select({ n: count() }).from(feeConcessions).where(scoped(db, institute).where(feeConcessions, where)),
  ]);
  return { items: items.map(toConcession), total: total?.n ?? 0 };
}

/** Every concession of an academic year, oldest first: the year end lists them to carry on or end. */
export async function concessionsOfYear(db: DbOrTx, institute: Institute, yearId: string): Promise<Concession[]> {
  return (await named(db, institute, eq(feeConcessions.academicYearId, yearId))).map(toConcession).reverse();
}

/** Gives a student a concession for the academic year of their class; the dues show it at once. */
export async function addConcession(
  db: DbOrTx,
  institute: Institute,
  adminId: string,
  body: ConcessionParsed,
): Promise<Concession> {
  const student = await getStudent(db, institute, body.studentId).catch(() => {
    throw badRequest(FEE_MESSAGES.studentNotFound, { studentId: FEE_MESSAGES.studentNotFound });
  });
  const rows = scoped(db, institute);
  if (body.headId && !(await rows.find(feeHeads, body.headId)))
    throw badRequest(FEE_MESSAGES.headNotFound, { headId: FEE_MESSAGES.headNotFound });
  const row = await rows.insert(feeConcessions, {
    studentId: student._id,
    academicYearId: student.academicYearId,
    headId: body.headId ?? null,
    type: body.type,
    name: body.type === 'custom' ? (body.name ?? null) : null,
    mode: body.mode,
    // Paise for an amount, hundredths of a percent for a percent: both whole numbers.
    value: Math.round(body.value * 100),
    reason: body.reason,
    createdBy: adminId,
  });
  const [one] = await named(db, institute, eq(feeConcessions.id, row.id));
  return toConcession(one!);
}

export async function removeConcession(db: DbOrTx, institute: Institute, concessionId: string) {
  const [removed] = await scoped(db, institute).delete(feeConcessions, eq(feeConcessions.id, concessionId));
  if (!removed) throw notFound(FEE_MESSAGES.concessionNotFound);
  return { message: FEE_MESSAGES.concessionRemoved };
}
