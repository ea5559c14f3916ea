import type { FastifyInstance } from 'fastify';
import { MODERATION_MESSAGES, moderationApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { requestLanguage, translatorFor } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import { caller } from '../../plugins/access.ts';
import { decideBatch } from './batch.ts';
import { listQueue, queueSummary } from './queue.ts';
import { addTemplate, listTemplates, removeTemplate } from './templates.ts';

export async function moderationRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const { db } = deps;
  const links = {
    loginUrl: `${deps.config.publicUrl}/login`,
    manageAdsUrl: `${deps.config.publicUrl}/institute-admin/manage-ads`,
  };

  route(app, moderationApi.queue, async (request) =>
    listQueue(db, request.query, translatorFor(requestLanguage(request))),
  );
  route(app, moderationApi.summary, async () => queueSummary(db));
  route(app, moderationApi.decide, async (request) =>
    decideBatch(
      db,
      request.body,
      caller(request).id,
      links,
      (err) => request.log.error({ err }, 'a moderation decision failed'),
      translatorFor(requestLanguage(request)),
    ),
  );
  route(app, moderationApi.templates, async () => listTemplates(db));
  route(app, moderationApi.addTemplate, async (request) => addTemplate(db, request.body.text, caller(request).id));
  route(app, moderationApi.removeTemplate, async (request) => {
    await removeTemplate(db, request.params.id);
    return { message: MODERATION_MESSAGES.templateDeleted };
  });
}
