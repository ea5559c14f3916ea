/** What other modules and the app may use of profiles. */
export { profileRoutes } from './routes.ts';
export { findJobseekers, institutePlace, jobseekerCards, seekerInterests, type InstitutePlace, type SeekerPage } from './directory.ts';
export { instituteLetterhead } from './institute.ts';
export { rankJobseekers } from './ranked-seekers.ts';
