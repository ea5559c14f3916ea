import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  HIRING_MESSAGES as M,
  type HiringDesk,
  type Invitation,
  type Offer,
  type Unread,
} from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { institute, scoped } from '../../db/scoped.ts';
import {
  applications,
  hiringMessages,
  interviewInvitations,
  interviewSlots,
  jobOffers,
  jobs,
  users,
} from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { AuthUser } from '../../plugins/access.ts';
import { findAnyJob } from '../jobs/index.ts';
import { institutePhone, jobseekerCards } from '../profiles/index.ts';
import { deskUrl, otherSide, tell } from './notices.ts';
import { applicationForApproach, partyTo, type Party } from './party.ts';

type InvitationRow = typeof interviewInvitations.$inferSelect;
type OfferRow = typeof jobOffers.$inferSelect;

export function toOffer(o: OfferRow): Offer {
  return {
    _id: o.id,
    position: o.position,
    monthlyPay: o.monthlyPayPaise / 100,
    joiningDate: o.joiningDate,
    note: o.note,
    status: o.status,
    createdAt: o.createdAt.toISOString(),
  };
}

async function invitationsOf(db: DbOrTx, party: Party): Promise<Invitation[]> {
  const rows: InvitationRow[] = await scoped(db, party.school).select(
    interviewInvitations,
    eq(interviewInvitations.applicationId, party.application.id),
  );
  const slotIds = rows.flatMap((r) => r.slotIds);
  const slots = slotIds.length
    ? await scoped(db, party.school).select(interviewSlots, inArray(interviewSlots.id, slotIds))
    : [];
  const byId = new Map(slots.map((s) => [s.id, s]));
  return rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((r) => ({
      _id: r.id,
      kind: r.kind,
      mode: r.mode,
      place: r.place,
      className: r.className,
      topic: r.topic,
      durationMinutes: r.durationMinutes,
      status: r.status,
      candidateNote: r.candidateNote,
      createdAt: r.createdAt.toISOString(),
      slots: r.slotIds
        .flatMap((id) => byId.get(id) ?? [])
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
        .map((s) => ({
          _id: s.id,
          startsAt: s.startsAt.toISOString(),
          chosen: s.takenBy === r.id,
          taken: s.takenBy !== null && s.takenBy !== r.id,
        })),
    }));
}

/** The desk as the caller's side sees it. The school's private note is added for the school only. */
export async function deskView(db: DbOrTx, party: Party): Promise<HiringDesk> {
  const { application, job, school } = party;
  const [messages, invitations, offers, seeker, phone] = await Promise.all([
    db
      .select()
      .from(hiringMessages)
      .where(and(eq(hiringMessages.instituteCode, school), eq(hiringMessages.applicationId, application.id)))
      .orderBy(asc(hiringMessages.createdAt), asc(hiringMessages.id)),
    invitationsOf(db, party),
    scoped(db, school).select(jobOffers, eq(jobOffers.applicationId, application.id)),
    jobseekerCards(db, [application.seekerId]).then((m) => m.get(application.seekerId)),
    job.phone ? Promise.resolve(job.phone) : institutePhone(db, school),
  ]);
  return {
    _id: application.id,
    mySide: party.side,
    stage: application.stage,
    job: { _id: job.id, title: job.title, position: job.position, instituteName: job.instituteName },
    candidate: { _id: application.seekerId, name: seeker?.name ?? '', phone: seeker?.phone ?? null },
    schoolPhone: phone ?? null,
    ...(party.side === 'school' ? { schoolNote: application.schoolNote } : {}),
    unread: messages.filter((m) => m.side !== party.side && !m.readAt).length,
    messages: messages.map((m) => ({
      _id: m.id,
      side: m.side,
      authorName: m.authorName,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
      read: m.readAt !== null,
    })),
    invitations,
    offers: offers.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map(toOffer),
  };
}

