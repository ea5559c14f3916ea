import { and, eq } from 'drizzle-orm';
import { newJobId } from '@school-portal/contract';
import type { App } from '../../src/app.ts';
import { institute, scoped } from '../../src/db/scoped.ts';
import { applications, jobs, users } from '../../src/db/schema/index.ts';
import { createUser, signedIn } from './accounts.ts';

/** A date `days` from today (negative: in the past), as a date input gives it. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A complete Post New Job form: a TGT mathematics teacher in Pune. */
export const JOB_FORM = {
  title: 'TGT Mathematics Teacher',
  position: 'TGT Mathematics',
  category: 'teaching',
  jobType: 'full-time',
  workMode: 'on-site',
  salaryType: 'monthly',
  salary: 45000,
  subject: 'Mathematics',
  teachingLevel: 'TGT',
  qualifications: ['BED'],
  eligibilityTests: ['CTET_2'],
  description: 'Teach mathematics to classes 6 to 10 under the CBSE syllabus.',
  qualification: 'B.Sc with B.Ed',
  experienceMin: 2,
  experienceMax: 8,
  skills: 'Classroom management, Smart boards',
  email: 'hr@sunrise.test',
  phone: '9822012345',
  interviewDate: daysFromNow(20),
  lastDateToApply: daysFromNow(14),
} as const;

export type JobOverrides = Partial<typeof jobs.$inferInsert>;

/** A job straight in the database (posting itself is tested through the API); any date, even past. */
export async function createJob(app: App, instituteCode: string, o: JobOverrides = {}) {
  // The school's admin posts it: an institute's staff share its code, and without an order PostgreSQL may answer either.
  const [poster] = await app.deps.db
    .select()
    .from(users)
    .where(and(eq(users.instituteCode, instituteCode), eq(users.role, 'instituteAdmin')))
    .orderBy(users.createdAt)
    .limit(1);
  const job = await scoped(app.deps.db, institute(instituteCode)).insert(jobs, {
    jobId: newJobId(),
    title: 'PRT English Teacher',
    position: 'PRT English',
    category: 'teaching',
    jobType: 'full-time',
    salaryType: 'monthly',
    salaryPaise: 30_000_00,
    subject: 'english',
    teachingLevel: 'PRT',
    instituteName: 'Test School',
    district: 'Pune',
    stateCode: 'MH',
    lastDateToApply: daysFromNow(30),
    postedBy: poster!.id,
    ...o,
  });
  // Written straight into the database, not through a request (which waits for its notice before answering): a search
  // page read before it could still be answered from memory until the notice is heard, on a busy machine after the
  // test's next search (reused-statements.test.ts failed so with notices 40 ms late).
  await app.changes.settle();
  return job;
}

/** A job seeker's application to a job of the institute, at the given stage. */
export async function createApplication(
  app: App,
  instituteCode: string,
  jobId: string,
  stage: 'applied' | 'shortlisted' = 'applied',
) {
  const seeker = await createUser(app, { role: 'jobseeker', profileCompleted: true });
  return scoped(app.deps.db, institute(instituteCode)).insert(applications, {
    jobId,
    seekerId: seeker.account.id,
    stage,
  });
}

/** Two signed-in job seekers: a teacher's own-data tests (saved jobs, alerts) show the other's are out of reach. */
export async function twoSeekers(app: App) {
  const seeker = await signedIn(app, { role: 'jobseeker', profileCompleted: true });
  const other = await signedIn(app, { role: 'jobseeker', profileCompleted: true });
  return { seeker, other };
}
