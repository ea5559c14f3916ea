import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JOB_ALERT_MESSAGES, UNSUBSCRIBE_PAGE as P, UnsubscribeTokenParamSchema, describeCriteria, type JobAlert } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { escapeHtml as escape, publicPage } from '../../http/public-page.ts';
import { alertOfToken, unsubscribe } from './service.ts';

const STYLE = `.actions button.primary{background:#1864ab;color:#fff;border-color:#1864ab}
form{margin:0}`;

const what = (criteria: JobAlert['criteria']) => describeCriteria(criteria).join(' · ') || P.allJobs;
const toPortal = `<p class="actions"><a href="/">${escape(P.toPortal)}</a></p>`;

type Request = FastifyRequest<{ Params: { token: string } }>;

/**
 * The unsubscribe link of an alert e-mail opens this page, without signing in: it names the alert's
 * search and asks, because mail scanners open links and a GET must change nothing; the button posts
 * a plain form (no script) and the answer says what stopped. Mail programs' one-click unsubscribe
 * goes to the API's address in the List-Unsubscribe header instead.
 */
export function registerUnsubscribePage(app: FastifyInstance, deps: Deps) {
  const answer = async (request: Request, reply: FastifyReply, step: 'ask' | 'done') => {
    const url = `${deps.config.publicUrl}${request.url}`;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    const page = (title: string, body: string) => publicPage({ title, description: title, url, noIndex: true, style: STYLE, body: `<article><h1>${escape(title)}</h1>${body}</article>` });
    const parsed = UnsubscribeTokenParamSchema.safeParse(request.params);
    try {
      if (!parsed.success) throw notFound(JOB_ALERT_MESSAGES.linkNotFound);
      if (step === 'done') {
        const alert = await unsubscribe(deps.db, parsed.data.token);
        return reply.send(page(P.done(what(alert.criteria)), `<p>${escape(P.doneNote)}</p>${toPortal}`));
      }
      const alert = await alertOfToken(deps.db, parsed.data.token);
      const button = `<form method="post" class="actions"><button type="submit" class="primary">${escape(P.button)}</button><a href="/">${escape(P.toPortal)}</a></form>`;
      return reply.send(page(P.confirm(what(alert.criteria)), `<p>${escape(P.confirmNote)}</p>${button}`));
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode !== 404) throw err;
      return reply.code(404).send(page(err.message, toPortal));
    }
  };

  app.get<{ Params: { token: string } }>('/job-alerts/unsubscribe/:token', { config: { access: 'public' } }, (request, reply) => answer(request, reply, 'ask'));
  app.post<{ Params: { token: string } }>('/job-alerts/unsubscribe/:token', { config: { access: 'public' } }, (request, reply) => answer(request, reply, 'done'));
}
