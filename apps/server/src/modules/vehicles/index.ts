/** What other modules and the app may use of the bus marketplace. */
export { countForSale } from './browse.ts';
export { countPending as countPendingAds } from './moderation.ts';
/** Seeds and test fixtures post ads for an institute as its admin would. */
export { createAd } from './selling.ts';
/** The moderation queue lists waiting ads and decides them through the same path as the single decision. */
export { decide as decideAd, waitingAds } from './moderation.ts';
