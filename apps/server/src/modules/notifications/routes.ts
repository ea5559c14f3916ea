import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_MESSAGES, notificationsApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { preferredLanguage } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import { caller, callerNamed } from '../../plugins/access.ts';
import { listNotifications, markRead } from './service.ts';

export async function notificationRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  route(app, notificationsApi.list, async (request) => {
    // The spec's client names the user in the query; it may only name itself.
    const { userId, ...page } = request.query;
    const me = userId ? callerNamed(request, userId, NOTIFICATION_MESSAGES.ownOnly) : caller(request);
    // Written in the language on the reader's screen (the web sends it), else her account's.
    return listNotifications(deps.db, me.id, page, preferredLanguage(request));
  });

  route(app, notificationsApi.markRead, async (request) => {
    const updated = await markRead(deps.db, caller(request).id, request.params.id, preferredLanguage(request));
    if (!updated) throw notFound(NOTIFICATION_MESSAGES.notFound);
    return updated;
  });
}
