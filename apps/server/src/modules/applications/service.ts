import { and, count, desc, eq } from 'drizzle-orm';
import {
  APPLICATION_MESSAGES,
  APPLICATION_NOTICES,
  APPLICATION_STAGES,
  JOB_MESSAGES,
  noticeText,
  STAGE_LABELS,
  type Applicant,
  type ApplicationStage,
  type AppliedJob,
  type InstituteHiring,
  type JobseekerCard,
  type SeekerSummary,
  DEFAULT_LANGUAGE,
  todayInIndia,
  type UiLanguage,
} from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { findPage, type Page, type PageInput } from '../../db/paging.ts';
import { institute, scoped, type Institute } from '../../db/scoped.ts';
import type { SearchCache } from '../../db/search-cache.ts';
import { applications } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { layoutMail } from '../../mail/layout.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { AuthUser } from '../../plugins/access.ts';
import { findAccountById, refusalFor } from '../accounts/index.ts';
import { findAnyJob, findLiveJob, instituteOpenJobs, jobsByIds, jobsForYou, ownJob, placeOf } from '../jobs/index.ts';
import { notify } from '../notifications/index.ts';
import { jobseekerCards, seekerInterests } from '../profiles/index.ts';
import { translatorFor } from '../../http/language.ts';

type ApplicationRow = typeof applications.$inferSelect;

/*
 * Applications are institute data (the school reads them through `scoped()`) and, at the same time,
 * the job seeker's own: the seeker's reads below select by `seeker_id` across institutes on purpose.
 */

/** Whether the seeker applied to any job of the institute (so the school may read her CV). */
export async function appliedToInstitute(db: DbOrTx, seekerId: string, institute: Institute): Promise<boolean> {
  const [row] = await scoped(db, institute).select(applications, eq(applications.seekerId, seekerId));
  return !!row;
}

/** A job was deleted: each applicant is told (in-app and by e-mail, in her account's language) and the applications close with it. */
export async function closeApplicationsOfDeletedJob(
  tx: DbOrTx,
  institute: Institute,
  job: { id: string; title: string; instituteName: string },
) {
  const closed = await scoped(tx, institute).delete(applications, eq(applications.jobId, job.id));
  const seekers = await jobseekerCards(
    tx,
    closed.map((a) => a.seekerId),
  );
  for (const application of closed) {
    // Each teacher reads of it in her account's language.
    const language = (await findAccountById(tx, application.seekerId))?.language ?? DEFAULT_LANGUAGE;
    const t = translatorFor(language);
    const notice = { id: 'jobRemoved', values: { title: job.title, institute: job.instituteName } } as const;
    const message = noticeText(t, notice);
    await notify(tx, application.seekerId, notice);
    const seeker = seekers.get(application.seekerId);
    if (seeker)
      await enqueueMail(
        tx,
        layoutMail({
          to: seeker.email,
          subject: t(/*i18n*/ 'Job removed: {title}', { title: job.title }),
          name: seeker.name,
          paragraphs: [message],
          language,
        }),
      );
  }
}

/** Applies once to a live job whose last date has not passed; the posting institute is told, in the portal and by e-mail. */
export async function apply(
  db: Db,
  seeker: AuthUser,
  idOrJobId: string,
  coverNote: string | null = null,
): Promise<ApplicationRow> {
  const job = await findLiveJob(db, idOrJobId);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  if (job.lastDateToApply < todayInIndia()) throw badRequest(APPLICATION_MESSAGES.closed);
  try {
    return await db.transaction(async (tx) => {
      const row = await scoped(tx, institute(job.instituteCode)).insert(applications, {
        jobId: job.id,
        seekerId: seeker.id,
        coverNote,
      });
      // The school reads of its new applicant in its own account's language, in the portal and by e-mail
      // (it may not sign in every day).
      const poster = await findAccountById(tx, job.postedBy);
      const t = translatorFor(poster?.language ?? DEFAULT_LANGUAGE);
      const notice = { id: 'applied', values: { seeker: seeker.name, title: job.title } } as const;
      const message = noticeText(t, notice);
      await notify(tx, job.postedBy, notice);
      if (poster && !refusalFor(poster)) {
        const paragraphs = [message, t(APPLICATION_NOTICES.seeApplicants)];
        await enqueueMail(
          tx,
          layoutMail({
            to: poster.email,
            subject: t(/*i18n*/ 'New applicant: {title}', { title: job.title }),
            name: poster.name,
            paragraphs,
            language: poster.language,
          }),
        );
      }
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'applications_job_seeker_key')) throw conflict(APPLICATION_MESSAGES.alreadyApplied);
    throw err;
  }
}

