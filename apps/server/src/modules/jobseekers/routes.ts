import type { FastifyInstance } from 'fastify';
import { CV_MESSAGES, cvApi, jobseekersApi, SEARCH_COUNT_CAP } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import type { PageScope } from '../../db/search-cache.ts';
import { EncodedPage } from '../../http/encoded-page.ts';
import { requestLanguage } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import { callerInstitute } from '../../http/tenancy.ts';
import { caller } from '../../plugins/access.ts';
import { appliedToInstitute } from '../applications/index.ts';
import { ownJob } from '../jobs/index.ts';
import { cvFile, findJobseekers, isFindable, rankJobseekers, suggestSeekerSearch } from '../profiles/index.ts';

/** What an unranked Find Employee answer depends on: the seekers, of its state when it names one. */
const seekersOfState = (state: string | undefined): PageScope => ({ lists: ['seekers'], pins: { seekers: { state } } });

/** Find Employee: the profiles module owns the seekers' data; this is its list for institutes. */
export async function jobseekerRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  route(app, jobseekersApi.list, async (request) => {
    const { query } = request;
    // Ranked for one of the caller's own jobs; another institute's job is a 404 like one that does not exist.
    const job = query.forJob ? await ownJob(deps.db, callerInstitute(request), query.forJob) : undefined;
    // A page is the same for every school that asks it (a job's id names its terms): kept for the next as JSON
    // (decision 018). Ranked, it depends on its job too (a job posted or another edited leaves it), and on
    // seekers wherever they are: no state pins it.
    const scope: PageScope = job
      ? { lists: ['seekers', 'jobs'], pins: { jobs: { id: job.id } } }
      : seekersOfState(query.state);
    // A ranked page says why each fits in the reader's language: kept per language.
    const language = job ? requestLanguage(request) : '';
    const read = async () =>
      EncodedPage.of(
        jobseekersApi.list.answer,
        await (job
          ? rankJobseekers(deps.db, query, job, requestLanguage(request))
          : findJobseekers(deps.db, query, SEARCH_COUNT_CAP)),
      );
    const key = `seekers ${JSON.stringify(query)} ${job?.id ?? ''} ${language}`;
    return (await deps.searchCache.get(key, scope, read)).send();
  });

  // "Did you mean …?" is kept like the page it follows, and forgotten by the same changes: at a million seekers a
  // misspelt common name in one state read ~100,000 similar names (0.6 s), and asked by many schools at once it took
  // both cores of the bench's machine (npm run bench -- --jobs --deployed, 29 Nov 2026).
  route(app, jobseekersApi.suggestion, async (request) => {
    const { query } = request;
    return deps.searchCache.get(`seekers suggestion ${JSON.stringify(query)}`, seekersOfState(query.state), () =>
      suggestSeekerSearch(deps.db, query),
    );
  });

  route(app, cvApi.downloadCv, async (request, reply) => {
    const { seekerId } = request.params;
    if (!(await mayReadCv(deps, request, seekerId))) throw notFound(CV_MESSAGES.notFound);
    const cv = await cvFile(deps.db, seekerId);
    // A PDF can carry JavaScript, a Launch action or an embedded file (issue 45). It is a download, never
    // a page of the portal's origin, and if a browser shows it anyway it runs sandboxed: no script, no
    // same-origin access to the teacher's or the school's session.
    reply.header('content-disposition', `attachment; filename="${cv.fileName}"`);
    reply.header('content-security-policy', "sandbox; default-src 'none'; object-src 'none'");
    reply.header('x-content-type-options', 'nosniff');
    return { contentType: 'application/pdf', data: cv.data, cacheControl: 'private, no-store' };
  });
}

/**
 * Who reads a CV: the teacher herself; staff of a school she applied to; a school admin who finds her
 * in Find Employee (she is approved and looking). Anyone else is told there is none (404), so a CV
 * does not tell a stranger that its owner exists.
 */
async function mayReadCv(deps: Deps, request: Parameters<typeof caller>[0], seekerId: string): Promise<boolean> {
  const me = caller(request);
  if (me.role === 'jobseeker') return me.id === seekerId;
  if (await appliedToInstitute(deps.db, seekerId, callerInstitute(request))) return true;
  return me.role === 'instituteAdmin' && (await isFindable(deps.db, seekerId));
}
