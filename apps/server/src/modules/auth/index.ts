/** What other modules and the app may use of auth. */
export { createAuthenticator, SESSION_CHANGES, sessionAuthenticator } from './sessions.ts';
export { createTokenService, type TokenService } from './tokens.ts';
