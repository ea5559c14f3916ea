/** What other modules and the app may use of job alerts. */
export { sendJobAlerts } from './daily-task.ts';
