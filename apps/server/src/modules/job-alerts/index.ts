/** What other modules and the app may use of job alerts. */
export { jobAlertRoutes } from './routes.ts';
export { sendJobAlerts } from './daily-task.ts';
