import type { FastifyInstance } from 'fastify';
import { jobseekersApi, SEARCH_COUNT_CAP } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { findJobseekers } from '../profiles/index.ts';

/** Find Employee: the profiles module owns the seekers' data; this is its list for institutes. */
export async function jobseekerRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  route(app, jobseekersApi.list, async (request) => findJobseekers(deps.db, request.query, SEARCH_COUNT_CAP));
}
