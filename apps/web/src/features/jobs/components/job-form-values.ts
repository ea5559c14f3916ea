import { newJobId, type Job, type JobInput } from '@school-portal/contract';

/** The job form as its inputs hold it: text, numbers or '' for empty, lists for the multi-selects. */
export interface JobFormValues {
  jobId: string;
  title: string;
  position: string;
  category: string;
  jobType: string;
  workMode: string;
  salaryType: string;
  salary: number | string;
  salaryMax: number | string;
  vacancies: number | string;
  subject: string;
  teachingLevel: string;
  qualifications: string[];
  eligibilityTests: string[];
  description: string;
  qualification: string;
  experienceMin: number | string;
  experienceMax: number | string;
  skills: string;
  email: string;
  phone: string;
  interviewDate: string;
  lastDateToApply: string;
}

export const emptyJobForm = (): JobFormValues => ({
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
export const jobFormOf = (job: Job): JobFormValues => ({
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

/** The form as the call sends it: the schema in the contract parses the rest (empty → none, commas → list). */
export const jobBodyOf = (v: JobFormValues): JobInput => v as unknown as JobInput;
