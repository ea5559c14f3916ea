import type { FastifyInstance } from 'fastify';
import { jobseekersApi, SEARCH_COUNT_CAP } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { callerInstitute } from '../../http/tenancy.ts';
import { ownJob } from '../jobs/index.ts';
import { findJobseekers, rankJobseekers } from '../profiles/index.ts';

/** Find Employee: the profiles module owns the seekers' data; this is its list for institutes. */
export async function jobseekerRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  route(app, jobseekersApi.list, async (request) => {
    const { forJob } = request.query;
    // Ranked for one of the caller's own jobs; another institute's job is a 404 like one that does not exist.
    if (forJob) return rankJobseekers(deps.db, request.query, await ownJob(deps.db, callerInstitute(request), forJob));
    return findJobseekers(deps.db, request.query, SEARCH_COUNT_CAP);
  });
}
