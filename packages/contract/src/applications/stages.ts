// Apart from the schemas: the teacher's dashboard counts her applications by stage, and importing these from
// schemas.ts brought zod (25 kB compressed) to that first screen.

/** The way a school moves an application: applied → shortlisted → interview → offered → hired, or rejected. */
export const APPLICATION_STAGES = ['applied', 'shortlisted', 'interview', 'offered', 'hired', 'rejected'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];
export const STAGE_LABELS: Record<ApplicationStage, string> = {
  applied: 'Applied',
  shortlisted: /*i18n*/ 'Shortlisted',
  interview: /*i18n*/ 'Interview',
  offered: /*i18n*/ 'Offered',
  hired: /*i18n*/ 'Hired',
  rejected: 'Rejected',
};
