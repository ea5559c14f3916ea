/** What other modules (bookkeeping) may use of guardian fees: a claim's own confirmation. */
export { confirmClaim } from './claims.ts';
