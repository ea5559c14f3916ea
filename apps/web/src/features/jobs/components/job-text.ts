import {
  JOB_CATEGORY_LABELS,
  eligibilityTestText,
  JOB_MESSAGES,
  JOB_TYPE_LABELS,
  qualificationText,
  SALARY_TYPE_LABELS,
  teachingLevelText,
  WORK_MODE_LABELS,
  type Job,
  type PublicJob,
} from '@school-portal/contract';
import { formatDate, formatRupees } from '../../../lib/format';
import { t } from '../../../lib/i18n';

/** Salary as a job shows it: "₹45,000 / month", "₹30,000–₹50,000 / month", or 'Not disclosed'. */
export const salaryText = (job: Pick<Job, 'salary' | 'salaryType'> & Partial<Pick<Job, 'salaryMax'>>) => {
  if (job.salary === null) return t(JOB_MESSAGES.notDisclosed);
  const amount =
    job.salaryMax != null && job.salaryMax > job.salary
      ? `${formatRupees(job.salary)}–${formatRupees(job.salaryMax)}`
      : formatRupees(job.salary);
  return job.salaryType === 'yearly'
    ? t(/*i18n*/ '{amount} / year', { amount })
    : t(/*i18n*/ '{amount} / month', { amount });
};

export const experienceText = (job: Pick<Job, 'experienceMin' | 'experienceMax'>) =>
  job.experienceMax > job.experienceMin
    ? t(/*i18n*/ '{min}–{max} years', { min: job.experienceMin, max: job.experienceMax })
    : job.experienceMin > 0
      ? t(/*i18n*/ '{min}+ years', { min: job.experienceMin })
      : t(/*i18n*/ 'Freshers welcome');

export const categoryText = (job: Pick<PublicJob, 'category'>) => t(JOB_CATEGORY_LABELS[job.category]);
export const jobTypeText = (job: Pick<PublicJob, 'jobType'>) => t(JOB_TYPE_LABELS[job.jobType]);
export const workModeText = (job: Pick<Job, 'workMode'>) => (job.workMode ? t(WORK_MODE_LABELS[job.workMode]) : '—');
export const salaryTypeText = (job: Pick<Job, 'salaryType'>) => t(SALARY_TYPE_LABELS[job.salaryType]);
export const levelText = (job: Pick<Job, 'teachingLevel'>) =>
  job.teachingLevel ? teachingLevelText(job.teachingLevel, t) : '—';
export const qualificationsText = (job: Pick<Job, 'qualifications'>) =>
  job.qualifications.map((q) => qualificationText(q, t)).join(', ') || '—';
export const testsText = (job: Pick<Job, 'eligibilityTests'>) =>
  job.eligibilityTests.map((e) => eligibilityTestText(e, t)).join(', ') || '—';
export const dateText = (date: string | null) => (date ? formatDate(date) : '—');

/** When a job was posted, as job boards say it: "Posted today", "Posted 3 days ago". */
export const postedText = (createdAt: string, now = Date.now()) =>
  t(/*i18n*/ '{count, plural, =0 {Posted today} one {Posted # day ago} other {Posted # days ago}}', {
    count: Math.max(0, Math.floor((now - Date.parse(createdAt)) / 86_400_000)),
  });
