/** What the application screens and calls tell the user (spec sections 6 and 8). */
export const APPLICATION_MESSAGES = {
  applied: /*i18n*/ 'Successfully applied to the job!',
  applyFailed: /*i18n*/ 'Failed to apply to the job',
  fetchFailed: /*i18n*/ 'Failed to fetch applied jobs',
  withdrawn: /*i18n*/ 'Application withdrawn successfully',
  withdrawFailed: /*i18n*/ 'Failed to withdraw application',
  empty: /*i18n*/ 'You have not applied for any jobs yet.',
  seekerOnly: /*i18n*/ 'You must be a job seeker to view this page',
  alreadyApplied: /*i18n*/ 'You have already applied to this job.',
  closed: /*i18n*/ 'The last date to apply for this job has passed.',
  notApplied: /*i18n*/ 'You have not applied to this job.',
  confirmWithdraw: /*i18n*/ 'Withdraw your application to this job? The institute is told.',
  profileFirst: /*i18n*/ 'Complete your profile before applying.',
} as const;

/** A notice's fixed words (the server writes each notice in its reader's language). */
export const APPLICATION_NOTICES = {
  seeApplicants:
    /*i18n*/ 'Open Manage Jobs in School Portal and choose Applicants on the job to see the profile and move the application on.',
} as const;
