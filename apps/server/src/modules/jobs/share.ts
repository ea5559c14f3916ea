import type { FastifyInstance } from 'fastify';
import { JOB_MESSAGES, LANGUAGE_LOCALES, subjectText, type PublicJob, type UiLanguage } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { requestLanguage, translatorFor } from '../../http/language.ts';
import { htmlTemplate } from '../../http/html.ts';
import { publicPage } from '../../http/public-page.ts';
import { findLiveJob } from './service.ts';
import { toPublicJob } from './view.ts';

/** "5 Jun 2026", or the month's name in Hindi or Tamil. */
const longDate = (iso: string, language: UiLanguage) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(LANGUAGE_LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

// Rupees keep Indian grouping and Latin digits in every language (decision 020).
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** The pay as the job gives it: "₹35,000–₹45,000 / month" for a range (a preview of its bottom alone understates it). */
function payOf(job: PublicJob, t: ReturnType<typeof translatorFor>): string {
  if (job.salary === null) return t(JOB_MESSAGES.notDisclosed);
  const top = job.salaryMax !== null && job.salaryMax > job.salary ? `–${rupees.format(job.salaryMax)}` : '';
  const amount = rupees.format(job.salary) + top;
  return job.salaryType === 'yearly'
    ? t(/*i18n*/ '{amount} / year', { amount })
    : t(/*i18n*/ '{amount} / month', { amount });
}

/** What a link preview says: the school, the place, the pay and the last date, in the visitor's language. */
export function previewOf(job: PublicJob, language: UiLanguage = 'en'): string {
  const t = translatorFor(language);
  const pay = job.salary === null ? null : payOf(job, t);
  return [
    job.instituteName,
    job.location,
    pay,
    t(/*i18n*/ 'Apply by {date}', { date: longDate(job.lastDateToApply, language) }),
  ]
    .filter(Boolean)
    .join(' · ');
}

const article = htmlTemplate<{
  job: PublicJob;
  detail: [string, string][];
  t: ReturnType<typeof translatorFor>;
  signInToApply: string;
}>(`<article><h1><%= it.job.title %></h1><p><strong><%= it.job.instituteName ?? '' %></strong></p><dl>
<% for (const [term, value] of it.detail) { %><dt><%= term %></dt><dd><%= value %></dd><% } %></dl>
<% if (it.job.description) { %><p><%= it.job.description %></p><% } %>
<% if (it.job.requirements.length) { %><h2><%= it.t('Requirements') %></h2><ul><% for (const r of it.job.requirements) { %><li><%= r %></li><% } %></ul><% } %>
<% if (it.job.closed) { %><p><strong><%= it.t('Applications are closed.') %></strong></p>
<% } else { %><p class="actions"><a class="primary" href="/jobs/<%= encodeURIComponent(it.job._id) %>"><%= it.t('Sign in to apply') %></a><a href="/register"><%= it.t('Register') %></a></p><p><%= it.signInToApply %></p><% } %>
</article>`);

const notFoundArticle = htmlTemplate<{ title: string; signIn: string }>(
  `<article><h1><%= it.title %></h1><p class="actions"><a href="/login"><%= it.signIn %></a></p></article>`,
);

function jobArticle(job: PublicJob, language: UiLanguage): string {
  const t = translatorFor(language);
  const rows: [string, string | null][] = [
    [t(/*i18n*/ 'Position'), job.position],
    [t(/*i18n*/ 'Location'), job.location],
    [t(/*i18n*/ 'Salary'), payOf(job, t)],
    [t(/*i18n*/ 'Last date to apply'), longDate(job.lastDateToApply, language)],
    [t(/*i18n*/ 'Subject'), subjectText(job.subject, t)],
  ];
  const detail = rows.filter((r): r is [string, string] => !!r[1]);
  // The job's own screen: a visitor who is not signed in is sent to sign in, then back to it.
  return article({ job, detail, t, signInToApply: t(JOB_MESSAGES.signInToApply) });
}

/**
 * A job's shared link: a page a visitor reads without signing in, with Open Graph tags so WhatsApp
 * and others preview it (their crawlers run no JavaScript, so this is HTML from the server). It is
 * written in the visitor's language (Accept-Language), so the answer varies with that header.
 */
export function registerSharePage(app: FastifyInstance, deps: Deps) {
  app.get<{ Params: { id: string } }>('/share/jobs/:id', { config: { access: 'public' } }, async (request, reply) => {
    const language = requestLanguage(request);
    const t = translatorFor(language);
    const row = request.params.id.length <= 100 ? await findLiveJob(deps.db, request.params.id) : undefined;
    const url = `${deps.config.publicUrl}${request.url}`;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Language');
    if (!row) {
      const notFound = t(JOB_MESSAGES.notFound);
      const body = notFoundArticle({ title: notFound, signIn: t(/*i18n*/ 'Sign in') });
      return reply.code(404).send(
        publicPage({
          title: notFound,
          description: t(/*i18n*/ 'This job is no longer advertised.'),
          url,
          body,
          language,
        }),
      );
    }
    const job = toPublicJob(row);
    const title = job.instituteName
      ? t(/*i18n*/ '{title} at {school}', { title: job.title, school: job.instituteName })
      : t(/*i18n*/ '{title} at a school', { title: job.title });
    return reply.send(
      publicPage({ title, description: previewOf(job, language), url, body: jobArticle(job, language), language }),
    );
  });
}

/** The texts the template above names (`it.t('…')`), written out here: lingui extract reads code, not a template's text. */
export const JOB_PAGE_TEXTS = [
  /*i18n*/ 'Applications are closed.',
  /*i18n*/ 'Register',
  /*i18n*/ 'Requirements',
  /*i18n*/ 'Sign in to apply',
];
