import type { FastifyInstance } from 'fastify';
import { JOB_MESSAGES, type PublicJob } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { escapeHtml as escape, publicPage } from '../../http/public-page.ts';
import { findLiveJob } from './service.ts';
import { toPublicJob } from './view.ts';

const longDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** What a link preview says: the school, the place and the last date. */
export function previewOf(job: PublicJob): string {
  return [job.instituteName, job.location, `Apply by ${longDate(job.lastDateToApply)}`].filter(Boolean).join(' · ');
}

const page = (title: string, description: string, url: string, body: string) => publicPage({ title, description, url, body });

function jobArticle(job: PublicJob): string {
  const rows: [string, string | null][] = [
    ['Position', job.position],
    ['Location', job.location],
    ['Salary', job.salary === null ? JOB_MESSAGES.notDisclosed : `${rupees.format(job.salary)} / ${job.salaryType === 'yearly' ? 'year' : 'month'}`],
    ['Last date to apply', longDate(job.lastDateToApply)],
    ['Subject', job.subject],
  ];
  const detail = rows
    .filter((r): r is [string, string] => !!r[1])
    .map(([k, v]) => `<dt>${escape(k)}</dt><dd>${escape(v)}</dd>`)
    .join('');
  const requirements = job.requirements.length ? `<h2>Requirements</h2><ul>${job.requirements.map((r) => `<li>${escape(r)}</li>`).join('')}</ul>` : '';
  const description = job.description ? `<p>${escape(job.description)}</p>` : '';
  // The job's own screen: a visitor who is not signed in is sent to sign in, then back to it.
  const apply = job.closed
    ? '<p><strong>Applications are closed.</strong></p>'
    : `<p class="actions"><a class="primary" href="/jobs/${encodeURIComponent(job._id)}">Sign in to apply</a><a href="/register">Register</a></p><p>${escape(JOB_MESSAGES.signInToApply)}</p>`;
  return `<article><h1>${escape(job.title)}</h1><p><strong>${escape(job.instituteName ?? '')}</strong></p><dl>${detail}</dl>${description}${requirements}${apply}</article>`;
}

/**
 * A job's shared link: a page a visitor reads without signing in, with Open Graph tags so WhatsApp
 * and others preview it (their crawlers run no JavaScript, so this is HTML from the server).
 */
export function registerSharePage(app: FastifyInstance, deps: Deps) {
  app.get<{ Params: { id: string } }>('/share/jobs/:id', { config: { access: 'public' } }, async (request, reply) => {
    const row = request.params.id.length <= 100 ? await findLiveJob(deps.db, request.params.id) : undefined;
    const url = `${deps.config.publicUrl}${request.url}`;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (!row) return reply.code(404).send(page(JOB_MESSAGES.notFound, 'This job is no longer advertised.', url, `<article><h1>${escape(JOB_MESSAGES.notFound)}</h1><p class="actions"><a href="/login">Sign in</a></p></article>`));
    const job = toPublicJob(row);
    return reply.send(page(`${job.title} at ${job.instituteName ?? 'a school'}`, previewOf(job), url, jobArticle(job)));
  });
}
