import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access, Role } from '@school-portal/contract';
import { forbidden, unauthorized } from '../errors.ts';

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
  /** The sign-in this request's token belongs to. */
  sessionId: string;
}

/** Turns a bearer token into the caller, or throws a 401 saying why (the auth module provides it). */
export type Authenticate = (token: string) => Promise<AuthUser>;

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
export const isApiPath = (url: string) =>
  url.startsWith('/api/') || url.startsWith('/instituteAdmin/') || url.startsWith('/docs/');

export function registerAccessControl(app: FastifyInstance, authenticate: Authenticate) {
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
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized();
    request.user = await authenticate(match[1]);
    if (access !== 'signedIn' && !access.includes(request.user.role)) throw forbidden(ROLE_REFUSAL);
  });
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
