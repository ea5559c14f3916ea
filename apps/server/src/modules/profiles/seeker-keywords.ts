import { and, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import { readKeywords, subjectTexts } from '@school-portal/contract';
import { contains, holdsNumber } from '../../db/search.ts';
import { jobseekerProfiles as p } from '../../db/schema/index.ts';

const text = sql`${p.searchText}`;

/**
 * Find Employee's keywords, each word to a field (decision 038): a subject in any spelling or language
 * ("maths", "ganitham", "matsh") is her subject, or named in her text (a CV lists a second subject);
 * "6 years" is at least six years' experience; "17" is the whole number 17 in her text; a level code and every
 * other word ("CBSE", a school, a degree, a name) must be in her text (search_text: profile, name, education,
 * history and CV).
 */
export function seekerKeywordCondition(q: string): SQL | undefined {
  const read = readKeywords(q, { years: true });
  return and(
    ...read.subjects.map((s) => or(eq(p.subject, s.id), ...subjectTexts(s).map((t) => contains(text, t)))),
    ...read.levels.map((level) => contains(text, level)),
    read.years !== undefined ? gte(p.totalExp, read.years) : undefined,
    ...read.numbers.map((n) => holdsNumber(text, n)),
    ...read.words.map((word) => contains(text, word)),
  );
}

/** Last active within `days` days: signed in, or changed her profile or CV (search_text's triggers keep the time). */
export const activeWithinCondition = (days: number | undefined): SQL | undefined =>
  days === undefined ? undefined : sql`${p.lastActiveAt} >= now() - make_interval(days => ${days})`;
