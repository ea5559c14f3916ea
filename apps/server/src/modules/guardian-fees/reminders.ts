import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  familyReminderText,
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
import { familyIdOf, familyStudents } from '../families/index.ts';
import { familyFeeLink, familyLanguageOf } from './family-links.ts';
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
  const familyId = await familyIdOf(db, at, studentId);
  const children = familyId ? await familyStudents(db, at, familyId) : [];
  // A child in a family: one message for the family (decision 037), naming each child with something overdue.
  const asked = children.length > 0 ? children.map((c) => c.id) : [studentId];
  const each = await Promise.all(asked.map((id) => studentDues(db, at, id)));
  const overdueOf = (dues: (typeof each)[number]) => {
    const late = dues.dues.filter((d) => d.dueDate < dues.asOf);
    return { late, paise: late.reduce((sum, d) => sum + Math.round(d.due * 100), 0) };
  };
  const owing = each.map((dues) => ({ dues, ...overdueOf(dues) })).filter((c) => c.paise > 0);
  const overdue = owing.reduce((sum, c) => sum + c.paise, 0) / 100;
  const first = each.find((d) => d.student._id === studentId) ?? each[0]!;
  if (overdue <= 0) throw badRequest(M.nothingOverdue);
  const number = whatsappNumber(first.student.guardianPhone);
  if (!number) throw badRequest(M.noGuardianPhone);
  const today = indianToday(now);
  const [link, school, phone] = await Promise.all([
    familyId && children.length > 0 ? familyFeeLink(db, at, by, familyId) : feePageLink(db, at, by, studentId),
    instituteLetterhead(db, at),
    institutePhone(db, at),
  ]);
  // In the family's language once the guardian has opened their page (their browser named it); until then
  // in the clerk's, who sends it from their own WhatsApp to a family they know.
  const written =
    (familyId && children.length > 0
      ? await familyLanguageOf(db, at, familyId)
      : await guardianLanguageOf(db, at, studentId)) ?? language;
  const since = owing.flatMap((c) => c.late.map((d) => d.dueDate)).sort()[0] ?? first.asOf;
  const common = {
    schoolName: school.name,
    overdue,
    since: day(since, written),
    link: `${publicUrl}${link.path}`,
    phone,
  };
  const text =
    children.length > 0
      ? familyReminderText({ ...common, children: owing.map((c) => c.dues.student.name) }, translatorFor(written))
      : reminderText({ ...common, studentName: first.student.name }, translatorFor(written));
  // Looking for today's reminder and recording this one under a lock of the family's (or student's) reminders: ten
  // clerks pressing Remind at once record one (issue 45), the others are told it was sent. Every child of the family
  // is recorded as reminded, so Remind all passes over the brothers and sisters.
  const row = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`fee-reminder:${familyId ?? studentId}`}, 0))`,
    );
    const rows = scoped(tx, at);
    const earlier = await rows.select(
      feeReminders,
      and(inArray(feeReminders.studentId, asked), eq(feeReminders.remindedOn, today)),
    );
    if (earlier.length > 0 && !again) throw conflict(M.remindedToday, { again: M.remindedToday });
    const made = await rows.insertMany(
      feeReminders,
      asked.map((id) => ({ studentId: id, remindedOn: today, remindedBy: by, createdAt: now })),
    );
    return made[0]!;
  });
  return {
    studentId,
    covered: asked,
    url: whatsappLink(number, text),
    text,
    overdue,
    remindedAt: row.createdAt.toISOString(),
  };
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
