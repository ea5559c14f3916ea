/** What other modules and the app may use of notifications. */
export { notify } from './service.ts';
