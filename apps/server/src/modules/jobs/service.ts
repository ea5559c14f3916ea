import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import {
  districtsOf,
  isStateCode,
  JOB_MESSAGES,
  jobsApi,
  newJobId,
  SEARCH_COUNT_CAP,
  STATES,
  todayInIndia,
  type Job,
  type JobSearchInput,
  type JobValues,
  type PostedJobsQuery,
  type StateCode,
} from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { afterRow } from '../../db/keyset.ts';
import { pageWindow, PROBE_ROWS, searchPage } from '../../db/paging.ts';
import type { SearchCache } from '../../db/search-cache.ts';
import { institute, scoped, type Institute } from '../../db/scoped.ts';
import { contains, suggestionFor } from '../../db/search.ts';
import { jobs, savedJobs } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { EncodedPage, type JsonPage } from '../../http/encoded-page.ts';
import type { AuthUser } from '../../plugins/access.ts';
import { institutePlace } from '../profiles/index.ts';
import { applicantCounts, appliedJobIds, seekerBadges } from './applied.ts';
import { experienceCondition, filterTags, keywordCondition, payCondition, tagsOf } from './filters.ts';
import { toJob, type JobRow } from './view.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A job named by its `_id` or its job ID (both appear in the spec's calls). */
export const named = (idOrJobId: string): SQL =>
  UUID.test(idOrJobId) ? eq(jobs.id, idOrJobId) : eq(jobs.jobId, idOrJobId.toUpperCase());

const live = isNull(jobs.deletedAt);

/** The columns a school writes, from the parsed form; money in paise. */
function columnsOf(v: Omit<JobValues, 'jobId'>) {
  return {
    title: v.title,
    position: v.position,
    category: v.category,
    jobType: v.jobType,
    workMode: v.workMode ?? null,
    salaryType: v.salaryType,
    salaryPaise: v.salary == null ? null : v.salary * 100,
    salaryMaxPaise: v.salaryMax == null ? null : v.salaryMax * 100,
    vacancies: v.vacancies,
    subject: v.subject ?? null,
    teachingLevel: v.teachingLevel ?? null,
    qualifications: v.qualifications,
    eligibilityTests: v.eligibilityTests,
    description: v.description ?? null,
    qualification: v.qualification ?? null,
    experienceMin: v.experienceMin,
    experienceMax: Math.max(v.experienceMax, v.experienceMin),
    skills: v.skills,
    email: v.email ?? null,
    phone: v.phone ?? null,
    interviewDate: v.interviewDate ?? null,
    lastDateToApply: v.lastDateToApply,
  };
}

/**
 * Posts a job for the caller's institute. The name and place are the institute profile's; a job ID
 * the client made is kept (another job's is a 409), and one is made when none came.
 */
export async function createJob(db: Db, institute: Institute, poster: AuthUser, values: JobValues): Promise<Job> {
  if (values.lastDateToApply < todayInIndia()) throw badLastDate();
  const place = await institutePlace(db, institute);
  const given = values.jobId || undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await scoped(db, institute).insert(jobs, {
        ...columnsOf(values),
        jobId: given ?? newJobId(),
        instituteName: place.instituteName,
        address: place.address,
        district: place.district,
        stateCode: place.state,
        postedBy: poster.id,
      });
      return toJob(row, { applicantCount: 0 });
    } catch (err) {
      if (!isUniqueViolation(err, 'jobs_job_id_key')) throw err;
      if (given || attempt >= 3) throw conflict(JOB_MESSAGES.jobIdTaken, { jobId: JOB_MESSAGES.jobIdTaken });
    }
  }
}

const badLastDate = () => badRequest(JOB_MESSAGES.lastDatePast, { lastDateToApply: JOB_MESSAGES.lastDatePast });

/** One of the institute's live jobs; another institute's answers 404 like a job that does not exist. */
export async function ownJob(db: DbOrTx, institute: Institute, idOrJobId: string): Promise<JobRow> {
  const [row] = await scoped(db, institute).select(jobs, and(named(idOrJobId), live));
  if (!row) throw notFound(JOB_MESSAGES.notFound);
  return row;
}

