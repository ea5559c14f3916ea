/** What other modules and the app may use of applications. */
export { appliedToInstitute, closeApplicationsOfDeletedJob } from './service.ts';
