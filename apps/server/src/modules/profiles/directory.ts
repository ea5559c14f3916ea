import {
  and,
  arrayContains,
  arrayOverlaps,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  subjectLabelFor,
  type EligibilityTest,
  type JobseekerCard,
  type JobseekerSearchInput,
  type Language,
  type Qualification,
  type TeacherTerms,
  type StateCode,
  type TeachingLevel,
} from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { afterRow } from '../../db/keyset.ts';
import { pageWindow, searchPage } from '../../db/paging.ts';
import { suggestionFor } from '../../db/search.ts';
import { instituteProfiles, jobseekerCvs, jobseekerProfiles, profilePictures, users } from '../../db/schema/index.ts';
import { instituteNameOf } from '../accounts/index.ts';
import { cvColumns, cvInfoOf } from './cv.ts';
import { urlOf } from './pictures.ts';
import { suggestSeekerName } from './name-suggestion.ts';
import { activeWithinCondition, seekerKeywordCondition } from './seeker-keywords.ts';

/*
 * What other domains read of profiles: Find Employee's list, an applicant's summary, the place a
 * job is posted from, and what a seeker's matching jobs are matched on.
 */

const p = jobseekerProfiles;

/**
 * Find Employee's level, test and degree filters on the seeker's search tags (migration 0023): the teaching
 * levels asked for (PU is PGT, SEEKER_LEVELS in the contract), the test, and with both each level-and-test
 * pair, so the GIN index and the planner's figures are about the pair itself; Degree is a postgraduate or
 * a doctorate. Primary and High School compare the school level.
 */
function tagConditions(query: JobseekerSearchInput): (SQL | undefined)[] {
  const levels = [
    ...new Set([query.teachingLevel, query.schoolLevel === 'PU' ? 'PGT' : undefined].filter((l) => l !== undefined)),
  ];
  const test = query.eligibilityTest;
  const wanted = test ? (levels.length ? levels.map((l) => `${l}+${test}`) : [test]) : levels;
  return [
    wanted.length ? arrayContains(p.searchTags, wanted) : undefined,
    query.schoolLevel === 'Degree' ? arrayOverlaps(p.searchTags, ['POSTGRADUATE', 'PHD']) : undefined,
    query.schoolLevel === 'Primary' ? eq(p.schoolLevel, 'primary') : undefined,
    query.schoolLevel === /*i18n*/ 'High School' ? eq(p.schoolLevel, 'secondary') : undefined,
  ];
}

/** What a card shows of the account: never its password hash or other columns a list has no use for. */
const cardAccount = { id: users.id, userId: users.userId, name: users.name, email: users.email, phone: users.phone };
type CardAccount = Pick<typeof users.$inferSelect, keyof typeof cardAccount>;

/** What a card shows of the profile: not its search tags (read by the filters alone, an array of a dozen codes to parse per row). */
const { searchTags: _searchTags, searchText: _searchText, lastActiveAt: _active, ...cardProfile } = getTableColumns(p);
type CardProfile = Omit<typeof p.$inferSelect, 'searchTags' | 'searchText' | 'lastActiveAt'>;

/** A card's row as cardQuery() reads it. */
interface CardRow {
  account: CardAccount;
  profile: CardProfile;
  picture: string | null;
  cv: Parameters<typeof cvInfoOf>[0];
}

const rupees = (paise: number | null) => (paise === null ? null : Math.round(paise / 100));

export interface SeekerPage {
  items: JobseekerCard[];
  total: number;
}

/**
 * Job seekers an institute may contact: approved, profile complete, Looking for Job on; most recently
 * updated first. `after` (the last seeker shown) pages by keyset, `page` by offset as the spec's client sends it.
 * The total is counted up to `countCap + 1`.
 */
