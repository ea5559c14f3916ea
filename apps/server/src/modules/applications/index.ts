/** What other modules and the app may use of applications. */
export { applicationRoutes } from './routes.ts';
export { applicantCounts, appliedJobIds, appliedTo, appliedToInstitute, closeApplicationsOfDeletedJob } from './service.ts';