/** Withdraws the seeker's own application; the institute is told. */
export async function withdraw(db: Db, seeker: AuthUser, idOrJobId: string): Promise<void> {
  const job = await findAnyJob(db, idOrJobId);
  if (!job) throw notFound(APPLICATION_MESSAGES.notApplied);
  await db.transaction(async (tx) => {
    // The seeker acts for the job's institute: the application is that institute's row.
    const removed = await scoped(tx, institute(job.instituteCode)).delete(
      applications,
      and(eq(applications.seekerId, seeker.id), eq(applications.jobId, job.id))!,
    );
    if (removed.length === 0) throw notFound(APPLICATION_MESSAGES.notApplied);
    await notify(tx, job.postedBy, { id: 'withdrew', values: { seeker: seeker.name, title: job.title } });
  });
}

/** Your Applied Jobs: the seeker's applications, newest first. */
export async function appliedJobs(db: DbOrTx, seekerId: string, page: PageInput): Promise<Page<AppliedJob>> {
  const rows = await findPage(db, applications, {
    where: eq(applications.seekerId, seekerId),
    orderBy: [desc(applications.createdAt), desc(applications.id)],
    page,
  });
  const byId = await jobsByIds(
    db,
    rows.items.map((a) => a.jobId),
  );
  return {
    total: rows.total,
    items: rows.items.flatMap((a) => {
      const job = byId.get(a.jobId);
      if (!job) return [];
      return [
        {
          _id: a.id,
          jobId: {
            _id: job.id,
            jobId: job.jobId,
            title: job.title,
            position: job.position,
            category: job.category,
            location: placeOf(job),
            district: job.district,
            state: job.stateCode,
            instituteName: job.instituteName,
            lastDateToApply: job.lastDateToApply,
          },
          stage: a.stage,
          note: a.note,
          createdAt: a.createdAt.toISOString(),
          updatedAt: a.updatedAt.toISOString(),
        },
      ];
    }),
  };
}

const zeroByStage = () => Object.fromEntries(APPLICATION_STAGES.map((s) => [s, 0])) as Record<ApplicationStage, number>;

/** The job seeker dashboard. */
export async function seekerSummary(
  db: DbOrTx,
  seeker: AuthUser,
  cache?: SearchCache,
  language: UiLanguage = 'en',
): Promise<SeekerSummary> {
  const rows = await db
    .select({ stage: applications.stage, n: count() })
    .from(applications)
    .where(eq(applications.seekerId, seeker.id))
    .groupBy(applications.stage);
  const byStage = zeroByStage();
  for (const r of rows) byStage[r.stage] = r.n;
  const interests = await seekerInterests(db, seeker.id);
  return {
    total: rows.reduce((a, r) => a + r.n, 0),
    byStage,
    matchingJobs: await jobsForYou(db, seeker, interests, 5, cache, language),
  };
}

/** An applicant whose account is gone: the application stays, without a profile. */
const noSeeker = (id: string): JobseekerCard => ({
  _id: id,
  userId: '',
  name: '',
  email: '',
  phone: null,
  totalExp: null,
  schoolLevel: null,
  syllabus: null,
  subject: null,
  subjectId: null,
  state: null,
  district: null,
  taluk: null,
  maxExpectedSalary: null,
  teachingLevels: [],
  qualifications: [],
  eligibilityTests: [],
  languages: [],
  profilePicture: null,
  summary: null,
  education: [],
  workHistory: [],
  cv: null,
});

function toApplicant(a: ApplicationRow, seeker: JobseekerCard | undefined): Applicant {
  return {
    _id: a.id,
    stage: a.stage,
    note: a.note,
    schoolNote: a.schoolNote,
    coverNote: a.coverNote,
    createdAt: a.createdAt.toISOString(),
    seeker: seeker ?? noSeeker(a.seekerId),
    // Every account has an e-mail until it is erased (directory.ts empties it then).
    withdrawn: !seeker?.email,
  };
}

