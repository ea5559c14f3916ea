import type { FastifyInstance } from 'fastify';
import { privacyApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { caller } from '../../plugins/access.ts';
import { closeInstitute, deleteJobseekerAccount, exportPersonalData, listDataRequests } from './service.ts';

export async function privacyRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  route(app, privacyApi.myData, async (request, reply) => {
    // A download, never kept by a cache: it holds everything about the person.
    reply.header('cache-control', 'no-store');
    reply.header('content-disposition', `attachment; filename="my-data-${caller(request).userId}.json"`);
    return exportPersonalData(deps.db, caller(request));
  });
  route(app, privacyApi.deleteAccount, async (request) =>
    deleteJobseekerAccount(deps.db, caller(request), request.body),
  );
  route(app, privacyApi.closeInstitute, async (request) => closeInstitute(deps.db, caller(request), request.body));
  route(app, privacyApi.requests, async (request) => listDataRequests(deps.db, request.query));
}
