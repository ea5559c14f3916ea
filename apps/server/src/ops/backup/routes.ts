import type { FastifyInstance } from 'fastify';
import { carriesToken, directFromThisMachine } from '../loopback.ts';
import type { BackupService } from './service.ts';

/**
 * `npm run backup` on the embedded database asks the running server, the only process that may open its
 * folder, to write the backup: from this machine and with the token of BACKUP_DIR/.server.json. Anyone
 * else gets a plain 404: the route does not exist for them.
 */
export function registerBackupRoute(app: FastifyInstance, backups: BackupService) {
  app.post('/ops/backup', async (request, reply) => {
    if (!directFromThisMachine(request) || !carriesToken(request, backups.token))
      return reply.code(404).send({ message: 'Not found' });
    reply.header('cache-control', 'no-store');
    return backups.runNow();
  });
}
