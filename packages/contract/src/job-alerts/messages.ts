/** What a job seeker reads about her job alerts, on screen and in the alert e-mail. */
export const JOB_ALERT_MESSAGES = {
  created: /*i18n*/ 'Job alert on: new jobs matching this search reach you once a day at most.',
  createFailed: /*i18n*/ 'Failed to turn on the job alert',
  deleted: /*i18n*/ 'Job alert deleted.',
  deleteFailed: /*i18n*/ 'Failed to delete the job alert',
  fetchFailed: /*i18n*/ 'Failed to fetch your job alerts',
  empty: /*i18n*/ 'No job alerts. Turn one on from Browse Jobs for the search you made there.',
  notFound: /*i18n*/ 'No such job alert.',
  tooMany: /*i18n*/ 'You can keep at most 10 job alerts: delete one first.',
  heading: /*i18n*/ 'Job alerts',
  turnOn: /*i18n*/ 'Alert me about new jobs',
  allJobs: /*i18n*/ 'All jobs',
  unsubscribeConfirm: /*i18n*/ 'Stop the e-mails of this job alert?',
  unsubscribed: /*i18n*/ 'You will not receive this job alert any more.',
  linkNotFound: /*i18n*/ 'This unsubscribe link is not valid, or the alert was already deleted.',
} as const;
