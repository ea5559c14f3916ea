import type { FastifyInstance } from 'fastify';
import { JOB_ALERT_MESSAGES, jobAlertsApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { caller } from '../../plugins/access.ts';
import { alertOfToken, createAlert, deleteAlert, listAlerts, unsubscribe } from './service.ts';
import { registerUnsubscribePage } from './unsubscribe-page.ts';

export async function jobAlertRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const { db } = deps;
  // Mail programs send one-click unsubscribes as a form (`List-Unsubscribe=One-Click`), and the
  // unsubscribe page's button posts one; its content says nothing more than the POST itself, so it is
  // accepted and not read. Only in this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );

  route(app, jobAlertsApi.list, async (request) => listAlerts(db, caller(request).id, request.query));

  route(app, jobAlertsApi.create, async (request) => ({
    message: JOB_ALERT_MESSAGES.created,
    alert: await createAlert(db, caller(request).id, request.body),
  }));

  route(app, jobAlertsApi.remove, async (request) => {
    await deleteAlert(db, caller(request).id, request.params.id);
    return { message: JOB_ALERT_MESSAGES.deleted };
  });

  route(app, jobAlertsApi.unsubscribeInfo, async (request) => {
    const alert = await alertOfToken(db, request.params.token);
    return { message: JOB_ALERT_MESSAGES.unsubscribeConfirm, criteria: alert.criteria };
  });

  route(app, jobAlertsApi.unsubscribe, async (request) => {
    const alert = await unsubscribe(db, request.params.token);
    return { message: JOB_ALERT_MESSAGES.unsubscribed, criteria: alert.criteria };
  });

  registerUnsubscribePage(app, deps);
}
