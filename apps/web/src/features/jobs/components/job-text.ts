import {
  JOB_CATEGORY_LABELS,
  eligibilityTestLabel,
  JOB_MESSAGES,
  JOB_TYPE_LABELS,
  qualificationLabel,
  SALARY_TYPE_LABELS,
  teachingLevelLabel,
  WORK_MODE_LABELS,
  type Job,
  type PublicJob,
} from '@school-portal/contract';
import { formatDate, formatRupees } from '../../../lib/format';

/** Salary as a job shows it: "₹45,000 / month", "₹30,000–₹50,000 / month", or 'Not disclosed'. */
export const salaryText = (job: Pick<Job, 'salary' | 'salaryType'> & Partial<Pick<Job, 'salaryMax'>>) => {
  if (job.salary === null) return JOB_MESSAGES.notDisclosed;
  const amount = job.salaryMax != null && job.salaryMax > job.salary ? `${formatRupees(job.salary)}–${formatRupees(job.salaryMax)}` : formatRupees(job.salary);
  return `${amount} ${job.salaryType === 'yearly' ? '/ year' : '/ month'}`;
};

export const experienceText = (job: Pick<Job, 'experienceMin' | 'experienceMax'>) =>
  job.experienceMax > job.experienceMin ? `${job.experienceMin}–${job.experienceMax} years` : job.experienceMin > 0 ? `${job.experienceMin}+ years` : 'Freshers welcome';

export const categoryText = (job: Pick<PublicJob, 'category'>) => JOB_CATEGORY_LABELS[job.category];
export const jobTypeText = (job: Pick<PublicJob, 'jobType'>) => JOB_TYPE_LABELS[job.jobType];
export const workModeText = (job: Pick<Job, 'workMode'>) => (job.workMode ? WORK_MODE_LABELS[job.workMode] : '—');
export const salaryTypeText = (job: Pick<Job, 'salaryType'>) => SALARY_TYPE_LABELS[job.salaryType];
export const levelText = (job: Pick<Job, 'teachingLevel'>) => (job.teachingLevel ? teachingLevelLabel(job.teachingLevel) : '—');
export const qualificationsText = (job: Pick<Job, 'qualifications'>) => job.qualifications.map(qualificationLabel).join(', ') || '—';
export const testsText = (job: Pick<Job, 'eligibilityTests'>) => job.eligibilityTests.map(eligibilityTestLabel).join(', ') || '—';
export const dateText = (date: string | null) => (date ? formatDate(date) : '—');
