// A job's words and codes, apart from the schemas: Browse Jobs and a job's page show these labels, and importing
// them from schemas.ts brought zod (25 kB compressed) to a teacher's first screens.

export const JOB_CATEGORIES = ['teaching', 'non-teaching'] as const;
export const JOB_TYPES = ['full-time', 'part-time', 'contract'] as const;
export const WORK_MODES = ['on-site', 'hybrid', 'remote'] as const;
export const SALARY_TYPES = ['monthly', 'yearly'] as const;
export const JOB_CATEGORY_LABELS = { teaching: /*i18n*/ 'Teaching', 'non-teaching': /*i18n*/ 'Non-teaching' } as const;
export const JOB_TYPE_LABELS = {
  'full-time': /*i18n*/ 'Full-time',
  'part-time': /*i18n*/ 'Part-time',
  contract: /*i18n*/ 'Contract',
} as const;
export const WORK_MODE_LABELS = {
  'on-site': /*i18n*/ 'On-site',
  hybrid: /*i18n*/ 'Hybrid',
  remote: /*i18n*/ 'Remote',
} as const;
export const SALARY_TYPE_LABELS = { monthly: /*i18n*/ 'Monthly', yearly: /*i18n*/ 'Yearly' } as const;

export type JobCategory = (typeof JOB_CATEGORIES)[number];
export type JobType = (typeof JOB_TYPES)[number];

/** Rupees; a monthly or yearly figure above this is a typing mistake. */
export const MAX_JOB_SALARY = 1_00_00_000;

/** 'JOB-' plus 6 uppercase letters or digits (spec sections 3 and 9). */
export const JOB_ID_PATTERN = /^JOB-[A-Z0-9]{6}$/;

/** A new job ID as the client makes it. */
export function newJobId(random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let id = 'JOB-';
  for (let i = 0; i < 6; i++) id += alphabet[Math.floor(random() * alphabet.length)];
  return id;
}
