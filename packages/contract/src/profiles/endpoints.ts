import { z } from 'zod';
import { UserIdParamSchema } from '../common.ts';
import { endpoints, type FileAnswer } from '../http/endpoint.ts';
import {
  InstituteUserProfileAnswerSchema,
  InstituteUserProfileSchema,
  InstituteUserProfileUpdateSchema,
  INSTITUTE_USER_PICTURE_MAX_BYTES,
} from './institute-user.ts';
import {
  InstituteDashboardStatsSchema,
  InstituteProfileAnswerSchema,
  InstituteProfileSchema,
  InstituteProfileUpdateSchema,
} from './institute.ts';
import { JobseekerProfileAnswerSchema, JobseekerProfileSchema, JobseekerProfileUpdateSchema } from './jobseeker.ts';
import {
  base64BodyLimit,
  INSTITUTE_PICTURE_MAX_BYTES,
  JOBSEEKER_PICTURE_MAX_BYTES,
  SUPER_ADMIN_PICTURE_MAX_BYTES,
} from './file-rules.ts';
import { PictureKeyParamSchema } from './pictures.ts';
import { SuperAdminProfileAnswerSchema, SuperAdminProfileSchema, SuperAdminProfileUpdateSchema } from './schemas.ts';

const superAdmin = ['superAdmin'] as const;
const instituteAdmin = ['instituteAdmin'] as const;
const jobseeker = ['jobseeker'] as const;

/**
 * Each role's own profile. A profile is read and changed by its owner only; the super admin may also
 * read the institute and job seeker profiles of any account (to review it).
 */
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
    bodyLimit: base64BodyLimit(SUPER_ADMIN_PICTURE_MAX_BYTES),
  },
  instituteProfile: {
    method: 'GET',
    path: '/api/institute-profile/:userId',
    access: ['instituteAdmin', 'superAdmin'],
    summary: "An institute admin's own institute profile (the super admin may read any)",
    params: UserIdParamSchema,
    answer: InstituteProfileSchema,
    errors: [400, 401, 403, 404],
  },
  updateInstituteProfile: {
    method: 'PUT',
    path: '/api/institute-profile/update/:userId',
    access: instituteAdmin,
    summary:
      'Save the whole institute profile as a multipart form; the picture (JPG/PNG, at most 2 MB) is an optional file part',
    params: UserIdParamSchema,
    body: InstituteProfileUpdateSchema,
    multipart: true,
    answer: InstituteProfileAnswerSchema,
    errors: [400, 401, 403, 404, 413, 415],
    bodyLimit: INSTITUTE_PICTURE_MAX_BYTES + 64 * 1024,
  },
  instituteUserProfile: {
    method: 'GET',
    path: '/api/institute-user-profile/:userId',
    access: ['instituteUser'],
    summary: "An institute user's own profile",
    params: UserIdParamSchema,
    answer: InstituteUserProfileSchema,
    errors: [400, 401, 403, 404],
  },
  updateInstituteUserProfile: {
    method: 'PUT',
    path: '/api/institute-user-profile/:userId',
    access: ['instituteUser'],
    summary:
      'Save name, phone and designation (with the picture, optional), or the picture alone (base64 JPG/PNG, at most 2 MB)',
    params: UserIdParamSchema,
    body: InstituteUserProfileUpdateSchema,
    answer: InstituteUserProfileAnswerSchema,
    errors: [400, 401, 403, 404, 413],
    bodyLimit: base64BodyLimit(INSTITUTE_USER_PICTURE_MAX_BYTES),
  },
  jobseekerProfile: {
    method: 'GET',
    path: '/api/jobseeker-profile/:userId',
    access: ['jobseeker', 'superAdmin'],
    summary: "A job seeker's own profile (the super admin may read any)",
    params: UserIdParamSchema,
    answer: JobseekerProfileSchema,
    errors: [400, 401, 403, 404],
  },
  updateJobseekerProfile: {
    method: 'PUT',
    path: '/api/jobseeker-profile/:userId',
    access: jobseeker,
    summary: 'Save the whole profile, or isLookingForJob alone, or profilePicture alone (base64 JPG/PNG, at most 5 MB)',
    params: UserIdParamSchema,
    body: JobseekerProfileUpdateSchema,
    answer: JobseekerProfileAnswerSchema,
    errors: [400, 401, 403, 404, 413],
    bodyLimit: base64BodyLimit(JOBSEEKER_PICTURE_MAX_BYTES),
  },
  profilePicture: {
    method: 'GET',
    path: '/api/profile-pictures/:key',
    // An <img> sends no bearer token: the key is random, changes with every new picture, and is only
    // handed out in the answers of those who may read the profile.
    access: 'public',
    summary: 'A profile picture by the key a profile answer gave; cacheable for good',
    params: PictureKeyParamSchema,
    answer: z.custom<FileAnswer>().meta({ type: 'string', format: 'binary' }),
    file: true,
    errors: [400, 404],
  },
  instituteDashboardStats: {
    method: 'GET',
    path: '/api/institute/dashboard-stats',
    access: instituteAdmin,
    summary: "The institute admin dashboard's cards",
    answer: InstituteDashboardStatsSchema,
    errors: [401, 403],
  },
});
