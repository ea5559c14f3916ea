/** What other modules and the app may use of jobs. */
export { jobRoutes } from './routes.ts';
export { findAnyJob, findLiveJob, instituteOpenJobs, jobsByIds, matchingJobs, ownJob } from './service.ts';
export { toJob } from './view.ts';
export { placeOf, todayInIndia, type JobRow } from './view.ts';
