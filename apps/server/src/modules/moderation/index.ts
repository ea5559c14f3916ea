/** What the app may use of moderation (the routes come through app.ts alone). */
export { queueSummary } from './queue.ts';
