/** What other modules and the app may use of jobs. */
export { findAnyJob, findLiveJob, instituteOpenJobs, jobsByIds, newJobsMatching, ownJob } from './service.ts';
export { jobsForYou } from './for-you.ts';
export { appliedJobIds } from './applied.ts';
export type { OnJobDeleted } from './service.ts';
export { toJob } from './view.ts';
export { placeOf, type JobRow } from './view.ts';