/** Opening the desk: what the other side wrote is read from now on (the answer still counts it once). */
export async function openDesk(db: Db, me: AuthUser, applicationId: string): Promise<HiringDesk> {
  const party = await partyTo(db, me, applicationId);
  const desk = await deskView(db, party);
  if (desk.unread > 0)
    await db
      .update(hiringMessages)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(hiringMessages.instituteCode, party.school),
          eq(hiringMessages.applicationId, applicationId),
          ne(hiringMessages.side, party.side),
          isNull(hiringMessages.readAt),
        ),
      );
  return desk;
}

async function addMessage(tx: DbOrTx, party: Party, body: string, publicUrl: string) {
  const school = party.job.instituteName ?? party.school;
  // An institute admin may have no name of her own (she registered with the institute code): the school's name stands.
  const authorName = party.side === 'school' ? (party.me.name ? `${party.me.name}, ${school}` : school) : party.me.name;
  await scoped(tx, party.school).insert(hiringMessages, {
    applicationId: party.application.id,
    side: party.side,
    authorId: party.me.id,
    authorName,
    body,
  });
  const from = party.side === 'school' ? school : party.me.name;
  await tell(tx, otherSide(party), deskUrl(publicUrl, party.application.id), {
    notice: { id: 'deskMessage', values: { from, title: party.job.title } },
    subject: (t) => t(/*i18n*/ 'Message about {title}', { title: party.job.title }),
    more: () => [body],
  });
}

/** Writes in the thread; the other side is told in the portal and by e-mail with a link that opens it. */
export async function writeMessage(db: Db, me: AuthUser, applicationId: string, body: string, publicUrl: string) {
  return db.transaction(async (tx) => {
    const party = await partyTo(tx, me, applicationId);
    await addMessage(tx, party, body, publicUrl);
    return deskView(tx, party);
  });
}

/** The school writes to a teacher about one of its jobs: into her application's thread (opened when she has none). */
export async function startConversation(
  db: Db,
  me: AuthUser,
  form: { jobId: string; seekerId: string; message: string },
  publicUrl: string,
): Promise<string> {
  const school = me.instituteCode;
  const job = await findAnyJob(db, form.jobId);
  if (!school || !job || job.instituteCode !== school || job.deletedAt) throw notFound(M.notFound);
  const seeker = (await jobseekerCards(db, [form.seekerId])).get(form.seekerId);
  const [account] = await db.select({ role: users.role }).from(users).where(eq(users.id, form.seekerId));
  if (!seeker || account?.role !== 'jobseeker') throw notFound(M.seekerNotFound);
  return db.transaction(async (tx) => {
    const application = await applicationForApproach(tx, institute(school), job, form.seekerId);
    const party = await partyTo(tx, me, application.id);
    await addMessage(tx, party, form.message, publicUrl);
    return application.id;
  });
}

/** Messages the caller has not read, per thread, newest thread first. */
export async function unreadOf(db: DbOrTx, me: AuthUser): Promise<Unread> {
  const mine =
    me.role === 'jobseeker'
      ? and(eq(applications.seekerId, me.id), eq(hiringMessages.side, 'school'))
      : and(eq(hiringMessages.instituteCode, me.instituteCode ?? ''), eq(hiringMessages.side, 'candidate'));
  const rows = await db
    .select({
      applicationId: hiringMessages.applicationId,
      title: jobs.title,
      seekerName: users.name,
      instituteName: jobs.instituteName,
      unread: count(),
      latest: sql<string>`max(${hiringMessages.createdAt})`,
    })
    .from(hiringMessages)
    .innerJoin(applications, eq(applications.id, hiringMessages.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.seekerId))
    .where(and(mine, isNull(hiringMessages.readAt)))
    .groupBy(hiringMessages.applicationId, jobs.title, users.name, jobs.instituteName)
    .orderBy(desc(sql`max(${hiringMessages.createdAt})`))
    .limit(20);
  return {
    unread: rows.reduce((n, r) => n + r.unread, 0),
    threads: rows.map((r) => ({
      applicationId: r.applicationId,
      title: r.title,
      // The school reads the candidate's name; the candidate the school's.
      name: me.role === 'jobseeker' ? (r.instituteName ?? '') : r.seekerName,
      unread: r.unread,
    })),
  };
}
