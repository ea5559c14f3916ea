/** What other modules and the app may use of the bus marketplace. */
export { vehicleRoutes } from './routes.ts';
export { countForSale } from './browse.ts';
export { countPending as countPendingAds } from './moderation.ts';
/** Seeds and test fixtures post ads for an institute as its admin would. */
export { createAd } from './selling.ts';
