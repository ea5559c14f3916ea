import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  HIRING_MESSAGES as M,
  MEETING_KIND_LABELS,
  type HiringDesk,
  type InvitationAnswer,
  type InvitationForm,
} from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { institute, scoped } from '../../db/scoped.ts';
import { applications, interviewInvitations, interviewSlots, jobs } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { AuthUser } from '../../plugins/access.ts';
import { findAccountById } from '../accounts/index.ts';
import { calendarInvite, indianTime, meetingLines, type Meeting } from './calendar.ts';
import { deskView } from './desk.ts';
import { deskUrl, tell } from './notices.ts';
import { advanceStage, partyTo, schoolPartyTo, type Party } from './party.ts';

type InvitationRow = typeof interviewInvitations.$inferSelect;
type Form = Omit<Required<InvitationForm>, 'place' | 'className' | 'topic'> & {
  place?: string | null | undefined;
  className?: string | null | undefined;
  topic?: string | null | undefined;
};

/**
 * The school proposes times for an interview or demo lesson. A time already proposed for the job (to
 * another candidate) is the same slot; one already taken cannot be offered again. The applicant moves
 * to Interview and is told, with the times, in the portal and by e-mail.
 */
export async function invite(
  db: Db,
  me: AuthUser,
  applicationId: string,
  form: Form,
  publicUrl: string,
  now = new Date(),
): Promise<HiringDesk> {
  const starts = form.slots.map(indianTime);
  if (starts.some((s) => Number.isNaN(s.getTime()))) throw badRequest(M.slotFormat, { slots: M.slotFormat });
  if (starts.some((s) => s <= now)) throw badRequest(M.slotPast, { slots: M.slotPast });
  return db.transaction(async (tx) => {
    const party = await schoolPartyTo(tx, me, applicationId);
    const rows = scoped(tx, party.school);
    await tx
      .insert(interviewSlots)
      .values(starts.map((startsAt) => ({ jobId: party.job.id, startsAt, instituteCode: party.school })))
      .onConflictDoNothing({ target: [interviewSlots.jobId, interviewSlots.startsAt] });
    const slots = await rows.select(
      interviewSlots,
      and(eq(interviewSlots.jobId, party.job.id), inArray(interviewSlots.startsAt, starts)),
    );
    if (slots.some((s) => s.takenBy !== null)) throw conflict(M.slotTaken, { slots: M.slotTaken });
    const invitation = await rows.insert(interviewInvitations, {
      applicationId,
      kind: form.kind,
      mode: form.mode,
      place: form.place ?? null,
      className: form.kind === 'demo' ? (form.className ?? null) : null,
      topic: form.kind === 'demo' ? (form.topic ?? null) : null,
      durationMinutes: form.durationMinutes,
      slotIds: slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()).map((s) => s.id),
    });
    await advanceStage(tx, party, 'interview');
    const school = party.job.instituteName ?? party.school;
    await tell(tx, party.application.seekerId, deskUrl(publicUrl, applicationId), {
      notice: {
        id: 'invited',
        values: { school, kind: { label: MEETING_KIND_LABELS[invitation.kind], lower: true }, title: party.job.title },
      },
      subject: (t) =>
        t(/*i18n*/ '{kind}: {title}', { kind: t(MEETING_KIND_LABELS[invitation.kind]), title: party.job.title }),
      more: (t, language) => [
        t(/*i18n*/ 'Times offered:'),
        ...slots.map((s) => meetingLines(meeting(party, invitation, s.startsAt, publicUrl), language)[1]),
      ],
    });
    return deskView(tx, party);
  });
}

type Sides = Pick<Party, 'application' | 'job' | 'school'>;

function meeting(party: Sides, inv: InvitationRow, startsAt: Date, publicUrl: string): Meeting {
  return {
    id: inv.id,
    kind: inv.kind,
    mode: inv.mode,
    place: inv.place,
    className: inv.className,
    topic: inv.topic,
    durationMinutes: inv.durationMinutes,
    startsAt,
    jobTitle: party.job.title,
    school: party.job.instituteName ?? party.school,
    candidate: '',
    url: deskUrl(publicUrl, party.application.id),
  };
}

/** The candidate's own invitation and its application; another's is a 404. */
async function candidateInvitation(db: DbOrTx, me: AuthUser, invitationId: string) {
  const [row] = await db
    .select({ invitation: interviewInvitations })
    .from(interviewInvitations)
    .innerJoin(applications, eq(applications.id, interviewInvitations.applicationId))
    .where(and(eq(interviewInvitations.id, invitationId), eq(applications.seekerId, me.id)));
  if (!row) throw notFound(M.invitationNotFound);
  return row.invitation;
}

/**
 * The candidate answers. Accepting takes the slot with one conditional update (`taken_by` is still
 * empty): of two candidates taking one slot at once, the second finds it taken and gets a 409, and
 * nothing of her answer is kept. Both sides then get the time with its calendar invitation.
 */
