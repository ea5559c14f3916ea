import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Headers by which a proxy says it relays someone else's request: any of them means "not from here". */
const RELAYED = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto'];

/**
 * The connection itself comes from this machine (its socket, never a header) and was not relayed by a
 * proxy: a proxy on the same machine makes every visitor's connection a loopback one, and says so with
 * one of these headers (deploy/nginx sets X-Forwarded-For and X-Real-IP). Any of them present, even
 * empty, refuses: proxies differ in which one they send (issue 45: Forwarded and X-Real-IP passed).
 */
export const directFromThisMachine = (request: FastifyRequest) =>
  LOOPBACK.has(request.raw.socket.remoteAddress ?? '') && RELAYED.every((h) => request.headers[h] === undefined);

/** The request carries `Authorization: Bearer <token>`, compared in constant time. */
export function carriesToken(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
