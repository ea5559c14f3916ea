/** What other modules and the app may use of auth. */
export { createAuthenticator, SESSION_CHANGES, sessionAuthenticator } from './sessions.ts';
export { SESSION_MAX_AGE_MS } from './session-cache.ts';
export { createTokenService, type TokenService } from './tokens.ts';
