/** What the application screens and calls tell the user (spec sections 6 and 8). */
export const APPLICATION_MESSAGES = {
  applied: 'Successfully applied to the job!',
  applyFailed: 'Failed to apply to the job',
  fetchFailed: 'Failed to fetch applied jobs',
  withdrawn: 'Application withdrawn successfully',
  withdrawFailed: 'Failed to withdraw application',
  empty: 'You have not applied for any jobs yet.',
  seekerOnly: 'You must be a job seeker to view this page',
  alreadyApplied: 'You have already applied to this job.',
  closed: 'The last date to apply for this job has passed.',
  notApplied: 'You have not applied to this job.',
  confirmWithdraw: 'Withdraw your application to this job? The institute is told.',
  profileFirst: 'Complete your profile before applying.',
} as const;

/** A notice's fixed words (the server writes each notice in its reader's language). */
export const APPLICATION_NOTICES = {
  seeApplicants:
    'Open Manage Jobs in School Portal and choose Applicants on the job to see the profile and move the application on.',
} as const;