export async function updateJob(
  db: Db,
  institute: Institute,
  idOrJobId: string,
  values: Omit<JobValues, 'jobId'>,
): Promise<Job> {
  return db.transaction(async (tx) => {
    const job = await ownJob(tx, institute, idOrJobId);
    const [row] = await scoped(tx, institute).update(jobs, columnsOf(values), eq(jobs.id, job.id));
    const counts = await applicantCounts(tx, institute, [job.id]);
    return toJob(row!, { applicantCount: counts.get(job.id) ?? 0 });
  });
}

/**
 * What becomes of a deleted job's applications, in the deletion's transaction: the applications module
 * closes them and tells each applicant. app.ts hands it to jobRoutes (applications imports jobs, not the
 * other way round).
 */
export type OnJobDeleted = (
  tx: DbOrTx,
  institute: Institute,
  job: { id: string; title: string; instituteName: string },
) => Promise<void>;

/** Deletes the job for good from every list; its applicants are told in the same transaction. */
export async function deleteJob(
  db: Db,
  institute: Institute,
  idOrJobId: string,
  onDeleted: OnJobDeleted,
): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await ownJob(tx, institute, idOrJobId);
    await scoped(tx, institute).update(jobs, { deletedAt: new Date() }, eq(jobs.id, job.id));
    await onDeleted(tx, institute, { id: job.id, title: job.title, instituteName: job.instituteName ?? institute });
  });
}

/**
 * A live job by `_id` or job ID, whatever its institute: jobs are advertised to everyone signed in
 * (and by shared link), so this read is deliberately not scoped to an institute.
 */
export async function findLiveJob(db: DbOrTx, idOrJobId: string): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(named(idOrJobId), live))
    .limit(1);
  return row;
}

/** Jobs by `_id`, deleted ones included (an application outlives nothing, but its job may be gone). */
export async function jobsByIds(db: DbOrTx, ids: string[]): Promise<Map<string, JobRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(jobs).where(inArray(jobs.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A job by `_id` or job ID, deleted or not: a seeker may still withdraw from a job that is gone. */
export async function findAnyJob(db: DbOrTx, idOrJobId: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(named(idOrJobId)).limit(1);
  return row;
}

/** A job for the caller: a seeker learns whether they applied; the posting institute sees its count. */
export async function jobFor(db: DbOrTx, caller: AuthUser, idOrJobId: string): Promise<Job> {
  const row = await findLiveJob(db, idOrJobId);
  if (!row) throw notFound(JOB_MESSAGES.notFound);
  const extras =
    caller.role === 'jobseeker'
      ? {
          applied: (await appliedJobIds(db, caller.id, [row.id])).has(row.id),
          saved: await savedBy(db, caller.id, row.id),
        }
      : caller.instituteCode === row.instituteCode
        ? { applicantCount: (await applicantCounts(db, scopedInstitute(row), [row.id])).get(row.id) ?? 0 }
        : {};
  return toJob(row, extras);
}

async function savedBy(db: DbOrTx, seekerId: string, jobId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: savedJobs.id })
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, seekerId), eq(savedJobs.jobId, jobId)))
    .limit(1);
  return !!row;
}

const scopedInstitute = (row: JobRow) => institute(row.instituteCode);

const stateByName = new Map(STATES.map((s) => [s.name.toLowerCase(), s.code]));

/** `location` as the spec's client sends it: a state (code or name) or a district; free text otherwise. */
function locationCondition(location: string): SQL | undefined {
  const text = location.trim();
  if (!text) return undefined;
  const upper = text.toUpperCase();
  const state: StateCode | undefined = isStateCode(upper) ? upper : stateByName.get(text.toLowerCase());
  if (state) return eq(jobs.stateCode, state);
  for (const s of STATES) {
    const district = districtsOf(s.code).find((d) => d.toLowerCase() === text.toLowerCase());
    if (district) return and(eq(jobs.stateCode, s.code), eq(jobs.district, district));
  }
  return contains(sql`${jobs.searchText}`, text);
}

