/** What the job screens and calls tell the user, in the spec's words where it gives them (section 8). */
export const JOB_MESSAGES = {
  posted: 'Job Posted Successfully!',
  postFailed: 'Failed to post job',
  fetchFailed: 'Failed to fetch jobs',
  detailFailed: 'Failed to fetch job details',
  updated: 'Job updated successfully',
  updateFailed: 'Failed to update job',
  deleted: 'Job deleted successfully',
  deleteFailed: 'Failed to delete job',
  empty: 'No jobs found.',
  noMatch: 'No jobs match these filters.',
  notFound: 'Job not found',
  notDisclosed: 'Not disclosed',
  filterPlaceholder: 'Filter by Position, Category, Location...',
  confirmUpdateTitle: 'Confirm Update',
  confirmUpdate: 'Are you sure you want to update this job?',
  confirmDelete: 'Are you sure you want to delete this job?',
  jobIdTaken: 'A job with this job ID already exists.',
  postedByOwnOnly: 'You can only list the jobs of your own account.',
  experienceRange: 'Maximum experience cannot be less than the minimum.',
  salaryRange: 'The highest salary needs the lowest, and cannot be less than it.',
  lastDatePast: 'The last date to apply cannot be in the past.',
  applicantsFailed: 'Failed to fetch applicants',
  noApplicants: 'No one has applied to this job yet.',
  stageUpdated: 'Application moved to {stage}.',
  stageFailed: 'Failed to update the application',
  applicationNotFound: 'No such application for this job.',
  signInToApply: 'Sign in or register as a job seeker to apply.',
  linkCopied: 'Link copied: share it on WhatsApp or by e-mail.',
} as const;

/** A job's public page, served as HTML by the server with Open Graph tags so the link previews in WhatsApp. */
export const sharedJobPath = (jobId: string) => `/share/jobs/${encodeURIComponent(jobId)}`;
