import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotificationIdParamSchema, NotificationListQuerySchema, NotificationSchema } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { caller, callerNamed } from '../../plugins/access.ts';
import { listNotifications, markRead } from './service.ts';

export const notificationRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/notifications',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: "The caller's latest notifications, newest first",
        querystring: NotificationListQuerySchema,
        response: { 200: z.array(NotificationSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      // The spec's client names the user in the query; it may only name itself.
      const asked = request.query.userId;
      const me = asked ? callerNamed(request, asked, 'You can only read your own notifications.') : caller(request);
      return listNotifications(deps.db, me.id, request.query.limit);
    },
  );

  app.patch(
    '/api/notifications/:id/read',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of the caller’s notifications read',
        params: NotificationIdParamSchema,
        response: { 200: NotificationSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const updated = await markRead(deps.db, caller(request).id, request.params.id);
      if (!updated) throw notFound('No such notification.');
      return updated;
    },
  );
};
