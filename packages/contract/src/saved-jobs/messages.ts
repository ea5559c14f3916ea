/** What a job seeker reads about the jobs she saved. */
export const SAVED_JOB_MESSAGES = {
  saved: 'Job saved. Find it under Saved on your dashboard.',
  unsaved: 'Job removed from your saved jobs.',
  saveFailed: 'Failed to save the job',
  fetchFailed: 'Failed to fetch your saved jobs',
  empty: 'No saved jobs yet. Save a job from Browse Jobs to come back to it.',
  notSaved: 'This job is not among your saved jobs.',
  heading: 'Saved jobs',
  closed: 'Closed',
  removed: 'Removed by the institute',
  save: 'Save',
  unsave: 'Saved',
} as const;
