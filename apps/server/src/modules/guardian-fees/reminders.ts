import { and, desc, eq, sql } from 'drizzle-orm';
import {
  GUARDIAN_FEE_MESSAGES as M,
  reminderText,
  whatsappLink,
  whatsappNumber,
  type Reminded,
  type Reminder,
  type UiLanguage,
} from '@school-portal/contract';
import { translatorFor } from '../../http/language.ts';
import type { Db } from '../../db/client.ts';
import { feeReminders } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { badRequest, conflict } from '../../errors.ts';
import { day, indianToday, studentDues } from '../fees/index.ts';
import { instituteLetterhead, institutePhone } from '../profiles/index.ts';
import { feePageLink, guardianLanguageOf } from './links.ts';

/**
 * A WhatsApp reminder: the wa.me link with the message (the student, what is overdue, the fee page
 * link), recorded with who and when. A guardian reminded today is not reminded again unless the clerk,
 * told so, asks `again`: a family is not chased twice in a day by two clerks working one list.
 */
export async function remind(
  db: Db,
  at: Institute,
  by: string,
  studentId: string,
  again: boolean,
  publicUrl: string,
  language: UiLanguage = 'en',
  now = new Date(),
): Promise<Reminder> {
  const dues = await studentDues(db, at, studentId);
  const late = dues.dues.filter((d) => d.dueDate < dues.asOf);
  const overdue = late.reduce((sum, d) => sum + Math.round(d.due * 100), 0) / 100;
  if (overdue <= 0) throw badRequest(M.nothingOverdue);
  const number = whatsappNumber(dues.student.guardianPhone);
  if (!number) throw badRequest(M.noGuardianPhone);
  const today = indianToday(now);
  const [link, school, phone] = await Promise.all([
    feePageLink(db, at, by, studentId),
    instituteLetterhead(db, at),
    institutePhone(db, at),
  ]);
  // In the family's language once the guardian has opened their page (their browser named it); until then
  // in the clerk's, who sends it from their own WhatsApp to a family they know.
  const written = (await guardianLanguageOf(db, at, studentId)) ?? language;
  const since = late.map((d) => d.dueDate).sort()[0] ?? dues.asOf;
  const text = reminderText(
    {
      schoolName: school.name,
      studentName: dues.student.name,
      overdue,
      since: day(since, written),
      link: `${publicUrl}${link.path}`,
      phone,
    },
    translatorFor(written),
  );
  // Looking for today's reminder and recording this one under a lock of the student's reminders: ten
  // clerks pressing Remind at once record one (issue 45), the others are told it was sent.
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`fee-reminder:${studentId}`}, 0))`);
    const rows = scoped(tx, at);
    const earlier = await rows.select(
      feeReminders,
      and(eq(feeReminders.studentId, studentId), eq(feeReminders.remindedOn, today)),
    );
    if (earlier.length > 0 && !again) throw conflict(M.remindedToday, { again: M.remindedToday });
    return rows.insert(feeReminders, { studentId, remindedOn: today, remindedBy: by, createdAt: now });
  });
  return { studentId, url: whatsappLink(number, text), text, overdue, remindedAt: row.createdAt.toISOString() };
}

/** Today's reminders (Indian date), so the lists show who was reminded already. */
export async function remindedToday(db: Db, at: Institute, now = new Date()): Promise<Reminded[]> {
  const rows = await db
    .select()
    .from(feeReminders)
    .where(scoped(db, at).where(feeReminders, eq(feeReminders.remindedOn, indianToday(now))))
    .orderBy(desc(feeReminders.createdAt));
  return rows.map((r) => ({ studentId: r.studentId, remindedAt: r.createdAt.toISOString(), remindedBy: r.remindedBy }));
}