/** Applicants to one of the institute's jobs, newest first; another institute's job answers 404. */
export async function applicantsOf(
  db: DbOrTx,
  institute: Institute,
  idOrJobId: string,
  q: PageInput & { stage?: ApplicationStage | undefined },
): Promise<Page<Applicant>> {
  const job = await ownJob(db, institute, idOrJobId);
  const page = await scoped(db, institute).page(applications, {
    where: and(eq(applications.jobId, job.id), q.stage ? eq(applications.stage, q.stage) : undefined),
    orderBy: [desc(applications.createdAt), desc(applications.id)],
    page: q,
  });
  const seekers = await jobseekerCards(
    db,
    page.items.map((a) => a.seekerId),
  );
  return { total: page.total, items: page.items.map((a) => toApplicant(a, seekers.get(a.seekerId))) };
}

/** Moves an applicant to a stage with an optional note; the seeker is told in-app and by e-mail. */
export async function moveApplicant(
  db: Db,
  institute: Institute,
  idOrJobId: string,
  applicationId: string,
  change: { stage: ApplicationStage; note?: string | null | undefined; schoolNote?: string | null | undefined },
): Promise<Applicant> {
  return db.transaction(async (tx) => {
    const job = await ownJob(tx, institute, idOrJobId);
    const [row] = await scoped(tx, institute).update(
      applications,
      {
        stage: change.stage,
        ...(change.note !== undefined ? { note: change.note } : {}),
        ...(change.schoolNote !== undefined ? { schoolNote: change.schoolNote } : {}),
      },
      and(eq(applications.id, applicationId), eq(applications.jobId, job.id))!,
    );
    if (!row) throw notFound(JOB_MESSAGES.applicationNotFound);
    const seeker = (await jobseekerCards(tx, [row.seekerId])).get(row.seekerId);
    if (!seeker?.email && change.note)
      throw badRequest(JOB_MESSAGES.withdrawnNoMessage, { note: JOB_MESSAGES.withdrawnNoMessage });
    // The teacher reads of the move in her account's language, in the portal and by e-mail.
    const language = (await findAccountById(tx, row.seekerId))?.language ?? DEFAULT_LANGUAGE;
    const t = translatorFor(language);
    const notice = {
      id: 'stageChanged',
      values: {
        title: job.title,
        institute: job.instituteName ?? institute,
        stage: { label: STAGE_LABELS[change.stage] },
      },
    } as const;
    const message = noticeText(t, notice);
    await notify(tx, row.seekerId, notice);
    if (seeker?.email) {
      const paragraphs = [message, row.note ? t(/*i18n*/ 'Note from the school: {note}', { note: row.note }) : null];
      await enqueueMail(
        tx,
        layoutMail({
          to: seeker.email,
          subject: t(/*i18n*/ 'Your application: {title}', { title: job.title }),
          name: seeker.name,
          paragraphs,
          language,
        }),
      );
    }
    return toApplicant(row, seeker);
  });
}

/** The institute dashboard: open jobs and the five newest applicants. */
export async function instituteHiring(db: DbOrTx, institute: Institute): Promise<InstituteHiring> {
  const rows = scoped(db, institute);
  const jobsNow = await instituteOpenJobs(db, institute, 5);
  const [total] = await db.select({ n: count() }).from(applications).where(rows.where(applications));
  const newest = await rows.page(applications, {
    orderBy: [desc(applications.createdAt), desc(applications.id)],
    page: { page: 1, limit: 5 },
  });
  const seekers = await jobseekerCards(
    db,
    newest.items.map((a) => a.seekerId),
  );
  const titles = await jobsByIds(
    db,
    newest.items.map((a) => a.jobId),
  );
  return {
    openJobs: jobsNow.open,
    applications: total?.n ?? 0,
    newestJobs: jobsNow.newest,
    newestApplicants: newest.items.map((a) => ({
      ...toApplicant(a, seekers.get(a.seekerId)),
      job: { _id: a.jobId, title: titles.get(a.jobId)?.title ?? '' },
    })),
  };
}