/** "Did you mean …?" for Browse Jobs: the keyword put right, when that finds an open job with the same filters. */
export function suggestJobSearch(db: DbOrTx, q: JobSearchInput) {
  const { page: _page, limit: _limit, after: _after, ...filters } = q;
  return suggestionFor(q.q, async (corrected) => {
    const found = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(searchCondition({ ...filters, q: corrected }, todayInIndia()))
      .limit(1);
    return found.length > 0;
  });
}

export interface JobPage {
  items: Job[];
  total: number;
}

/** Browse Jobs' filters as one condition: live, open jobs matching every filter given (a job alert reuses it). */
function searchCondition(
  q: Omit<JobSearchInput, 'page' | 'limit' | 'after'>,
  today: string | Placeholder,
): SQL | undefined {
  return and(
    live,
    gte(jobs.lastDateToApply, today),
    q.q ? keywordCondition(q.q) : undefined,
    q.location ? locationCondition(q.location) : undefined,
    q.state ? eq(jobs.stateCode, q.state) : undefined,
    q.district ? eq(jobs.district, q.district) : undefined,
    experienceCondition(q.experience ?? q.minExp),
    payCondition(q),
    q.category ? eq(jobs.category, q.category) : undefined,
    q.subject ? eq(jobs.subject, q.subject) : undefined,
    q.teachingLevel ? eq(jobs.teachingLevel, q.teachingLevel) : undefined,
    q.jobType ? eq(jobs.jobType, q.jobType) : undefined,
  );
}

/**
 * Open jobs matching a search that were posted after `since` (a job alert's last look) and by `until`,
 * oldest first, at most `limit`.
 */
export async function newJobsMatching(
  db: DbOrTx,
  q: Omit<JobSearchInput, 'page' | 'limit' | 'after'>,
  since: Date,
  until: Date,
  limit: number,
): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(searchCondition(q, todayInIndia(until)), gt(jobs.createdAt, since), lte(jobs.createdAt, until)))
    .orderBy(asc(jobs.createdAt), asc(jobs.id))
    .limit(limit);
}

/** The columns Browse Jobs' cards answer from (toJob): not the search columns (tags, text, monthly pay) nor bookkeeping. */
const {
  searchTags: _tags,
  searchText: _text,
  monthlyPayLowPaise: _low,
  monthlyPayHighPaise: _high,
  deletedAt: _deleted,
  updatedAt: _updated,
  instituteCode: _institute,
  ...jobCard
} = getTableColumns(jobs);