export async function answerInvitation(
  db: Db,
  me: AuthUser,
  invitationId: string,
  answer: InvitationAnswer & { note?: string | null | undefined },
  publicUrl: string,
): Promise<HiringDesk> {
  return db.transaction(async (tx) => {
    const found = await candidateInvitation(tx, me, invitationId);
    const party = await partyTo(tx, me, found.applicationId);
    const rows = scoped(tx, party.school);
    const status = { accept: 'accepted', another: 'anotherAsked', decline: 'declined' } as const;
    const [invitation] = await rows.update(
      interviewInvitations,
      { status: status[answer.answer], candidateNote: answer.note ?? null },
      and(eq(interviewInvitations.id, invitationId), eq(interviewInvitations.status, 'proposed'))!,
    );
    if (!invitation) throw conflict(M.alreadyAnswered);
    const link = deskUrl(publicUrl, party.application.id);
    const school = party.job.instituteName ?? party.school;
    if (answer.answer !== 'accept') {
      await tell(tx, party.job.postedBy, link, {
        notice: {
          id: answer.answer === 'another' ? 'anotherTime' : 'invitationDeclined',
          values: {
            name: me.name,
            kind: { label: MEETING_KIND_LABELS[invitation.kind], lower: true },
            title: party.job.title,
          },
        },
        subject: (t) =>
          t(/*i18n*/ '{kind}: {title}', { kind: t(MEETING_KIND_LABELS[invitation.kind]), title: party.job.title }),
        more: () => [answer.note ?? null],
      });
      return deskView(tx, party);
    }
    if (!answer.slotId || !invitation.slotIds.includes(answer.slotId))
      throw badRequest(M.slotRequired, { slotId: M.slotRequired });
    const [slot] = await rows.update(
      interviewSlots,
      { takenBy: invitation.id },
      and(eq(interviewSlots.id, answer.slotId), isNull(interviewSlots.takenBy))!,
    );
    if (!slot) throw conflict(M.slotTaken, { slotId: M.slotTaken });
    await sendAccepted(tx, party, invitation, slot.startsAt, publicUrl, school);
    return deskView(tx, party);
  });
}

/** The accepted time to both sides, each in their language, with the calendar invitation attached. */
async function sendAccepted(
  tx: DbOrTx,
  party: Sides,
  invitation: InvitationRow,
  startsAt: Date,
  publicUrl: string,
  school: string,
  reminder = false,
) {
  const link = deskUrl(publicUrl, party.application.id);
  const candidate = (await findAccountById(tx, party.application.seekerId))?.name ?? '';
  const m = { ...meeting(party, invitation, startsAt, publicUrl), candidate };
  for (const [accountId, toSchool] of [
    [party.application.seekerId, false],
    [party.job.postedBy, true],
  ] as const) {
    const label = MEETING_KIND_LABELS[invitation.kind];
    await tell(tx, accountId, link, {
      notice: reminder
        ? { id: 'meetingReminder', values: { kind: { label }, title: party.job.title } }
        : toSchool
          ? {
              id: 'invitationAccepted',
              values: { name: candidate, kind: { label, lower: true }, title: party.job.title },
            }
          : { id: 'meetingFixed', values: { kind: { label, lower: true }, school } },
      subject: (t) => t(/*i18n*/ '{kind}: {title}', { kind: t(label), title: party.job.title }),
      more: (_t, language) => meetingLines(m, language),
      attachments: [calendarInvite(m, (await findAccountById(tx, accountId))?.language ?? DEFAULT_LANGUAGE)],
    });
  }
}

/**
 * The day-before reminder (a daily task): each accepted interview or demo lesson that falls on the
 * Indian day after `day`, to both sides, once (`reminded_at` is set in the same transaction).
 */
export async function sendReminders(db: Db, day: string, publicUrl: string): Promise<number> {
  const due = await db
    .select({ invitation: interviewInvitations, startsAt: interviewSlots.startsAt })
    .from(interviewInvitations)
    .innerJoin(interviewSlots, eq(interviewSlots.takenBy, interviewInvitations.id))
    .innerJoin(jobs, eq(jobs.id, interviewSlots.jobId))
    .where(
      and(
        eq(interviewInvitations.status, 'accepted'),
        isNull(interviewInvitations.remindedAt),
        sql`(${interviewSlots.startsAt} at time zone 'Asia/Kolkata')::date = ${day}::date + 1`,
      ),
    );
  for (const { invitation, startsAt } of due)
    await db.transaction(async (tx) => {
      const [marked] = await scoped(tx, institute(invitation.instituteCode)).update(
        interviewInvitations,
        { remindedAt: new Date() },
        and(eq(interviewInvitations.id, invitation.id), isNull(interviewInvitations.remindedAt))!,
      );
      if (!marked) return;
      const [application] = await tx.select().from(applications).where(eq(applications.id, invitation.applicationId));
      const [job] = application ? await tx.select().from(jobs).where(eq(jobs.id, application.jobId)) : [];
      if (!application || !job) return;
      const party = { application, job, school: institute(invitation.instituteCode) };
      await sendAccepted(tx, party, invitation, startsAt, publicUrl, job.instituteName ?? job.instituteCode, true);
    });
  return due.length;
}
