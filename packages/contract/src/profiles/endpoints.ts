import { UserIdParamSchema } from '../common.ts';
import { endpoints } from '../http/endpoint.ts';
import { SUPER_ADMIN_PICTURE_MAX_BYTES, SuperAdminProfileAnswerSchema, SuperAdminProfileSchema, SuperAdminProfileUpdateSchema } from './schemas.ts';

const superAdmin = ['superAdmin'] as const;

/** Each role's own profile (the super admin's today; institute and job seeker profiles next). */
export const profilesApi = endpoints('profiles', {
  superAdminProfile: {
    method: 'GET',
    path: '/api/superadmin-profile/:userId',
    access: superAdmin,
    summary: "The super admin's own profile",
    params: UserIdParamSchema,
    answer: SuperAdminProfileSchema,
    errors: [400, 401, 403, 404],
  },
  updateSuperAdminProfile: {
    method: 'PUT',
    path: '/api/superadmin-profile/:userId',
    access: superAdmin,
    summary: 'Change name and phone, or the picture alone (JPG/PNG, at most 2 MB)',
    params: UserIdParamSchema,
    body: SuperAdminProfileUpdateSchema,
    answer: SuperAdminProfileAnswerSchema,
    errors: [400, 401, 403, 404, 413],
    // A 2 MB picture is about 2.7 MB as base64.
    bodyLimit: Math.ceil(SUPER_ADMIN_PICTURE_MAX_BYTES * 1.4) + 64 * 1024,
  },
});
