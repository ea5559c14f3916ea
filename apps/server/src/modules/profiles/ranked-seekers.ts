import { and, desc, eq, type SQL } from 'drizzle-orm';
import { fitOf, fitReason, type JobseekerSearchInput, type JobTerms, type TeacherTerms } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { pageWindow } from '../../db/paging.ts';
import { jobseekerProfiles as p } from '../../db/schema/index.ts';
import { cardQuery, seekerFilter, toCard, type SeekerPage } from './directory.ts';

/** Seekers read for each side of a ranking: the most recently updated this many of the job's subject, district and state. */
const CANDIDATES = 300;

const termsOf = (row: typeof p.$inferSelect): TeacherTerms => ({
  subject: row.subject,
  schoolLevel: row.schoolLevel,
  teachingLevels: row.teachingLevels as TeacherTerms['teachingLevels'],
  stateCode: row.stateCode,
  district: row.district,
  eligibilityTests: row.eligibilityTests as TeacherTerms['eligibilityTests'],
  totalExp: row.totalExp,
});

/**
 * Find Employee for one of the school's jobs: the seekers Find Employee's filters keep, ranked by fit
 * to the job (subject, level, district then state, test, experience), most recently updated first among
 * equals, each saying why. `after` or `page` pages through the ranking. The candidates are read from the looking-seekers indexes by subject and by
 * place, each limited, so the ranking never scores every seeker; a seeker of another subject is left out.
 */
export async function rankJobseekers(db: DbOrTx, query: JobseekerSearchInput, job: JobTerms): Promise<SeekerPage> {
  const where = seekerFilter(query);
  const newest = (side: SQL | undefined) => cardQuery(db).where(and(where, side)).orderBy(desc(p.updatedAt), desc(p.userId)).limit(CANDIDATES);
  const sides = [
    job.subject ? newest(eq(p.subject, job.subject)) : null,
    job.stateCode && job.district ? newest(and(eq(p.stateCode, job.stateCode), eq(p.district, job.district))) : null,
    job.stateCode ? newest(eq(p.stateCode, job.stateCode)) : null,
  ].filter((q) => q !== null);
  const rows = [...new Map((await Promise.all(sides)).flat().map((r) => [r.account.id, r])).values()];
  const ranked = rows
    .map((r) => ({ r, fit: fitOf(job, termsOf(r.profile)) }))
    .filter(({ r, fit }) => !job.subject || fit.parts.includes('subject') || !r.profile.subject)
    .sort((a, b) => b.fit.score - a.fit.score || b.r.profile.updatedAt.getTime() - a.r.profile.updatedAt.getTime() || (a.r.account.id < b.r.account.id ? 1 : -1));
  const { limit, offset } = pageWindow(query);
  // `after` (the last seeker shown) continues the ranking after them, as Find Employee's scroll asks.
  const start = query.after ? ranked.findIndex(({ r }) => r.account.id === query.after) + 1 || ranked.length : offset;
  return {
    items: ranked.slice(start, start + limit).map(({ r, fit }) => ({ ...toCard(r), fitReason: fitReason(fit.parts, "your job's") })),
    total: ranked.length,
  };
}
