import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SUPER_ADMIN_PICTURE_MAX_BYTES,
  SuperAdminProfileAnswerSchema,
  SuperAdminProfileSchema,
  SuperAdminProfileUpdateSchema,
  UserIdParamSchema,
} from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { callerNamed } from '../../plugins/access.ts';
import { getSuperAdminProfile, updateSuperAdminProfile } from './super-admin.ts';

const OWN_PROFILE_ONLY = 'You can only see and change your own profile.';

export const profileRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/superadmin-profile/:userId',
    {
      config: { access: ['superAdmin'] },
      schema: {
        tags: ['profiles'],
        summary: "The super admin's own profile",
        params: UserIdParamSchema,
        response: { 200: SuperAdminProfileSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => getSuperAdminProfile(deps.db, callerNamed(request, request.params.userId, OWN_PROFILE_ONLY).id),
  );

  app.put(
    '/api/superadmin-profile/:userId',
    {
      config: { access: ['superAdmin'] },
      // A 2 MB picture is about 2.7 MB as base64.
      bodyLimit: Math.ceil(SUPER_ADMIN_PICTURE_MAX_BYTES * 1.4) + 64 * 1024,
      schema: {
        tags: ['profiles'],
        summary: 'Change name and phone, or the picture alone (JPG/PNG, at most 2 MB)',
        params: UserIdParamSchema,
        body: SuperAdminProfileUpdateSchema,
        response: { 200: SuperAdminProfileAnswerSchema, ...errorAnswers(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const me = callerNamed(request, request.params.userId, OWN_PROFILE_ONLY);
      const profile = await updateSuperAdminProfile(deps.db, me.id, request.body);
      return { message: 'Profile updated successfully!', profile };
    },
  );
};
