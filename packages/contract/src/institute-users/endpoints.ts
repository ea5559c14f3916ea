import { z } from 'zod';
import { UserIdParamSchema } from '../common.ts';
import { endpoints } from '../http/endpoint.ts';
import {
  AddInstituteUserBodySchema,
  InstituteCodeParamSchema,
  InstituteUserAnswerSchema,
  InstituteUserListQuerySchema,
  InstituteUserSchema,
  SuspendInstituteUserBodySchema,
} from './schemas.ts';

const instituteAdmin = ['instituteAdmin'] as const;

/**
 * The institute admin's office staff (spec section 7). The spec's three `/instituteAdmin/...` paths
 * have no `/api`; a code or user of another institute answers 404.
 */
export const instituteUsersApi = endpoints('institute-users', {
  add: {
    method: 'POST',
    path: '/api/instituteAdmin/user',
    access: instituteAdmin,
    summary:
      "Add an institute user to the admin's own institute, approved by that act (the admin vouches for a colleague)",
    body: AddInstituteUserBodySchema,
    status: 201,
    answer: InstituteUserAnswerSchema,
    errors: [400, 401, 403, 404, 409],
  },
  list: {
    method: 'GET',
    path: '/instituteAdmin/users/:instituteCode',
    access: instituteAdmin,
    summary: "The institute's users, newest first; only the admin's own institute code is found",
    params: InstituteCodeParamSchema,
    query: InstituteUserListQuerySchema,
    answer: z.array(InstituteUserSchema),
    paged: true,
    errors: [400, 401, 403, 404],
  },
  approve: {
    method: 'PATCH',
    path: '/instituteAdmin/user/approve/:userId',
    access: instituteAdmin,
    summary: 'Approve an institute user of the same institute',
    params: UserIdParamSchema,
    answer: InstituteUserAnswerSchema,
    errors: [400, 401, 403, 404, 409],
  },
  suspend: {
    method: 'PATCH',
    path: '/instituteAdmin/user/suspend/:userId',
    access: instituteAdmin,
    summary:
      'Suspend (isSuspended true) or unsuspend an institute user; a suspended user is signed out at their next request',
    params: UserIdParamSchema,
    body: SuspendInstituteUserBodySchema,
    answer: InstituteUserAnswerSchema,
    errors: [400, 401, 403, 404, 409],
  },
});
