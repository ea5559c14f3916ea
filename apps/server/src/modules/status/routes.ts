import type { FastifyInstance } from 'fastify';
import { statusApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { requestLanguage, translatorFor } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import type { MailWorker } from '../../mail/worker.ts';
import { checkServiceStatus } from './service.ts';

/** `mailWorker` is a getter: the worker starts after the routes are registered, and may be absent. */
export async function statusRoutes(
  app: FastifyInstance,
  { deps, mailWorker }: { deps: Deps; mailWorker: () => MailWorker | null },
) {
  route(app, statusApi.status, async (request, reply) => {
    // A status seen through a cache would report a past that may no longer hold.
    reply.header('cache-control', 'no-store');
    return checkServiceStatus(deps, mailWorker(), translatorFor(requestLanguage(request)));
  });
}
