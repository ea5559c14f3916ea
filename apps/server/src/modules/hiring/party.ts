import { and, eq } from 'drizzle-orm';
import { HIRING_MESSAGES as M, type ApplicationStage, type HiringSide } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { institute, scoped, type Institute } from '../../db/scoped.ts';
import { applications } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { AuthUser } from '../../plugins/access.ts';
import { findAnyJob, type JobRow } from '../jobs/index.ts';

export type ApplicationRow = typeof applications.$inferSelect;

/** The application a desk belongs to, with its job and the side the caller is on. */
export interface Party {
  me: AuthUser;
  side: HiringSide;
  application: ApplicationRow;
  job: JobRow;
  /** The application's school: every hiring row is scoped to it. */
  school: Institute;
}

/*
 * The desk is the application's (decision 039): it reads the application row and moves its stage
 * itself, as Applicants does, and is scoped to the application's institute.
 */

/**
 * The application for its two parties only: the school's staff (their own institute's) and the
 * candidate (her own). Anyone else gets the 404 of no application at all.
 */
export async function partyTo(db: DbOrTx, me: AuthUser, applicationId: string): Promise<Party> {
  let application: ApplicationRow | undefined;
  if (me.role === 'jobseeker') {
    // Her own application, at whichever school.
    [application] = await db
      .select()
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.seekerId, me.id)));
  } else if (me.instituteCode) {
    application = await scoped(db, institute(me.instituteCode)).find(applications, applicationId);
  }
  const job = application && (await findAnyJob(db, application.jobId));
  if (!application || !job) throw notFound(M.notFound);
  return {
    me,
    side: me.role === 'jobseeker' ? 'candidate' : 'school',
    application,
    job,
    school: institute(application.instituteCode),
  };
}

/** The school side only (proposing times, offers): the candidate is refused as if it were not there. */
export async function schoolPartyTo(db: DbOrTx, me: AuthUser, applicationId: string): Promise<Party> {
  if (me.role === 'jobseeker') throw notFound(M.notFound);
  return partyTo(db, me, applicationId);
}

/** Stages move forward with the desk; a later stage the school set by hand (hired, rejected) is kept. */
const ORDER: ApplicationStage[] = ['applied', 'shortlisted', 'interview', 'offered', 'hired'];

/** The stage the desk's step leads to from `now`: `wanted` when it is further on (or Hired, her own yes), else `now`. */
export function stageAfter(now: ApplicationStage, wanted: ApplicationStage): ApplicationStage {
  const forward = wanted === 'hired' || (ORDER.includes(now) && ORDER.indexOf(wanted) > ORDER.indexOf(now));
  return forward ? wanted : now;
}

export async function advanceStage(tx: DbOrTx, party: Party, stage: ApplicationStage): Promise<ApplicationStage> {
  const now = party.application.stage;
  if (stageAfter(now, stage) === now) return now;
  await scoped(tx, party.school).update(applications, { stage }, eq(applications.id, party.application.id));
  party.application = { ...party.application, stage };
  return stage;
}

/**
 * The thread with a teacher found on Find Employee: her application to the job, or one the school
 * opens at Shortlisted (it approached her), so that the thread, the invitation and the offer have one home.
 */
export async function applicationForApproach(
  tx: DbOrTx,
  school: Institute,
  job: JobRow,
  seekerId: string,
): Promise<ApplicationRow> {
  const rows = scoped(tx, school);
  const [found] = await rows.select(
    applications,
    and(eq(applications.jobId, job.id), eq(applications.seekerId, seekerId)),
  );
  return found ?? rows.insert(applications, { jobId: job.id, seekerId, stage: 'shortlisted' });
}
