/** What other modules and the app may use of auth. */
export { authRoutes } from './routes.ts';
export { createAuthenticator } from './sessions.ts';
export { createTokenService, type TokenService } from './tokens.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
