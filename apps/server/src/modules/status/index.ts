/** What other modules and the app may use of status. */
export { checkServiceStatus, dashboardWarnings } from './service.ts';
