/** What other modules and the app may use of auth. */
export { createAuthenticator } from './sessions.ts';
export { createTokenService, type TokenService } from './tokens.ts';
