import { newJobId, type Job, type JobInput } from '@school-portal/contract';

/*
 * The job form holds what the call takes (the contract's JobInput): text, numbers or '' for empty, lists
 * for the multi-selects, skills as comma-separated text; the schema reads '' as none and splits the skills.
 */

export const emptyJobForm = (): JobInput => ({
  jobId: newJobId(),
  title: '',
  position: '',
  category: 'teaching',
  jobType: 'full-time',
  workMode: '',
  salaryType: 'monthly',
  salary: '',
  salaryMax: '',
  vacancies: 1,
  subject: '',
  teachingLevel: '',
  qualifications: [],
  eligibilityTests: [],
  description: '',
  qualification: '',
  experienceMin: '',
  experienceMax: '',
  skills: '',
  email: '',
  phone: '',
  interviewDate: '',
  lastDateToApply: '',
});

/** A saved job back in the form; skills as comma-separated text (spec section 3). */
export const jobFormOf = (job: Job): JobInput => ({
  jobId: job.jobId,
  title: job.title,
  position: job.position,
  category: job.category,
  jobType: job.jobType,
  workMode: job.workMode ?? '',
  salaryType: job.salaryType,
  salary: job.salary ?? '',
  salaryMax: job.salaryMax ?? '',
  vacancies: job.vacancies,
  subject: job.subjectId ?? '',
  teachingLevel: job.teachingLevel ?? '',
  qualifications: job.qualifications,
  eligibilityTests: job.eligibilityTests,
  description: job.description ?? '',
  qualification: job.qualification ?? '',
  experienceMin: job.experienceMin,
  experienceMax: job.experienceMax,
  skills: job.skills.join(', '),
  email: job.email ?? '',
  phone: job.phone ?? '',
  interviewDate: job.interviewDate ?? '',
  lastDateToApply: job.lastDateToApply,
});
