import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access, Role } from '@school-portal/contract';
import { AppError, forbidden, unauthorized } from '../errors.ts';
import type { TokenService } from '../modules/auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { findAccountById, refusalFor } from '../modules/accounts/service.ts';

/** Who may call a route (declared by each endpoint of the contract); the server refuses to start when a route does not say. */
export type { Access };

/** The answer to a caller whose role may not use a route (other 403s name their own reason). */
export const ROLE_REFUSAL = 'Your role does not have access to this.';

export interface AuthUser {
  id: string;
  userId: string;
  name: string;
  email: string;
  role: Role;
  instituteCode: string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every API route with who may call it; the access-matrix test walks this. */
    apiRoutes: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
}

/** Paths whose routes must declare `config.access` (the SPA's static files are public by nature). */
export const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/instituteAdmin/') || url.startsWith('/docs/');

export function registerAccessControl(app: FastifyInstance, deps: { db: Db; tokens: TokenService }) {
  app.decorateRequest('user', null);
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);

  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url) || route.method === 'HEAD') return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
    for (const method of [route.method].flat()) apiRoutes.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    request.user = await authenticate(request, deps);
    if (access !== 'signedIn' && !access.includes(request.user.role)) throw forbidden(ROLE_REFUSAL);
  });
}

async function authenticate(request: FastifyRequest, deps: { db: Db; tokens: TokenService }): Promise<AuthUser> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  const claims = await deps.tokens.verify(match[1]);
  if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
  const account = await findAccountById(deps.db, claims.sub);
  if (!account || account.tokenVersion !== claims.tv) throw unauthorized('Your session has expired. Please sign in again.');
  const refusal = refusalFor(account);
  if (refusal) throw new AppError(401, refusal);
  return {
    id: account.id,
    userId: account.userId,
    name: account.name,
    email: account.email,
    role: account.role,
    instituteCode: account.instituteCode,
  };
}

/** The signed-in caller on a route that is not public. */
export function caller(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The caller, when a path names them by `_id` or user ID (as the spec's calls do);
 * naming anyone else is refused.
 */
export function callerNamed(request: FastifyRequest, idOrUserId: string, refusal: string): AuthUser {
  const me = caller(request);
  if (idOrUserId !== me.id && idOrUserId.toLowerCase() !== me.userId.toLowerCase()) throw forbidden(refusal);
  return me;
}
