import type { FastifyInstance } from 'fastify';
import { SAVED_JOB_MESSAGES, savedJobsApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { caller } from '../../plugins/access.ts';
import { listSavedJobs, saveJob, unsaveJob } from './service.ts';

export async function savedJobRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const { db } = deps;

  route(app, savedJobsApi.list, async (request) => listSavedJobs(db, caller(request).id, request.query));

  route(app, savedJobsApi.save, async (request) => {
    await saveJob(db, caller(request).id, request.params.id);
    return { message: SAVED_JOB_MESSAGES.saved, saved: true };
  });

  route(app, savedJobsApi.unsave, async (request) => {
    await unsaveJob(db, caller(request).id, request.params.id);
    return { message: SAVED_JOB_MESSAGES.unsaved, saved: false };
  });
}
