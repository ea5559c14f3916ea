import type { FastifyInstance } from 'fastify';
import { JOB_MESSAGES, jobsApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { callerInstitute } from '../../http/tenancy.ts';
import { caller, callerNamed } from '../../plugins/access.ts';
import {
  createJob,
  deleteJob,
  findLiveJob,
  jobFor,
  postedJobs,
  searchJobs,
  suggestJobSearch,
  updateJob,
  type OnJobDeleted,
} from './service.ts';
import { registerSharePage } from './share.ts';
import { toPublicJob } from './view.ts';

export async function jobRoutes(
  app: FastifyInstance,
  { deps, onJobDeleted }: { deps: Deps; onJobDeleted: OnJobDeleted },
) {
  const { db } = deps;

  route(app, jobsApi.search, async (request) => searchJobs(db, caller(request), request.query, deps.searchCache));

  route(app, jobsApi.suggestion, async (request) => suggestJobSearch(db, request.query));

  route(app, jobsApi.create, async (request) => {
    const job = await createJob(db, callerInstitute(request), caller(request), request.body);
    return { message: JOB_MESSAGES.posted, job };
  });

  route(app, jobsApi.postedBy, async (request) => {
    callerNamed(request, request.params.userId, JOB_MESSAGES.postedByOwnOnly);
    return postedJobs(db, callerInstitute(request), request.query);
  });

  route(app, jobsApi.get, async (request) => jobFor(db, caller(request), request.params.id));

  route(app, jobsApi.shared, async (request) => {
    const row = await findLiveJob(db, request.params.id);
    if (!row) throw notFound(JOB_MESSAGES.notFound);
    return toPublicJob(row);
  });

  registerSharePage(app, deps);

  route(app, jobsApi.update, async (request) => {
    const job = await updateJob(db, callerInstitute(request), request.params.jobId, request.body);
    return { message: JOB_MESSAGES.updated, job };
  });

  route(app, jobsApi.remove, async (request) => {
    await deleteJob(db, callerInstitute(request), request.params.jobId, onJobDeleted);
    return { message: JOB_MESSAGES.deleted };
  });
}
