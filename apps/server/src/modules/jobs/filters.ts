import {
  and,
  arrayContains,
  arrayOverlaps,
  eq,
  gte,
  isNull,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { readKeywords, subjectTexts, type JobSearchInput } from '@school-portal/contract';
import { contains, holdsNumber } from '../../db/search.ts';
import { jobs } from '../../db/schema/index.ts';

/*
 * Browse Jobs' filters as a teacher means them. Each compares plain or generated columns, so an index
 * on the column can serve it (issue 34 measures them at a million jobs).
 */

const text = sql`${jobs.searchText}`;

/**
 * A keyword search in the subject vocabulary: "maths" (or "ganitham", or "matsh") finds the subject
 * Mathematics (or a job whose text names it), "PGT physics" the level PGT and the subject Physics; a number
 * must be in the text as a whole number ("17" is not "2017"), other words anywhere in it.
 */
export function keywordCondition(q: string): SQL | undefined {
  const read = readKeywords(q);
  return and(
    // A job with a subject is found by it ("science" is not Social Science); one without, by its text. A near
    // miss ("hindu" read as Hindi) may be a word of its own: a job whose text has it as typed stays found.
    ...read.subjects.map((s) =>
      or(
        eq(jobs.subject, s.id),
        and(isNull(jobs.subject), or(...subjectTexts(s).map((t) => contains(text, t)))),
        s.near ? contains(text, s.typed) : undefined,
      ),
    ),
    ...read.levels.map((level) => or(eq(jobs.teachingLevel, level), contains(text, level))),
    ...read.numbers.map((n) => holdsNumber(text, n)),
    ...read.words.map((word) => contains(text, word)),
  );
}

/**
 * "My experience (years)": the jobs `years` qualifies for. A job's minimum is at most `years`, and its
 * maximum at least `years` unless the job gives only a minimum (saved with a maximum not above it).
 */
export function experienceCondition(years: number | undefined): SQL | undefined {
  if (years === undefined) return undefined;
  return and(
    lte(jobs.experienceMin, years),
    or(gte(jobs.experienceMax, years), lte(jobs.experienceMax, jobs.experienceMin)),
  );
}

/**
 * The salary filters, on pay a month (a yearly salary divided by 12): "Minimum salary" keeps jobs whose
 * range reaches it, the spec's `maxSalary` jobs whose range starts at most at it. A job that does not
 * disclose pay stays unless the teacher asks to hide those.
 */
export function payCondition(
  q: Pick<JobSearchInput, 'minSalary' | 'maxSalary' | 'hideUndisclosedPay'>,
): SQL | undefined {
  const undisclosed = q.hideUndisclosedPay ? undefined : isNull(jobs.salaryPaise);
  const bounds = and(
    q.minSalary !== undefined ? gte(jobs.monthlyPayHighPaise, q.minSalary * 100) : undefined,
    q.maxSalary !== undefined ? lte(jobs.monthlyPayLowPaise, q.maxSalary * 100) : undefined,
  );
  if (!bounds) return q.hideUndisclosedPay ? sql`${jobs.salaryPaise} is not null` : undefined;
  return undisclosed ? or(bounds, undisclosed) : bounds;
}

/** The years of experience job_search_tags() tags a job with (0 to this; migration 0031). */
const TAGGED_YEARS = 30;

/**
 * What every job the filters keep carries in its search tags (job_search_tags(), migration 0031), as a
 * condition one GIN index answers: the subject, level, job type, category, state, the years of
 * experience, and each level a keyword names. A subject a keyword names is that subject or none (a job
 * without one is found by its text). It only narrows: the filters themselves still apply. Undefined
 * when no filter has a tag. db/paging.ts searchPage counts a rare combination with it (decision 018).
 */
export function filterTags(q: Omit<JobSearchInput, 'page' | 'limit' | 'after'>, tags: SQLWrapper): SQL | undefined {
  const wanted = tagsOf(q);
  if (!wanted) return undefined;
  const subjects = wanted.anyOf.map((some) => arrayOverlaps(tags, some));
  return and(wanted.all.length ? arrayContains(tags, wanted.all) : undefined, ...subjects);
}

/**
 * The tags filterTags asks for: all of `all`, and one of each `anyOf`. Undefined when no filter has a tag.
 * Also names the filter's density for the search's probe (db/paging.ts): same tags, same density.
 */
export function tagsOf(
  q: Omit<JobSearchInput, 'page' | 'limit' | 'after'>,
): { all: string[]; anyOf: string[][] } | undefined {
  const read = q.q ? readKeywords(q.q) : undefined;
  const years = q.experience ?? q.minExp;
  const all = [
    q.subject && `subject:${q.subject}`,
    q.teachingLevel && `level:${q.teachingLevel}`,
    q.jobType && `type:${q.jobType}`,
    q.category && `category:${q.category}`,
    q.state && `state:${q.state}`,
    years !== undefined && years <= TAGGED_YEARS && `experience:${years}`,
    ...(read?.levels ?? []).map((level) => `mentions:${level}`),
  ].filter((tag) => typeof tag === 'string');
  // A near miss has no tag: a job of another subject whose text has the word as typed is found too.
  const anyOf = (read?.subjects ?? []).filter((s) => !s.near).map((s) => [`subject:${s.id}`, 'subject:-']);
  return all.length === 0 && anyOf.length === 0 ? undefined : { all, anyOf };
}
