import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BackupService } from './service.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The connection comes from this machine (its own socket, not X-Forwarded-For) and carries `token`.
 * Both, because a proxy on the same machine makes every visitor's connection a loopback one.
 */
export function fromThisMachineWith(request: FastifyRequest, token: string | undefined): boolean {
  if (!LOOPBACK.has(request.raw.socket.remoteAddress ?? '')) return false;
  if (!token) return true;
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * `npm run backup` on the embedded database asks the running server, the only process that may open its
 * folder, to write the backup. Anyone else gets a plain 404: the route does not exist for them.
 */
export function registerBackupRoute(app: FastifyInstance, backups: BackupService) {
  app.post('/ops/backup', async (request, reply) => {
    if (!fromThisMachineWith(request, backups.token)) return reply.code(404).send({ message: 'Not found' });
    reply.header('cache-control', 'no-store');
    return backups.runNow();
  });
}
