/** What other modules and the app may use of status. */
export { checkServiceStatus } from './service.ts';
