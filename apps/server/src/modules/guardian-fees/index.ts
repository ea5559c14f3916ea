/** What other modules (bookkeeping) may use of guardian fees: a claim's own confirmation, and the family a claim is for. */
export { confirmClaim } from './claims.ts';
export { familiesOfClaims } from './family-claims.ts';
