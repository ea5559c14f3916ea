import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Board, Education, SchoolLevel, SchoolType, StateCode, Syllabus, Work } from '@school-portal/contract';
import { bytea, updatedAt } from '../columns.ts';
import { institutes, users } from './accounts.ts';

/** One picture per account, whatever its role; checked for type and size before it is stored. */
export const profilePictures = pgTable(
  'profile_pictures',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    /** The picture's address; a new one with every new picture, so browsers may cache each for good. */
    key: uuid('key').notNull().defaultRandom(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profile_pictures_key_key').on(t.key)],
);

/**
 * A job seeker's CV: a PDF checked by its first bytes, kept like pictures (bytes in the database, so
 * every instance serves it). It has no public address: it is downloaded through a call that checks who asks.
 */
export const jobseekerCvs = pgTable('jobseeker_cvs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  data: bytea('data').notNull(),
  size: integer('size').notNull(),
  /** The PDF's text, read at upload (none for a scanned CV): Find Employee's keyword search reads it (decision 038). */
  text: text('text').notNull().default(''),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The institute's profile, one per institute; its name is the institute's own (`institutes.name`). */
export const instituteProfiles = pgTable('institute_profiles', {
  instituteCode: text('institute_code')
    .primaryKey()
    .references(() => institutes.code),
  affiliationNumber: text('affiliation_number').notNull(),
  schoolType: text('school_type').$type<SchoolType>().notNull(),
  board: text('board').$type<Board>().notNull(),
  stateCode: text('state_code').$type<StateCode>().notNull(),
  district: text('district').notNull(),
  address: text('address').notNull(),
  contactPerson: text('contact_person').notNull(),
  phone: text('phone').notNull(),
  updatedAt: updatedAt(),
});

/** A job seeker's profile beyond name and phone (kept on the account); made by the first save. */
export const jobseekerProfiles = pgTable(
  'jobseeker_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dob: date('dob', { mode: 'string' }),
    totalExp: integer('total_exp'),
    schoolLevel: text('school_level').$type<SchoolLevel>(),
    syllabus: text('syllabus').$type<Syllabus>(),
    /** A subject id of the contract's vocabulary (decision 015). */
    subject: text('subject'),
    stateCode: text('state_code').$type<StateCode>(),
    district: text('district'),
    taluk: text('taluk'),
    isLookingForJob: boolean('is_looking_for_job').notNull().default(true),
    /** Money is kept in paise (design section 3); the profile speaks whole rupees. */
    maxExpectedSalaryPaise: bigint('max_expected_salary_paise', { mode: 'number' }),
    teachingLevels: text('teaching_levels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    qualifications: text('qualifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    eligibilityTests: text('eligibility_tests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What Find Employee's level, test and degree filters match, with each level-and-test pair (migration 0023). */
    searchTags: text('search_tags')
      .array()
      .generatedAlwaysAs(sql`seeker_search_tags(teaching_levels, eligibility_tests, qualifications)`),
    /** A few lines in her words, education and work history: what schools hire on beside the fields above. */
    summary: text('summary'),
    education: jsonb('education').$type<Education[]>().notNull().default([]),
    workHistory: jsonb('work_history').$type<Work[]>().notNull().default([]),
    /**
     * What Find Employee's keywords are found in, lowercased: her name, subject, levels, tests, degrees,
     * place, summary, education, work history and CV text. Kept by triggers on the profile, her account's
     * name and her CV (custom migration 0053), whichever code path writes them (decision 038). Null until
     * made: a profile saved before 0053 is filled after the start, in batches (profiles/search-text-fill.ts).
     */
    searchText: text('search_text'),
    /** When she last signed in or changed her profile or CV (kept by the same triggers): Find Employee's "last active". */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  // Find Employee filters seekers who are looking by place and subject.
  (t) => [
    index('jobseeker_profiles_looking_idx').on(t.isLookingForJob, t.stateCode, t.district, t.subject),
    // Find Employee pages most recently updated first by (updated_at, user_id); one index per kind of
    // filter keeps the millionth seeker as quick to reach as the first (keyset paging).
    // Level and test (search_tags) and school level ride along as keys after the order's (INCLUDE is not in
    // Drizzle), so a filter on them is checked in the index without reading each seeker's row.
    index('jobseeker_profiles_looking_order_idx')
      .on(t.updatedAt.desc().nullsFirst(), t.userId.desc().nullsFirst(), t.schoolLevel, t.searchTags)
      .where(sql`is_looking_for_job`),
    // A state alone, or a state with a level or test: the state's own order (a small state's page walked the whole country's).
    index('jobseeker_profiles_looking_state_idx')
      .on(t.stateCode, t.updatedAt.desc().nullsFirst(), t.userId.desc().nullsFirst(), t.schoolLevel, t.searchTags)
      .where(sql`is_looking_for_job`),
    index('jobseeker_profiles_looking_place_idx')
      .on(t.stateCode, t.district, t.updatedAt.desc().nullsFirst(), t.userId.desc().nullsFirst())
      .where(sql`is_looking_for_job`),
    index('jobseeker_profiles_looking_subject_idx')
      .on(t.subject, t.updatedAt.desc().nullsFirst(), t.userId.desc().nullsFirst())
      .where(sql`is_looking_for_job`),
    // State and subject together: counting "Mathematics in Assam" from the state's index read every
    // seeker of the state (decision 018).
    index('jobseeker_profiles_looking_state_subject_idx')
      .on(t.stateCode, t.subject, t.updatedAt.desc().nullsFirst(), t.userId.desc().nullsFirst())
      .where(sql`is_looking_for_job`),
    // The list filters on what a seeker's lists contain (teaching level, eligibility test, degree), in one
    // array: a rare combination is counted from it before any page is read (db/paging.ts searchPage).
    index('jobseeker_profiles_looking_tags_idx')
      .using('gin', t.searchTags)
      .where(sql`is_looking_for_job`),
    // Keywords: every word a LIKE on the text, which a trigram index answers (db/search.ts).
    index('jobseeker_profiles_looking_search_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`is_looking_for_job`),
    // A keyword's numbers, each a whole number of her text (db/search.ts holdsNumber): "17" has no trigram.
    index('jobseeker_profiles_looking_search_numbers_idx')
      .using('gin', sql`search_numbers(${t.searchText})`)
      .where(sql`is_looking_for_job`),
    // Profiles whose text is still to be made (the batches after an upgrade): empty once they are done.
    index('jobseeker_profiles_search_text_unfilled_idx')
      .on(t.userId)
      .where(sql`search_text is null`),
    // Last active: "within 7 days" of a country of teachers may be few, read from here rather than the order.
    index('jobseeker_profiles_looking_active_idx')
      .on(t.lastActiveAt.desc(), t.userId)
      .where(sql`is_looking_for_job`),
  ],
);

/** An institute user's profile beyond name and phone (kept on the account); made by the first save. */
export const instituteUserProfiles = pgTable('institute_user_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  designation: text('designation').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The words of teachers' names, each with how many teachers' names hold it: what "Did you mean Lakshmi?" reads
 * (profiles/name-suggestion.ts) instead of the names themselves, where a misspelt common name was near a hundred
 * thousand accounts at a million (decision 038, addendum of 29 Nov 2026). Kept by a trigger on `users`
 * (migration 0067), whatever writes an account; only ever a candidate: a suggestion is offered only when the
 * search put right finds a teacher it may show.
 */
export const seekerNameWords = pgTable(
  'seeker_name_words',
  {
    /** Lowercased, without full stops or commas. */
    word: text('word').primaryKey(),
    /** As the first name that brought it wrote it ("Lakshmi"): how a suggestion spells it. */
    written: text('written').notNull(),
    names: integer('names').notNull(),
  },
  (t) => [index('seeker_name_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
