import type { FastifyInstance } from 'fastify';
import { JOB_MESSAGES, LANGUAGE_LOCALES, subjectText, type PublicJob, type UiLanguage } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { requestLanguage, translatorFor } from '../../http/language.ts';
import { escapeHtml as escape, publicPage } from '../../http/public-page.ts';
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
  return job.salaryType === 'yearly' ? t('{amount} / year', { amount }) : t('{amount} / month', { amount });
}

/** What a link preview says: the school, the place, the pay and the last date, in the visitor's language. */
export function previewOf(job: PublicJob, language: UiLanguage = 'en'): string {
  const t = translatorFor(language);
  const pay = job.salary === null ? null : payOf(job, t);
  return [job.instituteName, job.location, pay, t('Apply by {date}', { date: longDate(job.lastDateToApply, language) })]
    .filter(Boolean)
    .join(' · ');
}

function jobArticle(job: PublicJob, language: UiLanguage): string {
  const t = translatorFor(language);
  const rows: [string, string | null][] = [
    [t('Position'), job.position],
    [t('Location'), job.location],
    [t('Salary'), payOf(job, t)],
    [t('Last date to apply'), longDate(job.lastDateToApply, language)],
    [t('Subject'), subjectText(job.subject, t)],
  ];
  const detail = rows
    .filter((r): r is [string, string] => !!r[1])
    .map(([k, v]) => `<dt>${escape(k)}</dt><dd>${escape(v)}</dd>`)
    .join('');
  const requirements = job.requirements.length
    ? `<h2>${escape(t('Requirements'))}</h2><ul>${job.requirements.map((r) => `<li>${escape(r)}</li>`).join('')}</ul>`
    : '';
  const description = job.description ? `<p>${escape(job.description)}</p>` : '';
  // The job's own screen: a visitor who is not signed in is sent to sign in, then back to it.
  const apply = job.closed
    ? `<p><strong>${escape(t('Applications are closed.'))}</strong></p>`
    : `<p class="actions"><a class="primary" href="/jobs/${encodeURIComponent(job._id)}">${escape(t('Sign in to apply'))}</a><a href="/register">${escape(t('Register'))}</a></p><p>${escape(t(JOB_MESSAGES.signInToApply))}</p>`;
  return `<article><h1>${escape(job.title)}</h1><p><strong>${escape(job.instituteName ?? '')}</strong></p><dl>${detail}</dl>${description}${requirements}${apply}</article>`;
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
      const body = `<article><h1>${escape(notFound)}</h1><p class="actions"><a href="/login">${escape(t('Sign in'))}</a></p></article>`;
      return reply
        .code(404)
        .send(
          publicPage({ title: notFound, description: t('This job is no longer advertised.'), url, body, language }),
        );
    }
    const job = toPublicJob(row);
    const title = job.instituteName
      ? t('{title} at {school}', { title: job.title, school: job.instituteName })
      : t('{title} at a school', { title: job.title });
    return reply.send(
      publicPage({ title, description: previewOf(job, language), url, body: jobArticle(job, language), language }),
    );
  });
}
