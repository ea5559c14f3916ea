import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  JOB_ALERT_MESSAGES,
  UnsubscribeTokenParamSchema,
  describeCriteria,
  type JobAlert,
  type UiLanguage,
} from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { preferredLanguage, translatorFor, type Translate } from '../../http/language.ts';
import { htmlTemplate } from '../../http/html.ts';
import { publicPage } from '../../http/public-page.ts';
import { findAccountById } from '../accounts/index.ts';
import { alertOfToken, unsubscribe, type AlertRow } from './service.ts';

const STYLE = `.actions button.primary{background:#1864ab;color:#fff;border-color:#1864ab}
form{margin:0}`;

const what = (criteria: JobAlert['criteria'], t: Translate, language: UiLanguage) =>
  describeCriteria(criteria, t, language).join(' · ') || t(/*i18n*/ 'all new jobs');

/** The page's article: its title, a sentence, and the button (asking) or a link to the portal. */
const article = htmlTemplate<{ title: string; sentence?: string; button?: string; toPortal: string }>(
  `<article><h1><%= it.title %></h1><% if (it.sentence) { %><p><%= it.sentence %></p><% } %><% if (it.button) { %><form method="post" class="actions"><button type="submit" class="primary"><%= it.button %></button><a href="/"><%= it.toPortal %></a></form><% } else { %><p class="actions"><a href="/"><%= it.toPortal %></a></p><% } %></article>`,
);

type Request = FastifyRequest<{ Params: { token: string } }>;

/**
 * The unsubscribe link of an alert e-mail opens this page, without signing in: it names the alert's
 * search and asks, because mail scanners open links and a GET must change nothing; the button posts
 * a plain form (no script) and the answer says what stopped. Mail programs' one-click unsubscribe
 * goes to the API's address in the List-Unsubscribe header instead.
 * Its language is the browser's (Accept-Language) when that names one the portal speaks, else the
 * alert owner's account language: the mail's reader opens it, often from a phone's mail app.
 */
export function registerUnsubscribePage(app: FastifyInstance, deps: Deps) {
  const languageFor = async (request: Request, alert: AlertRow | null): Promise<UiLanguage> =>
    preferredLanguage(request) ??
    (alert ? (await findAccountById(deps.db, alert.userId))?.language : undefined) ??
    DEFAULT_LANGUAGE;

  const answer = async (request: Request, reply: FastifyReply, step: 'ask' | 'done') => {
    const url = `${deps.config.publicUrl}${request.url}`;
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('vary', 'Accept-Language');
    const page = (language: UiLanguage, t: Translate, title: string, sentence?: string, button?: string) =>
      publicPage({
        title,
        description: title,
        url,
        noIndex: true,
        style: STYLE,
        language,
        body: article({ title, sentence, button, toPortal: t(/*i18n*/ 'Go to School Portal') }),
      });
    const parsed = UnsubscribeTokenParamSchema.safeParse(request.params);
    try {
      if (!parsed.success) throw notFound(JOB_ALERT_MESSAGES.linkNotFound);
      if (step === 'done') {
        const alert = await unsubscribe(deps.db, parsed.data.token);
        const language = await languageFor(request, alert);
        const t = translatorFor(language);
        const title = t(/*i18n*/ 'You will no longer get alerts for {what}.', {
          what: what(alert.criteria, t, language),
        });
        return reply.send(
          page(
            language,
            t,
            title,
            t(/*i18n*/ 'Your other job alerts still arrive; you can manage them on your dashboard.'),
          ),
        );
      }
      const alert = await alertOfToken(deps.db, parsed.data.token);
      const language = await languageFor(request, alert);
      const t = translatorFor(language);
      const title = t(/*i18n*/ 'Stop the e-mails about new jobs for {what}?', {
        what: what(alert.criteria, t, language),
      });
      return reply.send(
        page(language, t, title, t(/*i18n*/ 'Nothing changes until you press the button.'), t(/*i18n*/ 'Unsubscribe')),
      );
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode !== 404) throw err;
      const language = await languageFor(request, null);
      const t = translatorFor(language);
      // The page's only 404: a wrong or used token.
      return reply.code(404).send(page(language, t, t(JOB_ALERT_MESSAGES.linkNotFound)));
    }
  };

  app.get<{ Params: { token: string } }>(
    '/job-alerts/unsubscribe/:token',
    { config: { access: 'public' } },
    (request, reply) => answer(request, reply, 'ask'),
  );
  app.post<{ Params: { token: string } }>(
    '/job-alerts/unsubscribe/:token',
    { config: { access: 'public' } },
    (request, reply) => answer(request, reply, 'done'),
  );
}
