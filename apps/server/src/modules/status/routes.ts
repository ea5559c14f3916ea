import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ServiceStatusSchema } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import type { MailWorker } from '../../mail/worker.ts';
import { checkServiceStatus } from './service.ts';

/** `mailWorker` is a getter: the worker starts after the routes are registered, and may be absent. */
export const statusRoutes: FastifyPluginAsyncZod<{ deps: Deps; mailWorker: () => MailWorker | null }> = async (app, { deps, mailWorker }) => {
  app.get(
    '/api/status',
    {
      config: { access: ['superAdmin'] },
      schema: {
        tags: ['status'],
        summary: 'Health of the database, migrations, mail delivery, background jobs and the server process',
        response: { 200: ServiceStatusSchema, ...errorAnswers(401, 403) },
      },
    },
    async (_request, reply) => {
      // A status seen through a cache would report a past that may no longer hold.
      reply.header('cache-control', 'no-store');
      return checkServiceStatus(deps, mailWorker());
    },
  );
};