/** A search's values that change from request to request, as placeholders: the statements are built once per filter (reused, db/paging.ts). */
const placeholder = {
  today: sql.placeholder('today'),
  after: sql.placeholder('after'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/**
 * Browse Jobs: live, open jobs, newest first, every filter applied in the database. `after` (the last job
 * shown) pages by keyset (page 1,000 is as quick as page 1); `page` by offset, for the spec's client. The total is
 * counted up to SEARCH_COUNT_CAP + 1.
 */
export async function searchJobs(
  db: DbOrTx,
  caller: AuthUser,
  q: JobSearchInput,
  cache?: SearchCache,
): Promise<JsonPage> {
  const today = todayInIndia();
  const { limit, offset } = pageWindow(q);
  const { page: _page, limit: _limit, after: _after, ...filters } = q;
  const key = `jobs ${JSON.stringify(filters)} ${q.after ? 'after' : 'offset'}`;
  const values = { today, after: q.after ?? null, limit, offset: q.after ? 0 : offset };
  const read = async () => EncodedPage.of(jobsApi.search.answer, await jobsPage(db, filters, key, values), BADGES);
  // The page is everyone's (kept for the next teacher who asks the same, as JSON); the badges are the caller's own.
  const found = cache
    ? await cache.get(`${key} ${JSON.stringify(values)}`, { lists: ['jobs'], pins: { jobs: pinsOf(filters) } }, read)
    : await read();
  if (caller.role !== 'jobseeker' || found.ids.length === 0) return found.send(() => NO_BADGES);
  const { applied, saved } = await seekerBadges(db, caller.id, [...found.ids]);
  return found.send((i) => ({ applied: applied.has(found.ids[i]!), saved: saved.has(found.ids[i]!) }));
}

/** The columns every job of a page has the same value in, by the filters' equalities: a job written with other values cannot change the page (db/search-cache.ts). */
const pinsOf = (f: SearchFilters) => ({
  state: f.state,
  subject: f.subject,
  level: f.teachingLevel,
  category: f.category,
  type: f.jobType,
});

/** A job card's fields that are the caller's own: a page keeps them out of its text and adds each teacher's. */
const BADGES = ['applied', 'saved'] as const;
const NO_BADGES = { applied: false, saved: false };

type SearchFilters = Omit<JobSearchInput, 'page' | 'limit' | 'after'>;

/** One Browse Jobs page as anyone sees it (no badges); its statements are built once per filter (`key`, reused). */
async function jobsPage(
  db: DbOrTx,
  filters: SearchFilters,
  key: string,
  values: { today: string; after: string | null; limit: number; offset: number },
): Promise<JobPage> {
  // Built only when the statements are not yet kept: the filters' values are in the key, the rest are placeholders.
  let built: SQL | undefined;
  const where = () => (built ??= searchCondition(filters, placeholder.today));
  const wanted = tagsOf(filters);
  const newest = () =>
    db
      .select({ tags: jobs.searchTags })
      .from(jobs)
      .where(live)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(PROBE_ROWS)
      .as('newest');
  const found = await searchPage(db, {
    matching: (further) => db.select({ id: jobs.id }).from(jobs).where(and(where(), further)),
    id: jobs.id,
    cap: SEARCH_COUNT_CAP,
    key,
    values,
    narrowing: wanted && {
      key: JSON.stringify(wanted),
      recent: () => {
        const probe = newest();
        return db
          .select({ one: sql`1` })
          .from(probe)
          .where(filterTags(filters, probe.tags));
      },
      condition: () => filterTags(filters, jobs.searchTags)!,
    },
    page: (among, on, total) =>
      on
        .select({ ...jobCard, total })
        .from(jobs)
        .where(
          and(where(), among, values.after ? afterRow(jobs, jobs.createdAt, jobs.id, placeholder.after) : undefined),
        )
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(placeholder.limit)
        .offset(placeholder.offset),
  });
  return { items: found.items.map((row) => toJob(row, {}, values.today)), total: found.total };
}

/** Posted Jobs: the institute's live jobs, newest first, filtered by position, category or location. */
export async function postedJobs(
  db: DbOrTx,
  institute: Institute,
  q: PostedJobsQuery & { page: number; limit: number },
) {
  const rows = scoped(db, institute);
  const filter = q.q?.trim().toLowerCase();
  const where = and(
    live,
    filter
      ? sql`(lower(${jobs.position}) like ${`%${filter}%`} or ${jobs.category} = ${filter} or lower(coalesce(${jobs.district}, '') || ', ' || coalesce(${jobs.stateCode}, '')) like ${`%${filter}%`} or lower(${jobs.title}) like ${`%${filter}%`})`
      : undefined,
  );
  const page = await rows.page(jobs, { where, orderBy: [desc(jobs.createdAt), desc(jobs.id)], page: q });
  const counts = await applicantCounts(
    db,
    institute,
    page.items.map((j) => j.id),
  );
  const today = todayInIndia();
  return {
    items: page.items.map((j) => toJob(j, { applicantCount: counts.get(j.id) ?? 0 }, today)),
    total: page.total,
  };
}

/** Live jobs of an institute, and how many are still open (the institute dashboard). */
export async function instituteOpenJobs(
  db: DbOrTx,
  institute: Institute,
  newest: number,
): Promise<{ open: number; newest: Job[] }> {
  const rows = scoped(db, institute);
  const today = todayInIndia();
  const open = and(live, gte(jobs.lastDateToApply, today));
  const [counted] = await db.select({ n: count() }).from(jobs).where(rows.where(jobs, open));
  const page = await rows.page(jobs, {
    where: open,
    orderBy: [desc(jobs.createdAt), desc(jobs.id)],
    page: { page: 1, limit: newest },
  });
  const counts = await applicantCounts(
    db,
    institute,
    page.items.map((j) => j.id),
  );
  return {
    open: counted?.n ?? 0,
    newest: page.items.map((j) => toJob(j, { applicantCount: counts.get(j.id) ?? 0 }, today)),
  };
}
