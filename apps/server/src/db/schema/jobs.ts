import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  EligibilityTest,
  JobCategory,
  JobType,
  Qualification,
  StateCode,
  TeachingLevel,
} from '@school-portal/contract';
import { createdAt, id, instituteTable, updatedAt } from '../columns.ts';
import { users } from './accounts.ts';

type WorkMode = 'on-site' | 'hybrid' | 'remote';
type SalaryType = 'monthly' | 'yearly';

/** Only jobs that are not deleted are searched, so the search indexes leave deleted ones out. */
const live = sql`deleted_at is null`;
/** What the keyword search matches, lowercased: the search_text column, and the text job_search_tags() reads for levels named. */
const jobSearchText = sql`lower(title || ' ' || position || ' ' || coalesce(subject, '') || ' ' || coalesce(institute_name, '') || ' ' || coalesce(district, '') || ' ' || coalesce(description, ''))`;

/**
 * Jobs an institute posts. The institute's name and place are copied from its profile when the job
 * is posted, so a job keeps the address it was advertised with. A deleted job stays (its applicants
 * were told) but is never shown again.
 */
export const jobs = instituteTable(
  'jobs',
  {
    id: id(),
    jobId: text('job_id').notNull(),
    title: text('title').notNull(),
    position: text('position').notNull(),
    category: text('category').$type<JobCategory>().notNull(),
    jobType: text('job_type').$type<JobType>().notNull(),
    workMode: text('work_mode').$type<WorkMode>(),
    salaryType: text('salary_type').$type<SalaryType>().notNull(),
    /** Paise, like all money (design section 3); null when not disclosed. The bottom of a range, or the one figure. */
    salaryPaise: bigint('salary_paise', { mode: 'number' }),
    /** The top of a salary range, in paise; null when the salary is one figure. */
    salaryMaxPaise: bigint('salary_max_paise', { mode: 'number' }),
    /**
     * The pay a month at the bottom and top of the range (a yearly figure divided by 12), kept by the
     * database so the salary filters compare like with like and can be indexed.
     */
    monthlyPayLowPaise: bigint('monthly_pay_low_paise', { mode: 'number' }).generatedAlwaysAs(
      sql`case when salary_type = 'yearly' then salary_paise / 12 else salary_paise end`,
    ),
    monthlyPayHighPaise: bigint('monthly_pay_high_paise', { mode: 'number' }).generatedAlwaysAs(
      sql`case when salary_type = 'yearly' then coalesce(salary_max_paise, salary_paise) / 12 else coalesce(salary_max_paise, salary_paise) end`,
    ),
    /** How many teachers the school hires for this post. */
    vacancies: integer('vacancies').notNull().default(1),
    /** A subject id of the contract's vocabulary (decision 015). */
    subject: text('subject'),
    teachingLevel: text('teaching_level').$type<TeachingLevel>(),
    qualifications: text('qualifications')
      .array()
      .$type<Qualification[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    eligibilityTests: text('eligibility_tests')
      .array()
      .$type<EligibilityTest[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description'),
    qualification: text('qualification'),
    experienceMin: integer('experience_min').notNull().default(0),
    experienceMax: integer('experience_max').notNull().default(0),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    instituteName: text('institute_name'),
    address: text('address'),
    district: text('district'),
    stateCode: text('state_code').$type<StateCode>(),
    email: text('email'),
    phone: text('phone'),
    interviewDate: date('interview_date', { mode: 'string' }),
    lastDateToApply: date('last_date_to_apply', { mode: 'string' }).notNull(),
    postedBy: uuid('posted_by')
      .notNull()
      .references(() => users.id),
    /** What the keyword search matches: lowercased, kept by the database. */
    searchText: text('search_text').generatedAlwaysAs(jobSearchText),
    /**
     * Browse Jobs' equality filters as tags one GIN index intersects ('subject:physics', 'mentions:PGT',
     * 'experience:2', ...; job_search_tags(), migration 0031): a rare combination is counted from it (decision 018).
     */
    searchTags: text('search_tags')
      .array()
      .generatedAlwaysAs(
        sql`job_search_tags(subject, teaching_level, job_type, category, state_code, experience_min, experience_max, ${jobSearchText})`,
      ),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('jobs_job_id_key').on(t.jobId),
    // Browse Jobs pages newest first by (created_at, id); each index below serves one kind of filter
    // in that order, so page 1,000 costs what page 1 does (keyset paging).
    // The tags ride along (a key after the order's, for INCLUDE is not in Drizzle): the probe of a search
    // reads the newest jobs' tags from this index alone (db/paging.ts searchPage, decision 018).
    index('jobs_live_order_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.searchTags)
      .where(live),
    // A state alone (the commonest filter): its own order, so a small state's page does not walk the whole
    // country's order; the closing date rides along so its capped count reads the index alone.
    index('jobs_live_state_idx')
      .on(t.stateCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.lastDateToApply)
      .where(live),
    index('jobs_live_place_idx')
      .on(t.stateCode, t.district, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(live),
    index('jobs_live_subject_idx').on(t.subject, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(live),
    // State and subject together: counting "Mathematics in Assam" from the state's index read every job of the state (decision 018).
    index('jobs_live_state_subject_idx')
      .on(t.stateCode, t.subject, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(live),
    index('jobs_live_level_idx')
      .on(t.teachingLevel, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(live),
    index('jobs_live_tags_idx').using('gin', t.searchTags).where(live),
    index('jobs_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).where(live),
    // A keyword's numbers, each a whole number of the text (db/search.ts holdsNumber): "17" has no trigram.
    index('jobs_search_numbers_idx')
      .using('gin', sql`search_numbers(${t.searchText})`)
      .where(live),
    // An institute's own list, newest first.
    index('jobs_institute_order_idx').on(t.instituteCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * A job seeker's application to a job: institute data (the school reads it through `scoped()`), and
 * the seeker's own (read by `seeker_id`). One per seeker and job: a second apply is a conflict.
 */
export const applications = instituteTable(
  'applications',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    seekerId: uuid('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stage: text('stage')
      .$type<'applied' | 'shortlisted' | 'interview' | 'offered' | 'hired' | 'rejected'>()
      .notNull()
      .default('applied'),
    /** The message to the candidate: she reads it and is e-mailed it. */
    note: text('note'),
    /** The school's private note on the applicant: never in any answer to the candidate. */
    schoolNote: text('school_note'),
    /** The candidate's cover note, sent with the application. */
    coverNote: text('cover_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_job_seeker_key').on(t.jobId, t.seekerId),
    index('applications_seeker_created_idx').on(t.seekerId, t.createdAt.desc().nullsFirst()),
    index('applications_job_created_idx').on(t.jobId, t.createdAt.desc().nullsFirst()),
  ],
);
