import type { FastifyInstance } from 'fastify';
import { PROFILE_MESSAGES, profilesApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { callerNamed } from '../../plugins/access.ts';
import { getSuperAdminProfile, updateSuperAdminProfile } from './service.ts';

export async function profileRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  route(app, profilesApi.superAdminProfile, async (request) =>
    getSuperAdminProfile(deps.db, callerNamed(request, request.params.userId, PROFILE_MESSAGES.ownOnly).id),
  );

  route(app, profilesApi.updateSuperAdminProfile, async (request) => {
    const me = callerNamed(request, request.params.userId, PROFILE_MESSAGES.ownOnly);
    const profile = await updateSuperAdminProfile(deps.db, me.id, request.body);
    return { message: PROFILE_MESSAGES.updated, profile };
  });
}
