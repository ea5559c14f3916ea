import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The connection itself comes from this machine (its socket, never X-Forwarded-For) and was not relayed
 * by a proxy: a proxy on the same machine makes every visitor's connection a loopback one, and says so
 * with X-Forwarded-For (deploy/nginx sets it).
 */
export const directFromThisMachine = (request: FastifyRequest) =>
  LOOPBACK.has(request.raw.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;

/** The request carries `Authorization: Bearer <token>`, compared in constant time. */
export function carriesToken(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
