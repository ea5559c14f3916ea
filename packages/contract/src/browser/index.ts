// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
/*
 * The contract as the browser sees it: everything src/index.ts exports, except that each domain's endpoints
 * carry only how they travel (method, path, access), not their schemas. A screen that only calls the server
 * then does not load the schema library; a form that checks its fields imports the schemas it needs.
 * The web resolves `@school-portal/contract` here through the "browser" condition of package.json; the
 * server and the tests read src/index.ts. The names below shadow the same names of `export *`.
 */
export * from '../index.ts';

export { ACCOUNT_ACTION_ENDPOINTS, accountsApi } from './accounts.ts';
export { applicationsApi } from './applications.ts';
export { authApi } from './auth.ts';
export { bookkeepingApi } from './bookkeeping.ts';
export { classesApi } from './classes.ts';
export { familiesApi } from './families.ts';
export { feeAssignmentsApi, feeReportsApi, feesApi, feeStructureTableApi } from './fees.ts';
export { guardianFeesApi } from './guardian-fees.ts';
export { hiringApi } from './hiring.ts';
export { imagesApi } from './images.ts';
export { instituteUsersApi } from './institute-users.ts';
export { jobAlertsApi } from './job-alerts.ts';
export { jobsApi } from './jobs.ts';
export { jobseekersApi } from './jobseekers.ts';
export { moderationApi } from './moderation.ts';
export { notificationsApi } from './notifications.ts';
export { policiesApi } from './policies.ts';
export { privacyApi } from './privacy.ts';
export { productsApi } from './products.ts';
export { cvApi, profilesApi } from './profiles.ts';
export { savedJobsApi } from './saved-jobs.ts';
export { statusApi } from './status.ts';
export { studentsApi } from './students.ts';
export { suppliersApi } from './suppliers.ts';
export { transferCertificatesApi } from './transfer-certificates.ts';
export { vehiclesApi } from './vehicles.ts';
export { yearEndApi } from './year-end.ts';
