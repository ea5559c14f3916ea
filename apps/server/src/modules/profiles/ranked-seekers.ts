import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  fitOf,
  fitReason,
  type JobseekerSearchInput,
  type JobTerms,
  type TeacherTerms,
  type UiLanguage,
} from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { pageWindow } from '../../db/paging.ts';
import { translatorFor } from '../../http/language.ts';
import { jobseekerProfiles as p, users } from '../../db/schema/index.ts';
import { cardQuery, seekerFilter, toCard, type SeekerPage } from './directory.ts';

/** Seekers read for each side of a ranking: the most recently updated this many of the job's subject, district and state. */
const CANDIDATES = 300;

/**
 * What a candidate is ranked on, and no more: reading whole cards (profile, picture, CV) of up to 900
 * candidates to show 20 cost most of a ranked request; the page's cards are read afterwards by id.
 */
const candidateColumns = {
  id: p.userId,
  updatedAt: p.updatedAt,
  subject: p.subject,
  schoolLevel: p.schoolLevel,
  teachingLevels: p.teachingLevels,
  stateCode: p.stateCode,
  district: p.district,
  eligibilityTests: p.eligibilityTests,
  qualifications: p.qualifications,
  totalExp: p.totalExp,
};

/** The most recently updated CANDIDATES seekers that the filters and one side of the job (subject, district, state) keep. */
const newest = (db: DbOrTx, where: SQL | undefined, side: SQL | undefined) =>
  db
    .select(candidateColumns)
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(and(where, side))
    .orderBy(desc(p.updatedAt), desc(p.userId))
    .limit(CANDIDATES);

type Candidate = Awaited<ReturnType<typeof newest>>[number];

const termsOf = (row: Candidate): TeacherTerms => ({
  subject: row.subject,
  schoolLevel: row.schoolLevel,
  teachingLevels: row.teachingLevels as TeacherTerms['teachingLevels'],
  stateCode: row.stateCode,
  district: row.district,
  eligibilityTests: row.eligibilityTests as TeacherTerms['eligibilityTests'],
  qualifications: row.qualifications as TeacherTerms['qualifications'],
  totalExp: row.totalExp,
});

/**
 * Find Employee for one of the school's jobs: the seekers Find Employee's filters keep, ranked by fit
 * to the job (its must-haves first: experience, eligibility test, qualification; then subject, level,
 * district then state), most recently updated first among equals, each saying why in the reader's language. `after` or `page` pages through the ranking. The candidates are read from the looking-seekers indexes by subject and by
 * place, each limited, so the ranking never scores every seeker; a seeker of another subject is left out.
 */
export async function rankJobseekers(
  db: DbOrTx,
  query: JobseekerSearchInput,
  job: JobTerms,
  language: UiLanguage = 'en',
): Promise<SeekerPage> {
  const where = seekerFilter(query);
  const sides = [
    job.subject ? newest(db, where, eq(p.subject, job.subject)) : null,
    job.stateCode && job.district
      ? newest(db, where, and(eq(p.stateCode, job.stateCode), eq(p.district, job.district)))
      : null,
    job.stateCode ? newest(db, where, eq(p.stateCode, job.stateCode)) : null,
  ].filter((q) => q !== null);
  const rows: Candidate[] = [...new Map((await Promise.all(sides)).flat().map((r) => [r.id, r])).values()];
  const ranked = rows
    .map((r) => ({ r, fit: fitOf(job, termsOf(r)) }))
    .filter(({ r, fit }) => !job.subject || fit.parts.includes('subject') || !r.subject)
    .sort(
      (a, b) =>
        b.fit.score - a.fit.score || b.r.updatedAt.getTime() - a.r.updatedAt.getTime() || (a.r.id < b.r.id ? 1 : -1),
    );
  const { limit, offset } = pageWindow(query);
  const t = translatorFor(language);
  // `after` (the last seeker shown) continues the ranking after them, as Find Employee's scroll asks.
  const start = query.after ? ranked.findIndex(({ r }) => r.id === query.after) + 1 || ranked.length : offset;
  const shown = ranked.slice(start, start + limit);
  const cards = shown.length
    ? await cardQuery(db).where(
        inArray(
          p.userId,
          shown.map(({ r }) => r.id),
        ),
      )
    : [];
  const byId = new Map(cards.map((c) => [c.account.id, c]));
  return {
    // A seeker whose account went between the two reads is left out; the others keep their places.
    items: shown.flatMap(({ r }) => {
      const card = byId.get(r.id);
      return card ? [{ ...toCard(card), fitReason: fitReason(job, termsOf(r), t) }] : [];
    }),
    total: ranked.length,
  };
}
