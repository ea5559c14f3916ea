import type { FastifyInstance } from 'fastify';
import { INSTITUTE_USER_MESSAGES, instituteUsersApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { callerInstitute } from '../../http/tenancy.ts';
import { caller } from '../../plugins/access.ts';
import { addInstituteUser, decideOnInstituteUser, ensureOwnCode, listInstituteUsers } from './service.ts';

export async function instituteUserRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const { db } = deps;
  const loginUrl = `${deps.config.publicUrl}/login`;

  route(app, instituteUsersApi.add, async (request) => {
    const institute = callerInstitute(request);
    ensureOwnCode(institute, request.body.instituteCode);
    const user = await addInstituteUser(db, institute, request.body, { actorId: caller(request).id, loginUrl });
    return { message: INSTITUTE_USER_MESSAGES.added, user };
  });

  route(app, instituteUsersApi.list, async (request) => {
    const institute = callerInstitute(request);
    ensureOwnCode(institute, request.params.instituteCode);
    return listInstituteUsers(db, institute, request.query);
  });

  route(app, instituteUsersApi.approve, async (request) => {
    const user = await decideOnInstituteUser(db, callerInstitute(request), {
      userId: request.params.userId,
      action: 'approve',
      actorId: caller(request).id,
      loginUrl,
    });
    return { message: INSTITUTE_USER_MESSAGES.approved, user };
  });

  route(app, instituteUsersApi.suspend, async (request) => {
    const action = request.body.isSuspended ? 'suspend' : 'unsuspend';
    const user = await decideOnInstituteUser(db, callerInstitute(request), {
      userId: request.params.userId,
      action,
      actorId: caller(request).id,
      loginUrl,
    });
    return {
      message: request.body.isSuspended ? INSTITUTE_USER_MESSAGES.suspended : INSTITUTE_USER_MESSAGES.unsuspended,
      user,
    };
  });
}
