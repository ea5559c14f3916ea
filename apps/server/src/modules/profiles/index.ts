/** What other modules and the app may use of profiles. */
export { profileRoutes } from './routes.ts';
export { instituteLetterhead } from './institute.ts';
