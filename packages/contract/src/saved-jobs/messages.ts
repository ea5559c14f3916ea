/** What a job seeker reads about the jobs she saved. */
export const SAVED_JOB_MESSAGES = {
  saved: /*i18n*/ 'Job saved. Find it under Saved on your dashboard.',
  unsaved: /*i18n*/ 'Job removed from your saved jobs.',
  saveFailed: /*i18n*/ 'Failed to save the job',
  fetchFailed: /*i18n*/ 'Failed to fetch your saved jobs',
  empty: /*i18n*/ 'No saved jobs yet. Save a job from Browse Jobs to come back to it.',
  notSaved: /*i18n*/ 'This job is not among your saved jobs.',
  heading: /*i18n*/ 'Saved jobs',
  closed: /*i18n*/ 'Closed',
  removed: /*i18n*/ 'Removed by the institute',
  save: 'Save',
  unsave: /*i18n*/ 'Saved',
} as const;
