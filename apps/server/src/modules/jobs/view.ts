import {
  eligibilityTestLabel,
  qualificationLabel,
  stateName,
  subjectName,
  type Job,
  todayInIndia,
  type PublicJob,
} from '@school-portal/contract';
import { jobs } from '../../db/schema/index.ts';

export type JobRow = typeof jobs.$inferSelect;
/** What a job's answer is made from: a search reads only these columns (not its search tags and text). */
export type JobView = Omit<
  JobRow,
  | 'searchTags'
  | 'searchText'
  | 'monthlyPayLowPaise'
  | 'monthlyPayHighPaise'
  | 'deletedAt'
  | 'updatedAt'
  | 'instituteCode'
>;

export const placeOf = (row: Pick<JobRow, 'district' | 'stateCode'>): string | null =>
  [row.district, row.stateCode ? stateName(row.stateCode) : null].filter(Boolean).join(', ') || null;

/** What the detail screen lists as requirements: the written qualification, the chosen ones, tests and skills. */
function requirementsOf(row: JobView): string[] {
  return [
    ...(row.qualification ? [row.qualification] : []),
    ...row.qualifications.map(qualificationLabel),
    ...row.eligibilityTests.map(eligibilityTestLabel),
    ...row.skills,
  ];
}

const rupees = (paise: number | null) => (paise === null ? null : Math.round(paise / 100));

export interface JobExtras {
  applied?: boolean;
  /** The caller (a job seeker) saved it. */
  saved?: boolean;
  applicantCount?: number | null;
}

/** A job as the contract answers it; money back to whole rupees. */
export function toJob(row: JobView, extras: JobExtras = {}, today = todayInIndia()): Job {
  return {
    _id: row.id,
    jobId: row.jobId,
    title: row.title,
    position: row.position,
    subject: row.subject ? subjectName(row.subject) : null,
    subjectId: row.subject,
    teachingLevel: row.teachingLevel,
    qualifications: row.qualifications,
    eligibilityTests: row.eligibilityTests,
    description: row.description,
    category: row.category,
    jobType: row.jobType,
    employmentType: row.jobType,
    workMode: row.workMode,
    salaryType: row.salaryType,
    salary: rupees(row.salaryPaise),
    salaryMax: rupees(row.salaryMaxPaise),
    vacancies: row.vacancies,
    qualification: row.qualification,
    experienceMin: row.experienceMin,
    experienceMax: row.experienceMax,
    skills: row.skills,
    requirements: requirementsOf(row),
    instituteName: row.instituteName,
    address: row.address,
    district: row.district,
    state: row.stateCode,
    location: placeOf(row),
    email: row.email,
    phone: row.phone,
    interviewDate: row.interviewDate,
    lastDateToApply: row.lastDateToApply,
    expiryDate: row.lastDateToApply,
    deadline: row.lastDateToApply,
    postedBy: row.postedBy,
    createdAt: row.createdAt.toISOString(),
    applied: extras.applied ?? false,
    saved: extras.saved ?? false,
    applicantCount: extras.applicantCount ?? null,
    closed: row.lastDateToApply < today,
  };
}

export function toPublicJob(row: JobRow, today = todayInIndia()): PublicJob {
  const job = toJob(row, {}, today);
  return {
    _id: job._id,
    jobId: job.jobId,
    title: job.title,
    position: job.position,
    subject: job.subject,
    subjectId: job.subjectId,
    teachingLevel: job.teachingLevel,
    description: job.description,
    category: job.category,
    jobType: job.jobType,
    salaryType: job.salaryType,
    salary: job.salary,
    salaryMax: job.salaryMax,
    vacancies: job.vacancies,
    experienceMin: job.experienceMin,
    experienceMax: job.experienceMax,
    requirements: job.requirements,
    instituteName: job.instituteName,
    location: job.location,
    lastDateToApply: job.lastDateToApply,
    closed: job.closed,
  };
}
