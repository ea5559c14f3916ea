import { and, desc, eq, gte, inArray, isNull, type SQL } from 'drizzle-orm';
import { fitOf, fitReason, todayInIndia, type Job, type TeacherTerms, type UiLanguage } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { SearchCache } from '../../db/search-cache.ts';
import { jobs } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/access.ts';
import { translatorFor } from '../../http/language.ts';
import { appliedJobIds } from './applied.ts';
import { toJob } from './view.ts';

/** Jobs read for each side of "Jobs for you": the newest this many of her subject, district and state. */
const CANDIDATES = 200;

/**
 * "Jobs for you": open jobs ranked by fit to the teacher (subject, level, district then state, test,
 * experience), newest first among equals, each saying why it fits. The candidates are the newest jobs
 * of her subject, her district and her state, each read from its own index (jobs_live_subject_idx,
 * jobs_live_place_idx) and limited, so the ranking never scores the whole table.
 */
export async function jobsForYou(
  db: DbOrTx,
  seeker: AuthUser,
  teacher: TeacherTerms,
  limit: number,
  cache?: SearchCache,
  language: UiLanguage = 'en',
): Promise<Job[]> {
  const today = todayInIndia();
  const read = () => rankedFor(db, teacher, limit, today, language);
  // Every teacher of the same subject and place gets the same jobs (kept for the next, in her language); Applied is her own.
  const ranked = cache
    ? await cache.get(`for-you ${language} ${JSON.stringify(teacher)} ${limit} ${today}`, { lists: ['jobs'] }, read)
    : await read();
  if (ranked.length === 0) return [];
  const applied = await appliedJobIds(
    db,
    seeker.id,
    ranked.map((j) => j._id),
  );
  return ranked.map((job) => ({ ...job, applied: applied.has(job._id) }));
}

/** The jobs for a teacher's terms, as anyone with those terms sees them (no badges). */
async function rankedFor(
  db: DbOrTx,
  teacher: TeacherTerms,
  limit: number,
  today: string,
  language: UiLanguage,
): Promise<Job[]> {
  const open = and(isNull(jobs.deletedAt), gte(jobs.lastDateToApply, today));
  // Candidates carry only what fit compares: the full rows (descriptions, contacts) are read for the few shown. Reading
  // 600 whole jobs took about 60 ms of a teacher's dashboard at a million jobs, most of it Node turning rows into objects.
  const newest = (where: SQL | undefined) =>
    db.select(TERMS).from(jobs).where(and(open, where)).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(CANDIDATES);
  const { subject, stateCode, district } = teacher;
  const sides = [
    subject ? newest(eq(jobs.subject, subject)) : null,
    stateCode && district ? newest(and(eq(jobs.stateCode, stateCode), eq(jobs.district, district))) : null,
    stateCode ? newest(eq(jobs.stateCode, stateCode)) : null,
  ].filter((q) => q !== null);
  const candidates = [...new Map((await Promise.all(sides)).flat().map((r) => [r.id, r])).values()];
  // A teacher (she teaches a subject or a level) asked for teaching jobs: an office assistant's job near her is none.
  const teaches = !!teacher.subject || teacher.teachingLevels.length > 0;
  const ranked = candidates
    .map((terms) => ({ terms, fit: fitOf(terms, teacher) }))
    // Her subject's jobs; a job of another subject is no job for her, one of none (a coordinator) is when it is near.
    .filter(
      (r) =>
        (!teaches || r.terms.category === 'teaching') &&
        (r.fit.parts.includes('subject') ||
          (!r.terms.subject && (r.fit.parts.includes('district') || r.fit.parts.includes('state')))),
    )
    .sort(
      (a, b) =>
        b.fit.score - a.fit.score ||
        b.terms.createdAt.getTime() - a.terms.createdAt.getTime() ||
        (a.terms.id < b.terms.id ? 1 : -1),
    )
    .slice(0, limit);
  if (ranked.length === 0) return [];
  const rows = await db
    .select()
    .from(jobs)
    .where(
      inArray(
        jobs.id,
        ranked.map((r) => r.terms.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const t = translatorFor(language);
  return ranked.flatMap(({ terms }) => {
    const row = byId.get(terms.id);
    return row ? [{ ...toJob(row, {}, today), fitReason: fitReason(terms, teacher, t) }] : [];
  });
}

/** The columns fit compares, with the order's keys. */
const TERMS = {
  id: jobs.id,
  createdAt: jobs.createdAt,
  subject: jobs.subject,
  teachingLevel: jobs.teachingLevel,
  stateCode: jobs.stateCode,
  district: jobs.district,
  eligibilityTests: jobs.eligibilityTests,
  qualifications: jobs.qualifications,
  category: jobs.category,
  experienceMin: jobs.experienceMin,
  experienceMax: jobs.experienceMax,
};
