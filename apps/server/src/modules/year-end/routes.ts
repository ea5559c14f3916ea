import type { FastifyInstance } from 'fastify';
import { yearEndApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { callerInstitute } from '../../http/tenancy.ts';
import { caller } from '../../plugins/access.ts';
import { previewYearEnd, runYearEnd } from './service.ts';

export async function yearEndRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const { db } = deps;
  route(app, yearEndApi.preview, async (request) => previewYearEnd(db, callerInstitute(request), request.body));
  route(app, yearEndApi.run, async (request) =>
    runYearEnd(db, callerInstitute(request), caller(request).id, request.body),
  );
}
