/** What the app may use of moderation (the routes come through app.ts alone). */
export { queueSummary } from './queue.ts';
/** The daily e-mail digest of what waits; the daily runner calls it (wired in app.ts). */
export { moderationDigest } from './digest.ts';
