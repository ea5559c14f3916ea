/** What a job seeker reads about her job alerts, on screen and in the alert e-mail. */
export const JOB_ALERT_MESSAGES = {
  created: 'Job alert on: new jobs matching this search reach you once a day at most.',
  createFailed: 'Failed to turn on the job alert',
  deleted: 'Job alert deleted.',
  deleteFailed: 'Failed to delete the job alert',
  fetchFailed: 'Failed to fetch your job alerts',
  empty: 'No job alerts. Turn one on from Browse Jobs for the search you made there.',
  notFound: 'No such job alert.',
  tooMany: 'You can keep at most 10 job alerts: delete one first.',
  heading: 'Job alerts',
  turnOn: 'Alert me about new jobs',
  allJobs: 'All jobs',
  unsubscribeConfirm: 'Stop the e-mails of this job alert?',
  unsubscribed: 'You will not receive this job alert any more.',
  linkNotFound: 'This unsubscribe link is not valid, or the alert was already deleted.',
} as const;
