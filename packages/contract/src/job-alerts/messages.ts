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

/** The alert e-mail and in-app notice. */
export const JOB_ALERT_NOTICES = {
  subject: (n: number) => (n === 1 ? 'A new job matches your alert' : `${n} new jobs match your alerts`),
  intro: (n: number) => (n === 1 ? 'A new job was posted that matches your job alert:' : `${n} new jobs were posted that match your job alerts:`),
  inApp: (n: number, first: string) => (n === 1 ? `New job for your alert: ${first}` : `${n} new jobs for your alerts, among them ${first}`),
  unsubscribe: 'To stop this alert, open this link (no sign-in needed):',
} as const;

/** The page an alert e-mail's unsubscribe link opens (no sign-in); `what` is the alert's search in words. */
export const UNSUBSCRIBE_PAGE = {
  allJobs: 'all new jobs',
  confirm: (what: string) => `Stop the e-mails about new jobs for ${what}?`,
  confirmNote: 'Nothing changes until you press the button.',
  button: 'Unsubscribe',
  done: (what: string) => `You will no longer get alerts for ${what}.`,
  doneNote: 'Your other job alerts still arrive; you can manage them on your dashboard.',
  toPortal: 'Go to School Portal',
} as const;
