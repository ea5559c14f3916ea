import { and, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { JobSearchInput } from '@school-portal/contract';
import { contains } from '../../db/search.ts';
import { jobs } from '../../db/schema/index.ts';
import { readKeywords, subjectTexts } from './keywords.ts';

/*
 * Browse Jobs' filters as a teacher means them. Each compares plain or generated columns, so an index
 * on the column can serve it (issue 34 measures them at a million jobs).
 */

const text = sql`${jobs.searchText}`;

/**
 * A keyword search in the subject vocabulary: "maths" finds the subject Mathematics (or a job whose text
 * names it), "PGT physics" the level PGT and the subject Physics; other words must each be in the text.
 */
export function keywordCondition(q: string): SQL | undefined {
  const read = readKeywords(q);
  return and(
    // A job with a subject is found by it ("science" is not Social Science); one without, by its text.
    ...read.subjects.map((s) => or(eq(jobs.subject, s.id), and(isNull(jobs.subject), or(...subjectTexts(s).map((t) => contains(text, t)))))),
    ...read.levels.map((level) => or(eq(jobs.teachingLevel, level), contains(text, level))),
    ...read.words.map((word) => contains(text, word)),
  );
}

/**
 * "My experience (years)": the jobs `years` qualifies for. A job's minimum is at most `years`, and its
 * maximum at least `years` unless the job gives only a minimum (saved with a maximum not above it).
 */
export function experienceCondition(years: number | undefined): SQL | undefined {
  if (years === undefined) return undefined;
  return and(lte(jobs.experienceMin, years), or(gte(jobs.experienceMax, years), lte(jobs.experienceMax, jobs.experienceMin)));
}

/**
 * The salary filters, on pay a month (a yearly salary divided by 12): "Minimum salary" keeps jobs whose
 * range reaches it, the spec's `maxSalary` jobs whose range starts at most at it. A job that does not
 * disclose pay stays unless the teacher asks to hide those.
 */
export function payCondition(q: Pick<JobSearchInput, 'minSalary' | 'maxSalary' | 'hideUndisclosedPay'>): SQL | undefined {
  const undisclosed = q.hideUndisclosedPay ? undefined : isNull(jobs.salaryPaise);
  const bounds = and(
    q.minSalary !== undefined ? gte(jobs.monthlyPayHighPaise, q.minSalary * 100) : undefined,
    q.maxSalary !== undefined ? lte(jobs.monthlyPayLowPaise, q.maxSalary * 100) : undefined,
  );
  if (!bounds) return q.hideUndisclosedPay ? sql`${jobs.salaryPaise} is not null` : undefined;
  return undisclosed ? or(bounds, undisclosed) : bounds;
}