export async function findJobseekers(db: DbOrTx, query: JobseekerSearchInput, countCap: number): Promise<SeekerPage> {
  const { limit, offset } = pageWindow(query);
  const { page: _page, limit: _limit, after: _after, ...filters } = query;
  // Built only when the statements are not yet kept (reused, db/paging.ts): the filters are in the key, the anchor and window are placeholders.
  let built: SQL | undefined;
  const where = () => (built ??= seekerFilter(query));
  const found = await searchPage(db, {
    matching: (further) =>
      db.select({ id: p.userId }).from(p).innerJoin(users, eq(users.id, p.userId)).where(and(where(), further)),
    id: p.userId,
    cap: countCap,
    key: `seekers ${JSON.stringify(filters)} ${countCap} ${query.after ? 'after' : 'offset'}`,
    values: { after: query.after ?? null, limit, offset: query.after ? 0 : offset },
    page: (among, on, total) =>
      cardQuery(on, total)
        .where(
          and(where(), among, query.after ? afterRow(p, p.updatedAt, p.userId, sql.placeholder('after')) : undefined),
        )
        .orderBy(desc(p.updatedAt), desc(p.userId))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
  });
  return { items: found.items.map(toCard), total: found.total };
}

/** Seekers an institute may contact (approved, complete, looking) that Find Employee's filters keep. */
export function seekerFilter(query: JobseekerSearchInput): SQL | undefined {
  return and(
    eq(p.isLookingForJob, true),
    eq(users.status, 'approved'),
    eq(users.profileCompleted, true),
    query.state ? eq(p.stateCode, query.state) : undefined,
    query.district ? eq(p.district, query.district) : undefined,
    query.subject ? eq(p.subject, query.subject) : undefined,
    query.minExp !== undefined ? gte(p.totalExp, query.minExp) : undefined,
    query.maxExp !== undefined ? lte(p.totalExp, query.maxExp) : undefined,
    query.maxSalary !== undefined
      ? or(isNull(p.maxExpectedSalaryPaise), lte(p.maxExpectedSalaryPaise, query.maxSalary * 100))
      : undefined,
    query.q ? seekerKeywordCondition(query.q) : undefined,
    activeWithinCondition(query.activeWithin),
    ...tagConditions(query),
  );
}

/**
 * "Did you mean …?" for Find Employee: the keyword put right, when that finds someone with the same filters;
 * failing a word of the vocabulary, a name of a seeker the search may show ("Lakshmy" → "Lakshmi"), looked for
 * only when the keyword as typed finds nobody.
 */
export async function suggestSeekerSearch(db: DbOrTx, query: JobseekerSearchInput) {
  const finds = async (q: string) => {
    const found = await db
      .select({ id: p.userId })
      .from(p)
      .innerJoin(users, eq(users.id, p.userId))
      .where(seekerFilter({ ...query, q }))
      .limit(1);
    return found.length > 0;
  };
  const known = await suggestionFor(query.q, finds);
  if (known.suggestion || !query.q || (await finds(query.q))) return known;
  return { suggestion: (await suggestSeekerName(db, query.q, finds)) ?? null };
}

/** Whether an institute finds this seeker in Find Employee: approved, complete, Looking for Job on. */
export async function isFindable(db: DbOrTx, seekerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: p.userId })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(and(seekerFilter({ page: 1, limit: 1 }), eq(p.userId, seekerId)));
  return !!row;
}

/** A card's profile, account and picture, joined (and a search's `total`, db/paging.ts); the caller adds where, order and limit. */
export const cardQuery = (db: DbOrTx, total: SQL<number | null> = sql`null::int`) =>
  db
    .select({ profile: cardProfile, account: cardAccount, picture: profilePictures.key, cv: cvColumns, total })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .leftJoin(profilePictures, eq(profilePictures.userId, p.userId))
    .leftJoin(jobseekerCvs, eq(jobseekerCvs.userId, p.userId));

export function toCard({ account, profile: row, picture, cv }: CardRow): JobseekerCard {
  return {
    _id: account.id,
    userId: account.userId,
    name: account.name,
    email: account.email,
    phone: account.phone,
    totalExp: row.totalExp,
    schoolLevel: row.schoolLevel,
    syllabus: row.syllabus,
    subject: row.subject ? subjectLabelFor(row.subject, row.schoolLevel, row.syllabus) : null,
    subjectId: row.subject,
    state: row.stateCode,
    district: row.district,
    taluk: row.taluk,
    maxExpectedSalary: rupees(row.maxExpectedSalaryPaise),
    teachingLevels: row.teachingLevels as TeachingLevel[],
    qualifications: row.qualifications as Qualification[],
    eligibilityTests: row.eligibilityTests as EligibilityTest[],
    languages: row.languages as Language[],
    profilePicture: picture ? urlOf(picture) : null,
    summary: row.summary,
    education: row.education,
    workHistory: row.workHistory,
    cv: cvInfoOf(cv),
  };
}

/** The seekers behind some applications, by account `_id`, as cards (profile fields null when never saved). */
export async function jobseekerCards(db: DbOrTx, ids: string[]): Promise<Map<string, JobseekerCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ account: cardAccount, erasedAt: users.erasedAt, profile: p, picture: profilePictures.key, cv: cvColumns })
    .from(users)
    .leftJoin(p, eq(p.userId, users.id))
    .leftJoin(profilePictures, eq(profilePictures.userId, users.id))
    .leftJoin(jobseekerCvs, eq(jobseekerCvs.userId, users.id))
    .where(inArray(users.id, ids));
  const empty = {
    totalExp: null,
    schoolLevel: null,
    syllabus: null,
    subject: null,
    stateCode: null,
    district: null,
    taluk: null,
    maxExpectedSalaryPaise: null,
    teachingLevels: [],
    qualifications: [],
    eligibilityTests: [],
    languages: [],
    summary: null,
    education: [],
    workHistory: [],
  };
  return new Map(
    rows.map(({ erasedAt, ...r }) => [
      r.account.id,
      // An erased account's placeholder address is no one's: the card has no e-mail (a withdrawn applicant).
      toCard({
        ...r,
        account: erasedAt ? { ...r.account, email: '' } : r.account,
        profile: (r.profile ?? empty) as typeof p.$inferSelect,
      }),
    ]),
  );
}

/** What a job seeker's jobs for her are ranked on (the contract's fit); null fields were never saved. */
export async function seekerInterests(db: DbOrTx, userId: string): Promise<TeacherTerms> {
  const [row] = await db.select().from(p).where(eq(p.userId, userId));
  return {
    subject: row?.subject ?? null,
    schoolLevel: row?.schoolLevel ?? null,
    stateCode: row?.stateCode ?? null,
    district: row?.district ?? null,
    teachingLevels: (row?.teachingLevels ?? []) as TeachingLevel[],
    eligibilityTests: (row?.eligibilityTests ?? []) as EligibilityTest[],
    qualifications: (row?.qualifications ?? []) as Qualification[],
    totalExp: row?.totalExp ?? null,
  };
}

/** The name and place a job is posted from: the institute profile's (spec section 5: prefilled, read-only). */
export interface InstitutePlace {
  instituteName: string | null;
  address: string | null;
  district: string | null;
  state: StateCode | null;
}

export async function institutePlace(db: DbOrTx, code: string): Promise<InstitutePlace> {
  const [row] = await db.select().from(instituteProfiles).where(eq(instituteProfiles.instituteCode, code));
  return {
    instituteName: await instituteNameOf(db, code),
    address: row?.address ?? null,
    district: row?.district ?? null,
    state: row?.stateCode ?? null,
  };
}

/** The phone a school is called back on: its profile's, null before the profile is saved. */
export async function institutePhone(db: DbOrTx, code: string): Promise<string | null> {
  const [row] = await db
    .select({ phone: instituteProfiles.phone })
    .from(instituteProfiles)
    .where(eq(instituteProfiles.instituteCode, code));
  return row?.phone ?? null;
}
